import { messageResponseSchema } from '../../schemas/common.js';
import {
  addReferrerSchema,
  referralLinksResponseSchema,
  referrerIdParamsSchema,
  referrerResponseSchema,
  referrersResponseSchema,
} from '../../schemas/referrals.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `referrals.ts`. */
export const referralsSchemas = {
  getReferralLinks: {
    summary: 'Your referral code and the open jobs a personal link can be made for (REC-34)',
    response: { 200: referralLinksResponseSchema },
  },
  listReferrers: {
    summary: 'Every referrer: the team members and the employees admins added, with their referrals and hires (REC-35)',
    response: { 200: referrersResponseSchema },
  },
  addReferrer: {
    summary: 'Add an employee without a workspace login as a referrer (REC-35)',
    body: addReferrerSchema,
    response: { 201: referrerResponseSchema },
  },
  removeReferrer: {
    summary: 'Remove an employee referrer: their links stop crediting; the applications they referred lose the credit (REC-35)',
    params: referrerIdParamsSchema,
    response: { 200: messageResponseSchema },
  },
} satisfies SchemaTable;
