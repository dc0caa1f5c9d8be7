import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SavedJobsResponse } from '../../schemas/applications.js';
import type { MessageResponse } from '../../schemas/common.js';
import { errorAnswersOf } from '../contract.js';
import type { ParamsOf, ResponseOf } from '../operation.js';
import { savedJobsContract } from './saved-jobs.contract.js';
import type { savedJobsOperations } from './saved-jobs.js';

describe('saved jobs in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free table', () => {
    expectTypeOf<ResponseOf<typeof savedJobsOperations.listSavedJobs>>().toEqualTypeOf<SavedJobsResponse>();
    expectTypeOf<ResponseOf<typeof savedJobsOperations.saveJob>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<ParamsOf<typeof savedJobsOperations.unsaveJob>>().toEqualTypeOf<{ jobId: string | number }>();
  });

  it('APP-6: candidates only; saving a job that is not open answers 404 or 409', () => {
    expect(errorAnswersOf(savedJobsContract)).toEqual({
      listSavedJobs: [401, 403],
      saveJob: [400, 401, 403, 404, 409, 413, 415],
      unsaveJob: [400, 401, 403, 413, 415],
    });
  });
});
