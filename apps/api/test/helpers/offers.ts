import { offerResponseSchema, type Offer, type OfferInput } from '@careers/shared';
import { sampleOfferInput } from '@careers/test-helpers';
import { call } from './call.js';
import type { TestContext } from './test-app.js';

/** The recruiter makes the offer for an application at the Offer step and sends it (REC-33): the sent offer. */
export async function sendOffer(
  ctx: TestContext,
  recruiterToken: string,
  applicationId: number,
  overrides: Partial<OfferInput> = {},
): Promise<Offer> {
  const created = await call(ctx, 'POST', `/api/recruiter/applications/${applicationId}/offers`, {
    token: recruiterToken,
    payload: sampleOfferInput(overrides),
  });
  if (created.statusCode !== 201) throw new Error(`offer not made: ${created.statusCode} ${created.body}`);
  const id = offerResponseSchema.parse(created.json()).offer.id;
  const sent = await call(ctx, 'POST', `/api/recruiter/offers/${id}/send`, { token: recruiterToken });
  if (sent.statusCode !== 200) throw new Error(`offer not sent: ${sent.statusCode} ${sent.body}`);
  return offerResponseSchema.parse(sent.json()).offer;
}
