import { describe, expect, expectTypeOf, it } from 'vitest';
import type { JobInput, RecruiterJobResponse } from '../../schemas/recruiter.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ParamsOf, ResponseOf } from '../operation.js';
import { recruiterJobsContract } from './recruiter.contract.js';
import type { recruiterJobsOperations } from './recruiter.js';

describe('the recruiter area’s postings in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free table', () => {
    expectTypeOf<ParamsOf<typeof recruiterJobsOperations.updateJob>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<BodyOf<typeof recruiterJobsOperations.updateJob>>().toEqualTypeOf<JobInput>();
    expectTypeOf<ResponseOf<typeof recruiterJobsOperations.createJob>>().toEqualTypeOf<RecruiterJobResponse>();
  });

  it('answers 401 anonymous and 403 candidates, 413/415 where a body is read', () => {
    expect(errorAnswersOf(recruiterJobsContract)).toEqual({
      listPostedJobs: [401, 403],
      createJob: [400, 401, 403, 413, 415],
      getJob: [400, 401, 403, 404],
      updateJob: [400, 401, 403, 404, 413, 415],
      setJobStatus: [400, 401, 403, 404, 409, 413, 415],
      watchJob: [400, 401, 403, 404, 413, 415],
      unwatchJob: [400, 401, 403, 404, 413, 415],
    });
  });
});
