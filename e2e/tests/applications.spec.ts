import type { Browser, Page } from '@playwright/test';
import {
  APPLICATION_MESSAGES as A,
  APPLICATION_TEXTS as T,
  COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX,
  FIELD_MESSAGES as M,
  OVERVIEW_MESSAGES as O,
  PAGE_TEXTS,
  RECRUITER_MESSAGES as R,
  formatInterviewStart,
  UI_MESSAGES,
  WORKSPACE_MESSAGES as W,
} from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { waitForMail, waitForMailAbout } from '../fixtures/mailbox';
import { calendarIn, samplePdf, samplePng } from '@careers/test-helpers';
import { expect, logIn, recruiterLink, test, type Recruiter } from '../fixtures/recruiters';
import { E2E_RECRUITERS } from '../fixtures/settings';
import { artifactPath, shots } from '../fixtures/screenshots';

/** A recruiter's page in their own browser context (the candidate keeps `page`). */
async function recruiterPage(browser: Browser, recruiter: Recruiter, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await logIn(page, recruiter);
  await expect(page).toHaveURL(/\/recruiter$/);
  return page;
}

/** REC-4: a recruiter posts a job through the editor; answers its id. */
async function postJob(page: Page, title: string): Promise<number> {
  await page.getByRole('link', { name: R.postJob }).click();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Department').fill('Cloud Security');
  await page.getByLabel('Location').fill('Remote (India)');
  await page.getByLabel('Category').selectOption('Security');
  await page.getByLabel('Job type').selectOption('Freelance');
  // REC-24: a pay range to publish; PUB-18: a remote role names where applicants may work from.
  await page.getByLabel('Minimum (EUR)').fill('600');
  await page.getByLabel('Maximum (EUR)').fill('750');
  await page.getByRole('checkbox', { name: 'India', exact: true }).check();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.getByRole('button', { name: 'H2 heading', exact: true }).click();
  await page.keyboard.type('About the role');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Run Microsoft Sentinel for European clients, fully remote, with a friendly team.');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText(R.jobCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/recruiter\/jobs$/);
  // REC-18: the jobs table; the job's title links to its applicants.
  const view = page.getByRole('grid', { name: O.jobsTitle }).getByRole('link', { name: title, exact: true });
  return Number((await view.getAttribute('href'))!.split('/').pop());
}

