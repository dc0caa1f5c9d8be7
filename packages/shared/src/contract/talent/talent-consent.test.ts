import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Discoverable } from '../../schemas/talent.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ResponseOf } from '../operation.js';
import { talentConsentContract } from './talent-consent.contract.js';
import type { talentConsentOperations } from './talent-consent.js';

describe('the talent pool opt-in in the route contract (REC-10, docs/decisions/021)', () => {
  it('types each call through the zod-free table', () => {
    expectTypeOf<ResponseOf<typeof talentConsentOperations.getDiscoverable>>().toEqualTypeOf<Discoverable>();
    expectTypeOf<BodyOf<typeof talentConsentOperations.setDiscoverable>>().toEqualTypeOf<{ discoverable: boolean }>();
  });

  it('is the candidate’s own (403 for recruiters and admins)', () => {
    expect(errorAnswersOf(talentConsentContract)).toEqual({
      getDiscoverable: [401, 403],
      setDiscoverable: [400, 401, 403, 413, 415],
    });
  });
});
