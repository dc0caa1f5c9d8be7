import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuditQuery, AuditResponse } from '../../schemas/audit.js';
import { errorAnswersOf } from '../contract.js';
import type { QueryOf, ResponseOf } from '../operation.js';
import { recruiterAuditContract } from './recruiter-audit.contract.js';
import type { recruiterAuditOperations } from './recruiter-audit.js';

describe('the access log in the route contract (REC-9, docs/decisions/021)', () => {
  it('types its query and answer', () => {
    expectTypeOf<QueryOf<typeof recruiterAuditOperations.listAccessLog>>().toEqualTypeOf<AuditQuery>();
    expectTypeOf<ResponseOf<typeof recruiterAuditOperations.listAccessLog>>().toEqualTypeOf<AuditResponse>();
  });

  it('is for admins only: 401 anonymous, 403 candidates and recruiters, 400 a bad query', () => {
    expect(errorAnswersOf(recruiterAuditContract)).toEqual({ listAccessLog: [400, 401, 403] });
  });
});
