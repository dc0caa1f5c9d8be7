import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { strFromU8, unzipSync } from 'fflate';
import { applicationEvents } from '../../../../src/platform/db/schema/applications.js';
import { applicationOffers } from '../../../../src/platform/db/schema/offers.js';
import { OFFER_MESSAGES as O, candidateOfferSchema, offerResponseSchema, recruiterOffersSchema, type OfferInput } from '@careers/shared';
import { sampleOfferInput } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, lastMailTo, readOutbox, type OutboxMail } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { sendOffer } from '../../../helpers/offers.js';

let ctx: TestContext;
let recruiter: { email: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = await signUpRecruiter(ctx);
});
afterAll(() => ctx.close());

const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

// The test clock starts on Wednesday 10 June 2026, 10:00 UTC; `sampleOfferInput` (@careers/test-helpers) is €650 a day, open until 19 June.

/** A candidate named Nguyễn Thị Minh whose application is at the Offer step. */
async function applicationAtOffer(name = { first_name: 'Thị Minh', last_name: 'Nguyễn' }) {
  const candidate = await signUp(ctx, undefined, name);
  const job = await postJob(ctx, recruiter.token);
  const applied = await submitApplication(ctx, candidate.token, job.job_id);
  expect(applied.statusCode, applied.body).toBe(201);
  const id: number = applied.json().application.application_id;
  for (const from of ['applied', 'under_review', 'interview']) {
    const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiter.token, payload: { from } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { candidate, job, id };
}

const createOffer = (id: number, payload: object = sampleOfferInput(), token = recruiter.token) =>
  call(ctx, 'POST', `/api/recruiter/applications/${id}/offers`, { token, payload });
const sentOffer = (id: number, overrides: Partial<OfferInput> = {}) => sendOffer(ctx, recruiter.token, id, overrides);

const accept = (token: string, offerId: number, full_name: string) =>
  call(ctx, 'POST', `/api/offers/${offerId}/accept`, { token, payload: { full_name } });

/** The PDF attached to a message (base64 part), as bytes. */
function pdfAttachment(mail: OutboxMail): Buffer {
  const match = /Content-Type: application\/pdf[^\n]*(?:\n[ \t].*)*\n(?:[\w-]+: .*\n(?:[ \t].*\n)*)*\n([A-Za-z0-9+/=\n]+)/.exec(mail.raw);
  if (!match) throw new Error('no PDF attached');
  return Buffer.from(match[1]!.replace(/\n/g, ''), 'base64');
}

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('engagement offers (REC-33, APP-14)', () => {
  it('a sent offer e-mails the candidate its letter; the letter parses with the Unicode name and the terms, and is the one both sides download', async () => {
    const { candidate, id } = await applicationAtOffer();
    const offer = await sentOffer(id);
    expect(offer).toMatchObject({
      status: 'sent',
      version: 1,
      expires_at: '2026-06-19T16:00:00.000Z',
      expires_time_zone: 'Europe/Zurich',
      rate: { amount: 65_000, currency: 'EUR', unit: 'day' },
    });
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, candidate.email);
    expect(mail.subject).toContain('your offer');
    expect(mail.text).toContain('€650.00 per day');
    const attached = pdfAttachment(mail);
    expect(sha256(attached)).toBe(offer.letter_sha256);
    const [page] = await pagesOf(attached);
    expect(page).toContain('Dear Thị Minh Nguyễn,');
    expect(page).toContain('Senior Cloud Engineer');
    expect(page).toContain('€650.00 per day');
    expect(page).toContain('Friday 19 June 2026, 18:00 (Europe/Zurich)');

    const mine = await call(ctx, 'GET', `/api/offers/${offer.id}/letter`, { token: candidate.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(sha256(mine.rawPayload)).toBe(offer.letter_sha256);
    const team = await call(ctx, 'GET', `/api/recruiter/offers/${offer.id}/letter`, { token: recruiter.token });
    expect(sha256(team.rawPayload)).toBe(offer.letter_sha256);
  });

  it('a rate outside the job’s range is refused with 422 unless the recruiter confirms it; ₹ in another currency is compared through the rates', async () => {
    const { id } = await applicationAtOffer();
    const high = sampleOfferInput({ rate: { amount: 90_000, currency: 'EUR', unit: 'day' } });
    const refused = await createOffer(id, high);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: O.outsideRange('€600.00–€750.00 per day'), field: 'confirm_outside_range' });
    // Per hour: €80 an hour is €640 a day, inside the range.
    const hourly = await createOffer(id, sampleOfferInput({ rate: { amount: 8_000, currency: 'EUR', unit: 'hour' } }));
    expect(hourly.statusCode, hourly.body).toBe(201);
    const confirmed = await createOffer(id, { ...high, confirm_outside_range: true });
    expect(confirmed.statusCode).toBe(201);
    expect(offerResponseSchema.parse(confirmed.json()).offer).toMatchObject({ outside_range_confirmed: true, status: 'draft', version: 2 });
    // At the seeded 103.50 INR per euro the range is ₹62,100–₹77,625 a day: ₹70,000 is inside, ₹90,000 is not.
    const rupees = await createOffer(id, sampleOfferInput({ rate: { amount: 7_000_000, currency: 'INR', unit: 'day' } }));
    expect(rupees.statusCode, rupees.body).toBe(201);
    expect(offerResponseSchema.parse(rupees.json()).offer.outside_range_confirmed).toBe(false);
    const tooManyRupees = await createOffer(id, sampleOfferInput({ rate: { amount: 9_000_000, currency: 'INR', unit: 'day' } }));
    expect(tooManyRupees.statusCode).toBe(422);
  });

  it('only at the Offer step; a past expiry is refused', async () => {
    const candidate = await signUp(ctx);
    const job = await postJob(ctx, recruiter.token);
    const id: number = (await submitApplication(ctx, candidate.token, job.job_id)).json().application.application_id;
    const early = await createOffer(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(O.notAtOffer);
    const { id: atOffer } = await applicationAtOffer();
    const past = await createOffer(atOffer, sampleOfferInput({ expires_at: '2026-06-10T11:00' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(O.expiryInPast);
  });

  it('another candidate cannot see, download, accept or decline the offer (404); a recruiter of the team can read it', async () => {
    const { candidate, id } = await applicationAtOffer();
    const offer = await sentOffer(id);
    const other = await signUp(ctx);
    for (const [method, path] of [
      ['GET', `/api/applications/${id}/offer`],
      ['GET', `/api/offers/${offer.id}/letter`],
      ['GET', `/api/offers/${offer.id}/signed`],
    ] as const) {
      const res = await call(ctx, method, path, { token: other.token });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await accept(other.token, offer.id, 'Priya Sharma')).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/api/offers/${offer.id}/decline`, { token: other.token, payload: {} })).statusCode).toBe(404);
    const own = await call(ctx, 'GET', `/api/applications/${id}/offer`, { token: candidate.token });
    expect(candidateOfferSchema.parse(own.json()).offer?.id).toBe(offer.id);
    const team = await call(ctx, 'GET', `/api/recruiter/applications/${id}/offers`, { token: recruiter.token });
    expect(team.statusCode).toBe(200);
    expect(recruiterOffersSchema.parse(team.json()).offers.map((o) => o.id)).toEqual([offer.id]);
  });

  it('accepting with the typed name moves to Hired once (a double submit gives one acceptance); the signed PDF’s hash and its last page match what is recorded', async () => {
    const { candidate, id } = await applicationAtOffer();
    const offer = await sentOffer(id);
    const mismatch = await accept(candidate.token, offer.id, 'Someone Else');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe(O.nameMismatch('Thị Minh Nguyễn'));

    ctx.clock.advance(60 * 60 * 1000);
    // Four submits at once (a double click, two tabs): one acceptance, the others 409.
    const answers = await Promise.all([1, 2, 3, 4].map(() => accept(candidate.token, offer.id, '  thị minh   NGUYỄN ')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!;
    const accepted = offerResponseSchema.parse(ok.json()).offer;
    expect(accepted.status).toBe('accepted');
    expect(accepted.acceptance).toMatchObject({
      name: 'thị minh NGUYỄN',
      at: '2026-06-10T11:00:00.000Z',
      letter_sha256: offer.letter_sha256,
    });
    const again = await accept(candidate.token, offer.id, 'Thị Minh Nguyễn');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(O.alreadyAccepted);

    const apps = await call(ctx, 'GET', '/api/applications', { token: candidate.token });
    const mine = apps.json().applications.find((a: { application_id: number }) => a.application_id === id);
    expect(mine.status).toBe('hired');
    const hiredEvents = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.status, 'hired')));
    expect(hiredEvents).toHaveLength(1);

    const signed = await call(ctx, 'GET', `/api/offers/${offer.id}/signed`, { token: candidate.token });
    expect(signed.statusCode).toBe(200);
    expect(sha256(signed.rawPayload)).toBe(accepted.acceptance?.signed_sha256);
    const teamSigned = await call(ctx, 'GET', `/api/recruiter/offers/${offer.id}/signed`, { token: recruiter.token });
    expect(sha256(teamSigned.rawPayload)).toBe(accepted.acceptance?.signed_sha256);
    const pages = await pagesOf(signed.rawPayload);
    expect(pages).toHaveLength(2);
    const last = pages.at(-1)!.replace(/ /g, '');
    expect(last).toContain('thịminhNGUYỄN');
    expect(last).toContain('10June2026,11:00:00UTC');
    expect(last).toContain(offer.letter_sha256);
    expect(accepted.acceptance?.ip).toBeTruthy();
    expect(pages.at(-1)).toContain(accepted.acceptance!.ip);
    // The letter's page keeps its own footer; the added page says what it is, not "Page 2 of 2".
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages.at(-1)).toContain("Signature page, after the letter's page");

    await deliverMail(ctx.app);
    expect(lastMailTo(ctx.config.dataDir, recruiter.email).text).toContain('accepted the offer');
    expect(lastMailTo(ctx.config.dataDir, candidate.email).text).toContain('you are hired');
  });

  it('an expired offer is refused (409), and so is a withdrawn one; a new version withdraws the open one', async () => {
    const { candidate, id } = await applicationAtOffer();
    const first = await sentOffer(id, { expires_at: '2026-06-10T14:00' });
    const second = await sentOffer(id, { expires_at: '2026-06-10T14:00' });
    const withdrawn = await accept(candidate.token, first.id, 'Thị Minh Nguyễn');
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe(O.withdrawnOffer);
    ctx.clock.advance(3 * 60 * 60 * 1000);
    const expired = await accept(candidate.token, second.id, 'Thị Minh Nguyễn');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(O.expiredOffer);
    const view = candidateOfferSchema.parse((await call(ctx, 'GET', `/api/applications/${id}/offer`, { token: candidate.token })).json());
    expect(view.offer).toMatchObject({ id: second.id, status: 'sent', expired: true });
  });

  it('while the candidate may still accept an offer, the team cannot move the application to Hired or Not selected by hand; once it is withdrawn they can', async () => {
    const { candidate, job, id } = await applicationAtOffer();
    const offer = await sentOffer(id);
    const move = (to: 'advance' | 'not-selected') =>
      call(ctx, 'POST', `/api/recruiter/applications/${id}/${to}`, {
        token: recruiter.token,
        payload: to === 'advance' ? { from: 'offer' } : {},
      });
    const hired = await move('advance');
    expect(hired.statusCode).toBe(409);
    expect(hired.json().message).toBe(O.openOfferHired);
    const notSelected = await move('not-selected');
    expect(notSelected.statusCode).toBe(409);
    expect(notSelected.json().message).toBe(O.openOfferNotSelected);
    // A bulk move says so per person: refused (still at Offer), not "moved by someone else".
    for (const [action, message] of [
      ['advance', O.openOfferHired],
      ['not-selected', O.openOfferNotSelected],
    ] as const) {
      const bulk = await call(ctx, 'POST', `/api/recruiter/workspace/jobs/${job.job_id}/moves`, {
        token: recruiter.token,
        payload: { action, items: [{ applicationId: id, from: 'offer' }] },
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      expect(bulk.json()).toMatchObject({ moved: 0, results: [{ applicationId: id, outcome: 'refused', status: 'offer', message }] });
    }
    const mine = candidateOfferSchema.parse((await call(ctx, 'GET', `/api/applications/${id}/offer`, { token: candidate.token })).json());
    expect(mine.offer).toMatchObject({ id: offer.id, status: 'sent' });

    const withdrawn = await call(ctx, 'POST', `/api/recruiter/offers/${offer.id}/withdraw`, { token: recruiter.token });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const moved = await move('advance');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().applicant.status).toBe('hired');
  });

  it('an offer past its expiry no longer holds the application: Not selected by hand', async () => {
    const { id } = await applicationAtOffer();
    const inTwoHours = new Date(ctx.clock.now().getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 16);
    await sentOffer(id, { expires_at: inTwoHours, expires_time_zone: 'UTC' });
    ctx.clock.advance(3 * 60 * 60 * 1000);
    const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/not-selected`, {
      token: recruiter.token,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applicant.status).toBe('not_selected');
  });

  it('declining keeps the application at Offer and tells the team with the reason', async () => {
    const { candidate, id } = await applicationAtOffer();
    const offer = await sentOffer(id);
    const res = await call(ctx, 'POST', `/api/offers/${offer.id}/decline`, {
      token: candidate.token,
      payload: { reason: 'I took another role.' },
    });
    expect(res.statusCode).toBe(200);
    expect(offerResponseSchema.parse(res.json()).offer).toMatchObject({ status: 'declined', decline_reason: 'I took another role.' });
    const apps = await call(ctx, 'GET', '/api/applications', { token: candidate.token });
    expect(apps.json().applications.find((a: { application_id: number }) => a.application_id === id).status).toBe('offer');
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, recruiter.email);
    expect(mail.text).toContain('declined the offer');
    expect(mail.text).toContain('I took another role.');
    expect((await accept(candidate.token, offer.id, 'Thị Minh Nguyễn')).json().message).toBe(O.alreadyDeclined);
    expect(readOutbox(ctx.config.dataDir).length).toBeGreaterThan(0);
  });

  it('the candidate’s data export has the offer, its evidence and both letters; erasure removes the letters and the personal fields, the fingerprints stay', async () => {
    const { candidate, id } = await applicationAtOffer();
    const offer = await sentOffer(id);
    const accepted = offerResponseSchema.parse((await accept(candidate.token, offer.id, 'Thị Minh Nguyễn')).json()).offer;
    const exported = await call(ctx, 'GET', '/api/me/export', { token: candidate.token });
    expect(exported.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(entries['data.json']!));
    const item = data.applications.find((a: { application_id: number }) => a.application_id === id);
    expect(item.offers).toEqual([expect.objectContaining({ id: offer.id, status: 'accepted', acceptance: accepted.acceptance })]);
    const letter = entries[`files/applications/${id}/offer-${offer.id}-v1.pdf`];
    const signed = entries[`files/applications/${id}/offer-${offer.id}-v1-signed.pdf`];
    expect(letter && sha256(letter)).toBe(offer.letter_sha256);
    expect(signed && sha256(signed)).toBe(accepted.acceptance?.signed_sha256);

    const [row] = await ctx.database.db.select().from(applicationOffers).where(eq(applicationOffers.id, offer.id));
    const keys = [row!.letterKey!, row!.signedKey!];
    const deleted = await call(ctx, 'DELETE', '/api/me', {
      token: candidate.token,
      payload: { password: candidate.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    while ((await ctx.app.backgroundJobs.worker('file-deletions')!.runOnce()) > 0);
    for (const key of keys) expect(await ctx.app.storage.get(key)).toBeNull();
    const [erased] = await ctx.database.db.select().from(applicationOffers).where(eq(applicationOffers.id, offer.id));
    expect(erased).toMatchObject({
      status: 'accepted',
      acceptedName: null,
      acceptedIp: null,
      letterKey: null,
      signedKey: null,
      letterSha256: offer.letter_sha256,
      signedSha256: accepted.acceptance?.signed_sha256,
    });
    const team = recruiterOffersSchema.parse(
      (await call(ctx, 'GET', `/api/recruiter/applications/${id}/offers`, { token: recruiter.token })).json(),
    );
    expect(team.offers[0]?.acceptance).toMatchObject({ name: '', ip: '' });
    expect((await call(ctx, 'GET', `/api/recruiter/offers/${offer.id}/signed`, { token: recruiter.token })).statusCode).toBe(404);
  });
});