test.describe('applying, saved jobs and the recruiter side (APP-1, APP-8, REC-4)', () => {
  // The site scrolls smoothly unless motion is reduced; a click must not land while the page still glides.
  test.use({ reducedMotion: 'reduce' });

  test('a candidate saves a job, drafts, comes back, submits; a recruiter moves them to Interview; the candidate sees it and is e-mailed', async ({
    page,
    browser,
    baseURL,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const title = `Sentinel Engineer ${Date.now().toString(36)}`;
    const rec = await recruiterPage(browser, recruiter, baseURL);
    await expect(rec.getByRole('heading', { level: 1, name: W.dashboard.title })).toBeVisible();
    const jobId = await postJob(rec, title);

    // The candidate saves it (APP-6).
    await logIn(page, candidate);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(`/job/${jobId}`);
    const save = page.getByRole('button', { name: PAGE_TEXTS.saveJob });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    // A saved job shows it (APP-6): pressed, labelled "Saved"; unsaving asks nothing and is undone from its toast.
    const saved = page.getByRole('button', { name: A.jobSavedState, exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(A.jobSaved)).toBeVisible();
    await saved.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(A.jobUnsaved)).toBeVisible();
    await page.getByRole('button', { name: A.undoUnsave }).click();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/profile?tab=saved');
    await expect(page.getByRole('region', { name: T.savedJobs }).getByRole('link', { name: title, exact: true })).toBeVisible();

    // Apply Now opens the form for this job, pre-filled from the profile (APP-1).
    await page.goto(`/job/${jobId}`);
    await page.getByRole('link', { name: PAGE_TEXTS.applyNow }).click();
    await expect(page).toHaveURL(`/apply?job=${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(candidate.firstName);
    await expect(page.getByLabel('Email')).toHaveValue(candidate.email);
    await expect(page.getByText(T.cvHint)).toBeVisible();
    await expect(page.getByText(T.photoHint)).toBeVisible();

    // Upload slots: a wrong type is refused in the browser; a real CV and photo upload (APP-3, PRO-18).
    await page.getByLabel(/Choose CV 1/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a CV') });
    await expect(page.getByText(A.cvType)).toBeVisible();
    await page.getByLabel(/Choose CV 1/).setInputFiles({ name: 'Priya Sharma CV.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await expect(page.getByText('Priya Sharma CV.pdf')).toBeVisible();
    await page.getByRole('button', { name: T.uploadNewCv }).click();
    await expect(page.getByLabel(/Choose CV 2/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear CV 2' }).click();
    await page.getByLabel(/Choose Photo 1/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: samplePng(160, 160) });
    await expect(page.getByText('me.png')).toBeVisible();

    // APP-2: the country-code list is at most 200 px tall.
    // Scrolled to first, as a person would: the picker closes when the page scrolls under its open list.
    const code = page.getByRole('button', { name: /^Mobile number dialling code/ });
    await code.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await code.click();
    const list = page.getByRole('listbox');
    expect((await list.boundingBox())!.height).toBeLessThanOrEqual(COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX);
    await list.getByRole('option', { name: /^\+91/ }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
    await page.getByRole('button', { name: T.saveDraft }).click();
    await expect(page.getByText(A.draftSaved)).toBeVisible();

    // Coming back to the same job restores the draft, files included.
    await page.goto('/profile');
    await page.goto(`/apply?job=${jobId}`);
    await expect(page.getByText(A.draftRestored)).toBeVisible();
    await expect(page.getByText('Priya Sharma CV.pdf')).toBeVisible();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9876543210');
    await expect(page.getByRole('button', { name: /^Mobile number dialling code/ })).toContainText('+91');

    // Submit checks the rules first.
    await page.getByLabel('LinkedIn profile (optional)').fill('linkedin priya');
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(A.linkedinInvalid)).toBeVisible();
    await expect(page.getByText(M.presentAddressRequired)).toBeVisible();

    await page.getByLabel('LinkedIn profile (optional)').fill('https://www.linkedin.com/in/priya-sharma');
    await page.getByLabel('Present address', { exact: true }).fill('12 MG Road, Bengaluru 560001');
    await page.getByLabel(T.sameAsPresent).check();
    await expect(page.getByLabel('Permanent address', { exact: true })).toHaveValue('12 MG Road, Bengaluru 560001');
    await page.getByRole('button', { name: 'Add experience' }).click();
    const experience = page.getByRole('group', { name: 'Experience 1' });
    await experience.getByLabel('Job title').fill('Security Engineer');
    await experience.getByLabel('Company').fill('Contoso Ltd');
    await experience.getByLabel('Start date').fill('01-06-2021');
    await experience.getByLabel('Start date').press('Escape');
    await experience.getByLabel(T.currentJob).check();
    await expect(experience.getByLabel('End date')).toHaveValue('Present');
    await expect(experience.getByLabel('End date')).toBeDisabled();
    // Entries start empty, are added by a button and removed by their delete icon.
    await page.getByRole('button', { name: 'Add certification' }).click();
    await page.getByRole('button', { name: 'Delete Certification 1' }).click();
    await expect(page.getByRole('group', { name: 'Certification 1' })).toHaveCount(0);

    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(A.submitted)).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?tab=applied$/);

    // My applications: Applied is done, with its date.
    const card = page.getByRole('region', { name: T.myApplications }).getByRole('button', { name: new RegExp(title) });
    await expect(card).toContainText(/Applied on \d{2}-\d{2}-\d{4}/);
    // The status pill shows at every width (at 375 px it sits under the details).
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card.getByText('Applied', { exact: true }).filter({ visible: true })).toBeInViewport();
    }
    await card.click();
    const steps = page.getByRole('list', { name: `Progress of your application for ${title}` }).getByRole('listitem');
    await expect(steps.first()).toHaveAttribute('data-status', 'done');
    await expect(steps.first()).toContainText('Applied');

    // A second application to the same job is refused with a clear message.
    await page.goto(`/apply?job=${jobId}`);
    await expect(page.getByText(A.alreadyApplied)).toBeVisible();

    const who = `${candidate.firstName} ${candidate.lastName}`;
    // REC-13: a new application e-mails the job's watcher (its creator), linking straight to the applicant.
    const told = await waitForMailAbout(recruiter.email, `New application for ${title}`);
    const applicantLink = new RegExp(`https?://\\S+/recruiter/jobs/${jobId}#applicant-\\d+`).exec(told.text)?.[0];
    expect(applicantLink).toBeTruthy();
    await rec.goto(new URL(applicantLink!).pathname + new URL(applicantLink!).hash);
    // REC-19: the link opens the applicant in the side panel beside the table.
    await expect(rec.getByRole('complementary', { name: who })).toBeVisible();

    // The recruiter moves them to Under review, then to Interview with a date (REC-6, REC-12).
    await rec.getByRole('button', { name: `${R.moveTo('Under review')}: ${who}` }).click();
    await expect(rec.getByText(R.moved('Under review'))).toBeVisible();
    await rec.getByRole('button', { name: `${R.moveTo('Interview')}: ${who}` }).click();
    const form = rec.getByRole('form', { name: `${R.interviewTitle}: ${who}` });
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(R.interviewDate).fill(day);
    await form.getByLabel(R.interviewTime).fill('14:00');
    await form.getByLabel(R.interviewTimeZone).fill('Asia/Kolkata');
    await form.getByLabel(R.interviewDuration).fill('45');
    await form.getByLabel(R.interviewLink).fill('https://meet.example.com/sentinel-interview');
    expect(await axeViolations(rec)).toEqual([]);
    await rec.screenshot({ path: artifactPath('recruiter-interview-form-1440') });
    await form.getByRole('button', { name: R.moveTo('Interview') }).click();
    await expect(rec.getByText(R.moved('Interview'))).toBeVisible();
    // 14:00 in Kolkata (UTC+5:30) is 08:30 UTC.
    const startsAt = `${day}T08:30:00.000Z`;
    const invitation = calendarIn(await waitForMailAbout(candidate.email, `${title}: Interview`));
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: startsAt, startIsUtc: true, durationMinutes: 45 });
    expect(invitation.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(invitation.location).toBe('https://meet.example.com/sentinel-interview');
    expect(invitation.attendees.map((a) => a.toLowerCase())).toEqual([`mailto:${candidate.email.toLowerCase()}`]);
    // The panel's Profile tab: everything the candidate submitted.
    await expect(rec.getByRole('link', { name: 'www.linkedin.com/in/priya-sharma' })).toBeVisible();
    // The CV downloads for the recruiter under the candidate's file name; the photo shows in the table's row.
    const [download] = await Promise.all([
      rec.waitForEvent('download'),
      rec.getByRole('button', { name: 'Download CV Priya Sharma CV.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Priya Sharma CV.pdf');
    await expect
      .poll(() =>
        rec
          .locator('img[src^="blob:"]')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(160);

    // The candidate sees Interview active, and has been e-mailed (SMTP sink).
    await page.goto('/profile?tab=applied');
    await card.click();
    await expect(steps.nth(2)).toContainText('Interview');
    await expect(steps.nth(2)).toHaveAttribute('data-status', 'active');
    await expect(steps.nth(1)).toHaveAttribute('data-status', 'done');
    const mail = await waitForMail(candidate.email, 3);
    expect(mail.subject).toBe(`Your application for ${title}: Interview`);
    expect(mail.text).toContain('/profile?tab=applied');
    // The interview shows on the timeline in the candidate's own time zone (the browser's).
    const interview = page.getByRole('region', { name: T.interviewHeading });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(interview.locator('time')).toHaveText(formatInterviewStart(startsAt, zone));
    await expect(interview.getByRole('link', { name: T.interviewJoin })).toHaveAttribute(
      'href',
      'https://meet.example.com/sentinel-interview',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(interview).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: artifactPath('applied-jobs-interview-320'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await shots(page, 'applied-jobs-timeline');
    await shots(rec, 'recruiter-applicants');

    // Closing the job takes it off the public site at once; the saved job says so (PUB-14, APP-6).
    await rec.goto('/recruiter/jobs');
    // REC-18: from the job's row menu, after a confirmation.
    await rec.getByRole('button', { name: O.rowActions(title) }).click();
    await rec.getByRole('menuitem', { name: O.closeJob }).click();
    await rec
      .getByRole('dialog', { name: O.closeConfirmTitle(title) })
      .getByRole('button', { name: O.closeJob })
      .click();
    await expect(rec.getByText(R.jobClosedNow)).toBeVisible();
    await expect(rec.getByRole('row').filter({ hasText: title })).toContainText(O.statusClosed);
    await shots(rec, 'recruiter-posted-jobs');
    expect((await page.request.get(`/job/${jobId}`)).status()).toBe(404);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/job/${jobId}<`);
    await page.goto('/profile?tab=saved');
    await expect(page.getByRole('region', { name: T.savedJobs }).getByText(A.noLongerOpen)).toBeVisible();
    await rec.context().close();
  });

  test('Apply with LinkedIn: the form opens in that mode, pre-filled from the profile, and a LinkedIn link stands in for the CV', async ({
    page,
    candidate,
  }) => {
    await logIn(page, candidate);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { authorization: `Bearer ${token}` };
    for (const data of [
      { section: 'personal', first_name: 'Priya', last_name: 'Sharma', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' },
      { section: 'address', PresentAddress: '12 MG Road, Bengaluru 560001', PermanentAddress: '12 MG Road, Bengaluru 560001' },
      { section: 'social', WebsiteLink: 'https://priya.dev', LinkedinProfile: 'https://www.linkedin.com/in/priya-sharma' },
      {
        section: 'experience',
        JobTitle: 'Azure Engineer',
        Company: 'Contoso Ltd',
        ExperienceDuration: '01-06-2021 - Present',
        KeyAchievements: '',
      },
    ]) {
      expect((await page.request.patch('/api/user-details', { data, headers })).status()).toBe(200);
    }
    const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings')).json();
    await page.goto(`/job/${jobs[2].job_id}`);
    await page.getByRole('link', { name: PAGE_TEXTS.applyWithLinkedIn }).click();
    await expect(page).toHaveURL(`/apply?job=${jobs[2].job_id}&mode=linkedin`);
    await expect(page.getByText(/your LinkedIn profile link stands in for a CV/)).toBeVisible();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9876543210');
    await expect(page.getByLabel('LinkedIn profile', { exact: true })).toHaveValue('https://www.linkedin.com/in/priya-sharma');
    await expect(page.getByRole('textbox', { name: 'Additional link 1' })).toHaveValue('https://priya.dev');
    await expect(page.getByLabel(T.sameAsPresent)).toBeChecked();
    await expect(page.getByRole('group', { name: 'Experience 1' }).getByLabel('Job title')).toHaveValue('Azure Engineer');
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(A.submitted)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: T.myApplications })
        .getByRole('button', { name: new RegExp(jobs[2].job_title.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
  });

  test('the form offers the CV and photo the profile holds; the candidate submits with them, uploading nothing again (APP-3)', async ({
    page,
    candidate,
  }) => {
    await logIn(page, candidate);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { authorization: `Bearer ${token}` };
    for (const data of [
      { section: 'personal', first_name: 'Priya', last_name: 'Sharma', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' },
      { section: 'address', PresentAddress: '12 MG Road, Bengaluru 560001', PermanentAddress: '12 MG Road, Bengaluru 560001' },
    ]) {
      expect((await page.request.patch('/api/user-details', { data, headers })).status()).toBe(200);
    }
    const resume = samplePdf('Profile resume');
    const uploads = [
      page.request.post('/api/upload/resume', {
        headers,
        multipart: { resume: { name: 'Priya resume.pdf', mimeType: 'application/pdf', buffer: resume } },
      }),
      page.request.post('/api/upload/profile_photo', {
        headers,
        multipart: { profile_photo: { name: 'me.png', mimeType: 'image/png', buffer: samplePng(120, 120) } },
      }),
    ];
    for (const upload of await Promise.all(uploads)) expect(upload.status()).toBe(200);
    const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings')).json();
    await page.goto(`/apply?job=${jobs[3].job_id}`);

    const useCv = page.getByRole('button', {
      name: new RegExp(`^${T.useProfileFile.cv}: Priya resume\\.pdf, \\d+ KB, uploaded \\d{2}-\\d{2}-\\d{4}$`),
    });
    await expect(useCv).toBeVisible();
    // The upload stays offered beside it.
    await expect(page.getByLabel(/Choose CV 1/)).toBeAttached();
    await useCv.click();
    await expect(page.getByRole('button', { name: 'Clear CV 1: Priya resume.pdf' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${T.useProfileFile.photo}: `) }).click();
    await expect(page.getByRole('button', { name: /^Clear Photo 1: profile-photo\.png$/ })).toBeVisible();

    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(A.submitted)).toBeVisible();
  });

  test('a recruiter follows the printed link, sets a password, logs in on /login and lands in their area', async ({ page }) => {
    await page.goto(recruiterLink('invite'));
    await page.getByLabel('New Password', { exact: true }).fill('Invited pass 123');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Invited pass 123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(UI_MESSAGES.resetSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, { email: E2E_RECRUITERS.invite.email, password: 'Invited pass 123' });
    await expect(page).toHaveURL(/\/recruiter$/);
    // REC-16: the workspace's Dashboard, without the public site's header and footer.
    await expect(page.getByRole('heading', { level: 1, name: W.dashboard.title })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // A candidate page sends a recruiter back to the workspace.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/recruiter$/);
  });

  test('a candidate never sees recruiter pages, and the API refuses them', async ({ page, candidate }) => {
    await logIn(page, candidate);
    await expect(page).toHaveURL(/\/profile$/);
    for (const url of ['/recruiter', '/recruiter/jobs/new', '/recruiter/jobs/1001', '/recruiter/jobs/1001/edit']) {
      await page.goto(url);
      await expect(page).toHaveURL(/\/profile$/);
    }
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect((await page.request.get('/api/recruiter/jobs', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  });

  test('anonymous visitors go to login first and come back to the form', async ({ page, candidate }) => {
    const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings')).json();
    await page.goto(`/job/${jobs[0].job_id}`);
    await page.getByRole('link', { name: PAGE_TEXTS.applyNow }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email Address').fill(candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/apply?job=${jobs[0].job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: jobs[0].job_title })).toBeVisible();
  });

  test('the form, the timeline and the recruiter pages pass axe-core (GEN-11); screenshots of the form', async ({
    page,
    browser,
    baseURL,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(90_000);
    const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings')).json();
    await logIn(page, candidate);
    await page.goto(`/apply?job=${jobs[1].job_id}`);
    await expect(page.getByRole('button', { name: T.submit })).toBeVisible();
    await shots(page, 'application-form');
    for (const add of ['Add experience', 'Add qualification', 'Add certification', 'Add mobile number', 'Add a link']) {
      await page.getByRole('button', { name: add }).click();
    }
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(A.cvRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'application-form-errors');

    const rec = await recruiterPage(browser, recruiter, baseURL);
    expect(await axeViolations(rec)).toEqual([]);
    await rec.goto('/recruiter/jobs/new');
    await rec.getByRole('button', { name: 'Post job' }).click();
    await expect(rec.getByText(R.descriptionRequired)).toBeVisible();
    expect(await axeViolations(rec)).toEqual([]);
    await shots(rec, 'recruiter-job-editor');
    await rec.goto(`/recruiter/jobs/${jobs[1].job_id}/edit`);
    await expect(rec.getByRole('textbox', { name: 'Description' })).toContainText(/\w/);
    expect(await axeViolations(rec)).toEqual([]);
    await rec.goto(`/recruiter/jobs/${jobs[1].job_id}`);
    await expect(rec.getByRole('grid', { name: /^Applicants: / })).toBeVisible();
    expect(await axeViolations(rec)).toEqual([]);
    await rec.context().close();
  });

  test("the form's, the editor's and the date picker's code stays out of the landing route", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Current Job Openings/ })).toBeVisible();
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // Names that survive minification: ProseMirror's (TipTap), react-datepicker's, and the form's own texts.
    for (const marker of ['ProseMirror', 'react-datepicker', T.sameAsPresent, T.uploadNewCv]) {
      expect(
        bodies.some((b) => b.includes(marker)),
        marker,
      ).toBe(false);
    }
  });
});
