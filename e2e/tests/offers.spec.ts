import { createHash } from 'node:crypto';
import { OFFER_MESSAGES as O, APPLICATION_STEP_LABELS as S } from '@careers/shared';
import { jobWithApplicant, tokenOf } from '../fixtures/applicants';
import { openSignedIn } from '../fixtures/accounts';
import { waitForMailAbout } from '../fixtures/mailbox';
import { axeViolations } from '../fixtures/axe';
import { artifactPath, shotsAndAxe } from '../fixtures/screenshots';
import { expect, recruiterPage, test } from '../fixtures/recruiters';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The PDF attached to a message (its base64 part), as bytes. */
function pdfIn(raw: string): Buffer {
  const match = /Content-Type: application\/pdf[^\n]*(?:\n[ \t].*)*\n(?:[\w-]+: .*\n(?:[ \t].*\n)*)*\n([A-Za-z0-9+/=\n]+)/.exec(raw);
  if (!match) throw new Error('no PDF attached');
  return Buffer.from(match[1]!.replace(/\n/g, ''), 'base64');
}

/**
 * REC-33, APP-14: the recruiter writes an offer above the job's range (and confirms it), sends it; the candidate
 * gets the letter by e-mail, reads it on Applied Jobs, accepts with their typed name; the application is Hired
 * and the signed PDF's SHA-256 is the one shown.
 */
test('an offer is sent with its letter, accepted with the typed name, the application is Hired and the signed PDF matches its hash', async ({
  page,
  browser,
  baseURL,
  request,
  candidate,
  recruiter,
}) => {
  test.setTimeout(150_000);
  const { jobId, title } = await jobWithApplicant(request, { recruiter, candidate }, 'Offer Journey');
  const team = { authorization: `Bearer ${await tokenOf(request, recruiter)}` };
  const mine = { authorization: `Bearer ${await tokenOf(request, candidate)}` };
  const list = (await (await request.get('/api/applications', { headers: mine })).json()) as {
    applications: { application_id: number; job_id: number }[];
  };
  const id = list.applications.find((a) => a.job_id === jobId)!.application_id;
  for (const from of ['applied', 'under_review', 'interview'])
    expect((await request.post(`/api/recruiter/applications/${id}/advance`, { headers: team, data: { from } })).status()).toBe(200);

  // The recruiter writes the offer in the applicant's panel: €900 a day is above the €600–750 range.
  const rita = await recruiterPage(browser, recruiter, baseURL);
  await rita.goto(`/recruiter/jobs/${jobId}?application=${id}`);
  const panel = rita.getByTestId('applicant-offer');
  await panel.getByRole('button', { name: O.formTitle }).click();
  const form = rita.getByRole('dialog', { name: O.formTitle });
  await expect(form.getByLabel(O.role)).toHaveValue(title);
  await form.getByLabel(O.rateAmount).fill('900');
  await form.getByLabel(O.startDate).fill(isoDay(30));
  // A review screenshot (e2e/artifacts/offer-form-1440.png); at 375 px the panel is a dialog of its own, so
  // resizing here would close the form.
  expect(await axeViolations(rita)).toEqual([]);
  await rita.screenshot({ path: artifactPath('offer-form-1440') });
  await form.getByRole('button', { name: O.send }).click();
  await expect(form.getByRole('alert')).toContainText('outside the job’s published range');
  await form.getByLabel(O.confirmOutsideRange).check();
  await form.getByRole('button', { name: O.send }).click();
  await expect(form).toBeHidden();
  await expect(panel).toContainText(O.status.sent);

  // The e-mail carries the letter; the candidate reads it in the page and accepts with their name.
  const mail = await waitForMailAbout(candidate.email, 'your offer');
  const letter = pdfIn(mail.raw);
  expect(letter.subarray(0, 5).toString()).toBe('%PDF-');
  await openSignedIn(page, candidate, `/profile?tab=applied#offer-${id}`);
  await expect(page.getByRole('heading', { name: O.pageTitle(title) })).toBeVisible();
  await expect(page.getByRole('region', { name: O.letterReader }).locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await shotsAndAxe(page, 'offer-candidate');
  await page.getByLabel(O.fullName).fill('Someone Else');
  await page.getByRole('button', { name: O.acceptButton }).click();
  await expect(page.getByText(O.nameMismatch(`${candidate.firstName} ${candidate.lastName}`))).toBeVisible();
  await page.getByLabel(O.fullName).fill(`${candidate.firstName.toUpperCase()}  ${candidate.lastName}`);
  await page.getByRole('button', { name: O.acceptButton }).click();
  const shown = page.getByTestId('signed-sha256');
  await expect(shown).toHaveText(/^[0-9a-f]{64}$/);
  const steps = page.getByRole('list', { name: `Progress of your application for ${title}` }).getByRole('listitem');
  await expect(steps.last()).toContainText(S.hired);
  await expect(steps.last()).toHaveAttribute('data-status', 'done');

  // Both sides download the signed letter; its SHA-256 is the one shown, and the letter's is on it.
  const offers = (await (await request.get(`/api/applications/${id}/offer`, { headers: mine })).json()) as {
    offer: { id: number; letter_sha256: string };
  };
  expect(offers.offer.letter_sha256).toBe(sha256(letter));
  const signed = await request.get(`/api/offers/${offers.offer.id}/signed`, { headers: mine });
  expect(sha256(await signed.body())).toBe(await shown.textContent());
  const teamSigned = await request.get(`/api/recruiter/offers/${offers.offer.id}/signed`, { headers: team });
  expect(sha256(await teamSigned.body())).toBe(await shown.textContent());
  await rita.reload();
  await expect(rita.getByTestId('applicant-offer')).toContainText(O.status.accepted);
  await rita.context().close();
});
