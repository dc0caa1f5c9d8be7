import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { JOB_ALERT_MESSAGES as M, JOB_ALERT_TEXTS as T, PROFILE_TEXTS } from '@careers/shared';
import type { ParsedMail } from '@careers/test-helpers';
import { openSignedIn } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import { mailCount, waitForMailAbout } from '../fixtures/mailbox';
import { expect, test, type Recruiter } from '../fixtures/recruiters';

/** ALR-2, ALR-4, ALR-5: an anonymous job alert, confirmed by its link, e-mails a matching job at once and stops with one click. */

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);
const header = (mail: ParsedMail, name: string) =>
  (new RegExp(`^${name}:((?:.*)(?:\\n[ \\t].*)*)`, 'mi').exec(mail.raw.split('\n\n')[0] ?? '')?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim();

async function postJob(request: APIRequestContext, recruiter: Recruiter, title: string, location: string) {
  const login = await request.post('/api/login', { data: { username: recruiter.email, password: recruiter.password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const res = await request.post('/api/recruiter/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      job_title: title,
      department: 'Cloud Engineering',
      category: 'Microsoft Cloud',
      job_type: 'Freelance',
      is_remote: true,
      location,
      closing_date: '',
      job_description: '<h2>About the role</h2><p>Design and run Azure landing zones for European clients, fully remote.</p>',
      // REC-24: a pay range to publish; PUB-18: where a remote role's applicants may work from.
      pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
      remote_countries: ['IN', 'PH'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { job_id: number } }).job.job_id;
}

/** Save an anonymous alert for `word` from the careers block and follow the link of its confirmation mail. */
async function subscribe(page: Page, word: string, email: string, check = false) {
  await page.goto('/careers');
  await page.getByLabel('Position / role').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: T.getByEmail }).click();
  await page.getByLabel(T.frequency).selectOption('instant');
  await page.getByLabel(T.email).fill(email);
  if (check) expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(M.checkInbox)).toBeVisible();
  const confirm = await waitForMailAbout(email, M.confirmSubject);
  const link = /https?:\/\/\S+\/job-alerts\?confirm=\S+/.exec(confirm.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(M.confirmed)).toBeVisible();
}

test('an anonymous alert confirmed by its link: a matching job arrives by e-mail, a non-matching one does not, one click stops it', async ({
  page,
  request,
  recruiter,
}) => {
  const word = `Kestrel${Date.now().toString(36)}`;
  const email = `alert-${word.toLowerCase()}@example.in`;
  await subscribe(page, word, email, true);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: shot(`job-alert-confirmed-${width}`), fullPage: true });
  }

  // A job that does not match, then one that does: only the second is e-mailed.
  await postJob(request, recruiter, 'Unrelated Analyst', 'Pune');
  const matching = await postJob(request, recruiter, `${word} Architect`, 'Remote (India)');
  const mail = await waitForMailAbout(email, M.instantSubject(`${word} Architect`));
  expect(mail.text).toContain(`/job/${matching}`);
  expect(mail.text).not.toContain('Unrelated Analyst');
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = header(mail, 'List-Unsubscribe').replace(/^<|>$/g, '');

  // RFC 8058: the mail program POSTs the link, without signing in.
  const stop = await request.post(unsubscribeUrl, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(stop.status()).toBe(200);
  expect(((await stop.json()) as { message: string }).message).toBe(M.unsubscribed);

  // A second alert for the same word hears of the next job; the stopped one does not.
  const witness = `witness-${word.toLowerCase()}@example.in`;
  await subscribe(page, word, witness);
  const alertMails = mailCount(email);
  await postJob(request, recruiter, `${word} Engineer`, 'Remote (India)');
  await waitForMailAbout(witness, M.instantSubject(`${word} Engineer`));
  expect(mailCount(email)).toBe(alertMails);

  // The page the unsubscribe link in the body opens says what happened.
  const bodyLink = /https?:\/\/\S+\/job-alerts\?unsubscribe=\S+/.exec(mail.text)?.[0];
  await page.goto(bodyLink!);
  await expect(page.getByText(M.alreadyGone)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a signed-in candidate saves the current search as an alert and manages it in the Job Alerts tab', async ({ page, candidate }) => {
  const word = `Osprey${Date.now().toString(36)}`;
  await openSignedIn(page, candidate, '/careers');
  await page.getByLabel('Position / role').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: T.getByEmail }).click();
  // Signed in: no address to give.
  await expect(page.getByLabel(T.email)).toHaveCount(0);
  await page.getByLabel(T.frequency).selectOption('weekly');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(M.created)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: PROFILE_TEXTS.tabs.alerts }).click();
  await expect(page).toHaveURL(/\?tab=alerts$/);
  await expect(page.getByText(word)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: shot(`job-alerts-tab-${width}`), fullPage: true });
  }
  await page.getByRole('button', { name: `${T.delete}: ${word}` }).click();
  // The empty tab looks like the Applied Jobs and Saved Jobs tabs' empty states (PRO-1).
  await expect(page.getByRole('heading', { name: T.tabEmptyTitle })).toBeVisible();
  await expect(page.getByText(T.tabEmpty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse job openings' })).toBeVisible();
});
