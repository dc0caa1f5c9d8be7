import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Fit } from '../../fit.js';
import { errorAnswersOf } from '../contract.js';
import type { ParamsOf, ResponseOf } from '../operation.js';
import { fitContract } from './fit.contract.js';
import type { fitOperations } from './fit.js';

describe('the candidate’s fit in the route contract (docs/decisions/021, 043)', () => {
  it('types the call through the zod-free table', () => {
    expectTypeOf<ResponseOf<typeof fitOperations.getJobFit>>().toEqualTypeOf<Fit>();
    expectTypeOf<ParamsOf<typeof fitOperations.getJobFit>>().toEqualTypeOf<{ jobId: string | number }>();
  });

  it('APP-10: candidates only; a job that is not open answers 404', () => {
    expect(errorAnswersOf(fitContract)).toEqual({ getJobFit: [400, 401, 403, 404] });
  });
});
