import type { APIRequestContext, Page } from '@playwright/test';
import {
  APPLICATION_MESSAGES as A,
  APPLICATION_TEXTS as T,
  PAGE_TEXTS,
  REFERRAL_HIRED_MAIL as H,
  REFERRAL_MESSAGES as RM,
} from '@careers/shared';
import { newCandidate, createAccount, type Candidate } from '../fixtures/accounts';
import { postJobByApi, tokenOf } from '../fixtures/applicants';
import { mailsAbout, waitForMailAbout } from '../fixtures/mailbox';
import { expect, logIn, recruiterPage, test } from '../fixtures/recruiters';
import { E2E_RECRUITERS } from '../fixtures/settings';
import { shotsAndAxe } from '../fixtures/screenshots';

/** APP-15: the touch is noted once the page's after-render chunk has run (session storage, this tab only). */
const noted = (page: Page) => expect.poll(() => page.evaluate(() => sessionStorage.getItem('nw-touches'))).not.toBeNull();

/** The candidate fills their profile through the API, then applies with LinkedIn through the form of `jobId`. */
async function applyThroughForm(page: Page, candidate: Candidate, jobId: number) {
  await logIn(page, candidate);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  for (const data of [
    {
      section: 'personal',
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      PrimaryMobileNo: '9876543210',
      PrimaryMobileNoCode: '+91',
    },
    { section: 'address', PresentAddress: '12 MG Road, Bengaluru 560001', PermanentAddress: '12 MG Road, Bengaluru 560001' },
    { section: 'social', WebsiteLink: '', LinkedinProfile: 'https://www.linkedin.com/in/priya-sharma' },
  ]) {
    expect((await page.request.patch('/api/user-details', { data, headers })).status()).toBe(200);
  }
  await page.goto(`/job/${jobId}`);
  await page.getByRole('link', { name: PAGE_TEXTS.applyWithLinkedIn }).click();
  await expect(page).toHaveURL(`/apply?job=${jobId}&mode=linkedin`);
  await page.getByRole('button', { name: T.submit }).click();
  await expect(page.getByText(A.submitted)).toBeVisible();
  // PRV-6: the touches are forgotten once the application carried them.
  expect(await page.evaluate(() => sessionStorage.getItem('nw-touches'))).toBeNull();
}

/** The recruiter moves the application along to Hired through the API (the moves have their own journeys). */
async function hire(request: APIRequestContext, token: string, id: number) {
  const headers = { authorization: `Bearer ${token}` };
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const interview = { date, time: '10:00', time_zone: 'Europe/Zurich', duration_minutes: 45, meeting_url: 'https://meet.example.com/x' };
  for (const [from, extra] of [
    ['applied', {}],
    ['under_review', { interview }],
    ['interview', {}],
    ['offer', {}],
  ] as const) {
    const res = await request.post(`/api/recruiter/applications/${id}/advance`, { headers, data: { from, ...extra } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test.describe('sources of applications and referral links (APP-15 to APP-17, REC-34 to REC-36)', () => {
  // Each journey applies through the form in one browser and checks two screens in another, with axe at two widths.
  test.slow();
  test('a visitor from a LinkedIn campaign applies; the recruiter sees "linkedin / azure" in the table and the side panel', async ({
    page,
    candidate,
    recruiter,
    browser,
    baseURL,
    request,
  }) => {
    const title = `Azure Architect ${Date.now().toString(36)}`;
    const jobId = await postJobByApi(request, await tokenOf(request, recruiter), title);
    await page.goto('/?utm_source=linkedin&utm_campaign=azure');
    await noted(page);
    // Browsing on: the first touch stays.
    await page.goto('/jobs');
    await applyThroughForm(page, candidate, jobId);

    const rec = await recruiterPage(browser, recruiter, baseURL);
    await rec.goto(`/recruiter/jobs/${jobId}`);
    await expect(rec.getByRole('gridcell', { name: 'linkedin / azure' })).toBeVisible();
    await shotsAndAxe(rec, 'sources-applicants-table');
    await rec.setViewportSize({ width: 1440, height: 900 });
    const token = await tokenOf(request, recruiter);
    const list = await request.get(`/api/recruiter/jobs/${jobId}/applications`, { headers: { authorization: `Bearer ${token}` } });
    const [applicant] = ((await list.json()) as { applicants: { application_id: number }[] }).applicants;
    await rec.goto(`/recruiter/jobs/${jobId}?application=${applicant!.application_id}`);
    await expect(rec.getByTestId('applicant-source')).toHaveText('Source: linkedin / azure');
    await rec.context().close();
  });

  test('a referral link credits its referrer, who is e-mailed when the candidate is hired, and only then', async ({
    page,
    recruiter,
    browser,
    baseURL,
    request,
  }) => {
    const token = await tokenOf(request, recruiter);
    const title = `Intune Engineer ${Date.now().toString(36)}`;
    const jobId = await postJobByApi(request, token, title);

    // The recruiter finds their personal link for the job on the settings page.
    const rec = await recruiterPage(browser, recruiter, baseURL);
    await rec.goto('/recruiter/settings');
    await expect(rec.getByRole('heading', { name: RM.linksHeading })).toBeVisible();
    await rec.getByLabel(RM.jobLabel).selectOption({ label: title });
    const link = await rec.getByRole('textbox', { name: title }).inputValue();
    expect(link).toMatch(new RegExp(`/job/${jobId}\\?ref=[\\w-]{11}$`));
    await shotsAndAxe(rec, 'referral-links-settings');

    // Someone they know follows it and applies.
    const friend = await createAccount(request, newCandidate('referred'));
    await page.goto(new URL(link).pathname + new URL(link).search);
    await noted(page);
    await applyThroughForm(page, friend, jobId);

    await rec.goto(`/recruiter/jobs/${jobId}`);
    await expect(rec.getByText(`Referred by ${E2E_RECRUITERS.fixture.name}`).first()).toBeVisible();
    await expect(rec.getByRole('gridcell', { name: /^referral/ })).toBeVisible();

    const list = await request.get(`/api/recruiter/jobs/${jobId}/applications`, { headers: { authorization: `Bearer ${token}` } });
    const [applicant] = ((await list.json()) as { applicants: { application_id: number; referred_by: string | null }[] }).applicants;
    expect(applicant?.referred_by).toBe(E2E_RECRUITERS.fixture.name);
    await hire(request, token, applicant!.application_id);
    const mail = await waitForMailAbout(recruiter.email, H.subject(title));
    expect(mail.text).not.toContain(friend.firstName);
    expect(mail.text).not.toContain(friend.lastName);
    expect(mailsAbout(recruiter.email, H.subject(title))).toHaveLength(1);
    await rec.context().close();
  });

  test('an admin adds an employee as a referrer and sees their link', async ({ page }) => {
    const { signInAdmin } = await import('../fixtures/recruiters');
    await signInAdmin(page);
    await page.goto('/recruiter/settings');
    await expect(page.getByRole('heading', { name: RM.referrersHeading })).toBeVisible();
    const email = `meera.${Date.now().toString(36)}@northwind.example`;
    await page.getByLabel(RM.name, { exact: true }).fill('Meera Iyer');
    await page.getByLabel(RM.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: RM.add }).click();
    await expect(page.getByText(RM.added('Meera Iyer'))).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await shotsAndAxe(page, 'referrers-admin');
  });
});
