import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorResponseSchema } from '../../schemas/common.js';
import { probeStatusSchema, type ProbeStatus } from '../../schemas/health.js';
import { defineContract, errorAnswersOf } from '../contract.js';
import type { ResponseOf } from '../operation.js';
import { healthContract } from './health.contract.js';
import type { healthOperations } from './health.js';

describe('the probes in the route contract (OPS-7, docs/decisions/021)', () => {
  it('are public; readiness answers 503 in its own shape, not the shared error shape', () => {
    expectTypeOf<ResponseOf<typeof healthOperations.getReadiness>>().toEqualTypeOf<ProbeStatus>();
    expect(errorAnswersOf(healthContract)).toEqual({ getLiveness: [], getReadiness: [503] });
    expect(healthContract.schemas.getReadiness.failures[503]).toBe(probeStatusSchema);
    expect(healthContract.schemas.getReadiness.failures[503]).not.toBe(errorResponseSchema);
  });

  it('refuses a failure shape for a status the operation does not answer', () => {
    const operations = { probe: { method: 'GET', path: '/probe', access: 'public' } } as const;
    const schemas = { probe: { summary: 'Probe', response: { 200: probeStatusSchema }, failures: { 503: probeStatusSchema } } };
    expect(() => defineContract({ tag: 'health', operations, schemas })).toThrow(
      /probe has failure shapes for statuses it does not answer: 503/,
    );
  });
});
