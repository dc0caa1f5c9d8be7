import { offerResponseSchema, type Offer, type OfferInput } from '@careers/shared';
import { call } from './call.js';
import type { TestContext } from './test-app.js';

/**
 * REC-33: an engagement offer as the recruiter's form sends it: €650 a day (inside the sample job's
 * €600–750 range), starting 1 July 2026, open until Friday 19 June 2026 at 18:00 in Zurich; `overrides`
 * change any field.
 */
export const offerInput = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  role: 'Senior Cloud Engineer',
  engagement: 'freelance',
  rate: { amount: 65_000, currency: 'EUR', unit: 'day' },
  start_date: '2026-07-01',
  end_date: null,
  duration_months: 6,
  hours_per_week: 40,
  workplace: 'remote',
  place: null,
  notice_terms: 'Either side may end the engagement with 14 days’ written notice.',
  expires_at: '2026-06-19T18:00',
  expires_time_zone: 'Europe/Zurich',
  ...overrides,
});

/** The recruiter makes the offer for an application at the Offer step and sends it (REC-33): the sent offer. */
export async function sendOffer(
  ctx: TestContext,
  recruiterToken: string,
  applicationId: number,
  overrides: Partial<OfferInput> = {},
): Promise<Offer> {
  const created = await call(ctx, 'POST', `/api/recruiter/applications/${applicationId}/offers`, {
    token: recruiterToken,
    payload: offerInput(overrides),
  });
  if (created.statusCode !== 201) throw new Error(`offer not made: ${created.statusCode} ${created.body}`);
  const id = offerResponseSchema.parse(created.json()).offer.id;
  const sent = await call(ctx, 'POST', `/api/recruiter/offers/${id}/send`, { token: recruiterToken });
  if (sent.statusCode !== 200) throw new Error(`offer not sent: ${sent.statusCode} ${sent.body}`);
  return offerResponseSchema.parse(sent.json()).offer;
}
