import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { EXPORT_MESSAGES as X, NOTE_MESSAGES as N, applicantsCsvFileName } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { createAccount, newCandidate, openSignedIn, type Candidate } from '../fixtures/accounts';
import { expect, logIn, test, type Recruiter } from '../fixtures/recruiters';

/** Issue 14: recruiters working an application together (private notes and ratings, the CSV export). */

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/login', { data: { username: who.email, password: who.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A job posted through the API (the editor has its own journey in applications.spec.ts). */
async function postJob(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post('/api/recruiter/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      job_title: title,
      department: 'Modern Workplace',
      category: 'Security',
      job_type: 'Freelance',
      is_remote: true,
      location: 'Remote (India)',
      closing_date: '',
      job_description: '<p>Roll out Intune and Autopilot for European clients, fully remote, with a friendly team.</p>',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { job: { job_id: number } }).job.job_id;
}

/** The candidate applies through the API, in LinkedIn mode (the form has its own journey). */
async function apply(request: APIRequestContext, candidate: Candidate, jobId: number, firstName = candidate.firstName) {
  const res = await request.post('/api/applications', {
    headers: { authorization: `Bearer ${await tokenOf(request, candidate)}` },
    data: {
      job_id: jobId,
      mode: 'linkedin',
      cv_files: [],
      photo_files: [],
      first_name: firstName,
      last_name: candidate.lastName,
      mobiles: [{ code: '+91', number: '9876543210' }],
      linkedin_profile: 'https://www.linkedin.com/in/priya-sharma',
      additional_links: [],
      present_address: '12 MG Road, Bengaluru 560001',
      permanent_address: '',
      same_as_present: true,
      experience: [],
      education: [],
      certifications: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function recruiterPage(browser: Browser, recruiter: Recruiter, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await logIn(page, recruiter);
  await expect(page).toHaveURL(/\/recruiter$/);
  return page;
}

test.describe('working an application together (issue 14)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a note written by one recruiter is seen by another and never by the candidate', async ({
    page,
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
    colleague,
  }) => {
    test.setTimeout(120_000);
    const title = `Intune Engineer ${Date.now().toString(36)}`;
    const jobId = await postJob(request, await tokenOf(request, recruiter), title);
    await apply(request, candidate, jobId);
    const who = `${candidate.firstName} ${candidate.lastName}`;
    const note = `Strong Autopilot background ${Date.now().toString(36)}`;

    // Rita writes a note and rates the applicant 4.
    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await expect(rita.getByText(N.ratingSummary(null, 0))).toBeVisible();
    await rita.getByRole('button', { name: new RegExp(`Show details of ${who}`) }).click();
    await expect(rita.getByText(N.noNotes)).toBeVisible();
    await rita.getByRole('textbox', { name: N.noteLabel }).fill(note);
    await rita.getByRole('button', { name: N.addNote }).click();
    await expect(rita.getByText(N.noteAdded)).toBeVisible();
    await expect(
      rita
        .getByRole('list', { name: `${N.notesTitle}: ${who}` })
        .getByRole('listitem')
        .filter({ hasText: note }),
    ).toContainText('Rita Recruiter');
    // The rating is a radio group: focus a star and press Space, as a keyboard user would.
    await rita
      .getByRole('group', { name: `${N.ratingLabel} for ${who}` })
      .getByRole('radio', { name: N.starLabel(4) })
      .focus();
    await rita.keyboard.press('Space');
    await expect(rita.getByText(N.ratingSaved)).toBeVisible();
    await expect(rita.getByText(N.ratingSummary(4, 1))).toBeVisible();

    // Colin, another recruiter, sees Rita's note with her name, and the rating on the card.
    const colin = await recruiterPage(browser, colleague, baseURL);
    await colin.goto(`/recruiter/jobs/${jobId}`);
    await expect(colin.getByText(N.ratingSummary(4, 1))).toBeVisible();
    await colin.getByRole('button', { name: new RegExp(`Show details of ${who}`) }).click();
    const seen = colin
      .getByRole('list', { name: `${N.notesTitle}: ${who}` })
      .getByRole('listitem')
      .filter({ hasText: note });
    await expect(seen).toContainText('Rita Recruiter');
    // His own rating: keyboard only (arrow keys move through the radio group and save).
    await colin.getByRole('radio', { name: N.starLabel(1) }).focus();
    await colin.keyboard.press('ArrowRight');
    await expect(colin.getByText(N.ratingSummary(3, 2))).toBeVisible();
    expect(await axeViolations(colin)).toEqual([]);
    // 320 px: nothing runs off the side (no horizontal scrolling); screenshots for review at 320 and 1440.
    await colin.setViewportSize({ width: 320, height: 900 });
    expect(await colin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await colin.screenshot({ path: shot('recruiter-notes-320'), fullPage: true });
    await colin.setViewportSize({ width: 1440, height: 900 });
    await colin.screenshot({ path: shot('recruiter-notes-desktop'), fullPage: true });

    // The candidate: neither the pages nor any answer the browser received carries the note or a rating.
    const bodies: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/')) bodies.push(`${res.url()} ${res.status()}`);
      void res
        .text()
        .then((text) => bodies.push(text))
        .catch(() => undefined);
    });
    await openSignedIn(page, candidate, '/profile?tab=applied');
    await expect(page.getByText(title)).toBeVisible();
    await page.getByText(title).click();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(note);
    await expect(page.locator('body')).not.toContainText('Rated');
    expect(bodies.some((b) => b.includes('/api/applications'))).toBe(true);
    for (const body of bodies) {
      expect(body).not.toContain(note);
      expect(body).not.toContain('"rating"');
    }
    await rita.context().close();
    await colin.context().close();
  });

  test('the CSV opens with the right rows, and a cell a spreadsheet would read as a formula comes out escaped', async ({
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const title = `Autopilot "Lead" ${Date.now().toString(36)}`;
    const jobId = await postJob(request, await tokenOf(request, recruiter), title);
    const second = await createAccount(request, { ...newCandidate('csv'), firstName: 'Zoë', lastName: 'Müller' });
    await apply(request, candidate, jobId);
    await apply(request, second, jobId, 'Zoë');

    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await rita.getByRole('button', { name: new RegExp(`Show details of Zoë Müller`) }).click();
    await rita.getByRole('radio', { name: N.starLabel(5) }).focus();
    await rita.keyboard.press('Space');
    await expect(rita.getByText(N.ratingSummary(5, 1))).toBeVisible();

    const button = rita.getByRole('button', { name: `${X.downloadCsv} of ${title}` });
    const [download] = await Promise.all([rita.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(applicantsCsvFileName(jobId, title));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const today = new Date().toISOString().slice(0, 10);
    // The mobile begins with "+": escaped with a leading apostrophe, as "=", "-" and "@" would be.
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Name,E-mail,Mobile,Step,Applied on,Average rating\r\n' +
        `Priya Sharma,${candidate.email},'+91 9876543210,Applied,${today},\r\n` +
        `Zoë Müller,${second.email},'+91 9876543210,Applied,${today},5.0\r\n`,
    );
    expect(await axeViolations(rita)).toEqual([]);
    await rita.setViewportSize({ width: 320, height: 800 });
    await expect(button).toBeVisible();
    expect(await rita.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await rita.screenshot({ path: shot('recruiter-applicants-csv-320'), fullPage: true });
    await rita.context().close();
  });
});
