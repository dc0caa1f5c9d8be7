import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CrmSyncResponse } from '../../schemas/crm.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ResponseOf } from '../operation.js';
import { crmContract } from './crm.contract.js';
import type { crmOperations } from './crm.js';

describe('INT-4’s CRM calls in the route contract (docs/decisions/021)', () => {
  it('take nothing but an empty object and answer the sync’s state', () => {
    expectTypeOf<BodyOf<typeof crmOperations.createZohoUser>>().toEqualTypeOf<Record<string, never> | undefined>();
    expectTypeOf<ResponseOf<typeof crmOperations.updateZohoDetails>>().toEqualTypeOf<CrmSyncResponse>();
  });

  it('are for candidates only; a body that is not an empty object is refused (400)', () => {
    expect(errorAnswersOf(crmContract)).toEqual({
      createZohoUser: [400, 401, 403, 413, 415],
      updateZohoDetails: [400, 401, 403, 413, 415],
    });
  });
});
