import type { OperationsFor, TypedOperations } from '../operation.js';
import type { referralsSchemas } from './referrals.schemas.js';

/**
 * REC-34, REC-35 (docs/decisions/052): referral links. Every team member reads their own code (recruiters and
 * admins); only admins list the referrers and add or remove employees without a workspace login (403 for
 * recruiters). 404: no such referrer; 409: an address already a referrer's or a team member's, or a team
 * member's row removed.
 */
const operations = {
  getReferralLinks: { method: 'GET', path: '/api/recruiter/referral-links', access: 'recruiter-area' },
  listReferrers: { method: 'GET', path: '/api/recruiter/referrers', access: 'admin' },
  addReferrer: { method: 'POST', path: '/api/recruiter/referrers', access: 'admin', errors: [409] },
  removeReferrer: { method: 'DELETE', path: '/api/recruiter/referrers/:id', access: 'admin', errors: [404, 409] },
} satisfies OperationsFor<typeof referralsSchemas>;
export const referralsOperations: TypedOperations<typeof operations, typeof referralsSchemas> = operations;
