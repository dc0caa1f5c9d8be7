import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SystemRetryResponse, SystemStatus } from '../../schemas/system.js';
import { errorAnswersOf } from '../contract.js';
import type { ParamsOf, ResponseOf } from '../operation.js';
import { recruiterSystemContract } from './recruiter-system.contract.js';
import type { recruiterSystemOperations } from './recruiter-system.js';

describe('the system page in the route contract (REC-15, docs/decisions/027)', () => {
  it('types its answers and the retry’s path', () => {
    expectTypeOf<ResponseOf<typeof recruiterSystemOperations.getSystemStatus>>().toEqualTypeOf<SystemStatus>();
    expectTypeOf<ResponseOf<typeof recruiterSystemOperations.retryFailedJobs>>().toEqualTypeOf<SystemRetryResponse>();
    expectTypeOf<ParamsOf<typeof recruiterSystemOperations.retryFailedJobs>>().toEqualTypeOf<{ kind: string | number }>();
  });

  it('is for admins only: 401 anonymous, 403 candidates and recruiters; the retry 404s an unknown kind and 409s one that cannot be retried', () => {
    expect(errorAnswersOf(recruiterSystemContract)).toEqual({
      getSystemStatus: [401, 403],
      retryFailedJobs: [400, 401, 403, 404, 409, 413, 415],
    });
  });
});
