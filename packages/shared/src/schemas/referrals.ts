import { z } from 'zod';
import { REFERRAL_MESSAGES as M } from '../referral-messages.js';
import { emailSchema } from './auth.js';

/** REC-34: the signed-in team member's referral code, and the open jobs a link can be made for. */
export const referralLinksResponseSchema = z.object({
  code: z.string(),
  jobs: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ReferralLinksResponse = z.infer<typeof referralLinksResponseSchema>;

/** REC-35: a referrer as admins see them: a team member, or an employee an admin added (no login). */
export const referrerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(['team', 'employee']),
  code: z.string(),
  referrals: z.number().int(),
  hires: z.number().int(),
});
export type Referrer = z.infer<typeof referrerSchema>;

export const referrersResponseSchema = z.object({ referrers: z.array(referrerSchema) });
export type ReferrersResponse = z.infer<typeof referrersResponseSchema>;

/** POST /api/recruiter/referrers: an employee without a workspace login (REC-35). */
export const addReferrerSchema = z
  .object({
    name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(200, M.nameTooLong),
    email: emailSchema,
  })
  .strict();
export type AddReferrerRequest = z.input<typeof addReferrerSchema>;

export const referrerResponseSchema = z.object({ message: z.string(), referrer: referrerSchema });
export type ReferrerResponse = z.infer<typeof referrerResponseSchema>;

export const referrerIdParamsSchema = z.object({ id: z.coerce.number('id must be a whole number').int().positive().max(2_147_483_647) });
