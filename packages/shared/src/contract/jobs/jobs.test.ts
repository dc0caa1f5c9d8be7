import { describe, expect, expectTypeOf, it } from 'vitest';
import type { JobDetailsRequest, JobDetailsResponse, JobListQuery, JobListResponse } from '../../schemas/jobs.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../operation.js';
import { jobsContract } from './jobs.contract.js';
import type { careersListOperations } from './jobs-landing.js';
import type { jobsOperations } from './jobs.js';

describe('the public jobs area of the route contract (docs/decisions/021)', () => {
  it('keeps SPEC’s legacy names and shapes (D1), typed through the zod-free tables', () => {
    expectTypeOf<QueryOf<typeof careersListOperations.getJobOpenings>>().toEqualTypeOf<JobListQuery>();
    expectTypeOf<ResponseOf<typeof careersListOperations.getJobOpenings>>().toEqualTypeOf<JobListResponse>();
    expectTypeOf<ParamsOf<typeof careersListOperations.getJobOpenings>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<typeof jobsOperations.getDetails>>().toEqualTypeOf<JobDetailsRequest>();
    expectTypeOf<ResponseOf<typeof jobsOperations.getDetails>>().toEqualTypeOf<JobDetailsResponse>();
  });

  it('answers what it validates and what its code answers', () => {
    expect(errorAnswersOf(jobsContract)).toEqual({ getJobOpenings: [400], getDetails: [400, 404, 413, 415] });
  });
});
