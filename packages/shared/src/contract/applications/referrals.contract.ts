import { defineContract } from '../contract.js';
import { referralsOperations } from './referrals.js';
import { referralsSchemas } from './referrals.schemas.js';

/** Referral links and referrers, as `routes/applications/referrals.ts` (apps/api) registers them. */
export const referralsContract = defineContract({
  tag: 'recruiter',
  operations: referralsOperations,
  schemas: referralsSchemas,
});
