import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  AUTH_MESSAGES,
  DELETED_CANDIDATE_NAME,
  DELETE_ACCOUNT_TEXTS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE,
  PRIVACY_TEXTS,
  STORAGE_KEYS,
} from '@careers/shared';
import { samplePdf, samplePng } from '@careers/test-helpers';
import { openSignedIn } from '../fixtures/accounts';
import { jobWithApplicant, tokenOf } from '../fixtures/applicants';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { E2E_RECRUITERS } from '../fixtures/settings';
import { axeViolations as violations } from '../fixtures/axe';
import { codeIn, mailCount, waitForMail, waitForMailAbout } from '../fixtures/mailbox';

test.describe('the privacy notice (PRV-1)', () => {
  test('is reached from the footer and from the sign-up form, shows its version, and passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: PRIVACY_TEXTS.footerLink }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeVisible();
    await expect(page.getByText(`version ${PRIVACY_NOTICE.version}`)).toBeVisible();
    for (const section of PRIVACY_NOTICE.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/signup');
    await page.getByRole('link', { name: PRIVACY_TEXTS.signupLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeVisible();
  });

  test('reads at 320 px without sideways scrolling', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });
});

test.describe('Download my data (PRV-2)', () => {
  test('the profile saves a zip whose files are byte-identical to the uploads and whose data.json carries the profile, saved jobs, consents and who looked (PRV-3)', async ({
    page,
    request,
    candidate,
    recruiter,
  }) => {
    await openSignedIn(page, candidate);
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
    const headers = { authorization: `Bearer ${token}` };
    const resume = samplePdf('Priya Sharma, Intune and Autopilot');
    const photo = samplePng(200, 200);
    expect(
      (
        await page.request.post('/api/upload/resume', {
          headers,
          multipart: { resume: { name: 'Priya resume.pdf', mimeType: 'application/pdf', buffer: resume } },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post('/api/upload/profile_photo', {
          headers,
          multipart: { profile_photo: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
        })
      ).status(),
    ).toBe(200);
    const { job_openings: jobs } = (await (await page.request.get('/api/getJobOpenings')).json()) as { job_openings: { job_id: number }[] };
    expect((await page.request.put(`/api/saved-jobs/${jobs[0]!.job_id}`, { headers })).ok()).toBe(true);
    expect((await page.request.put('/api/profile/discoverable', { headers, data: { discoverable: true } })).ok()).toBe(true);

    // A recruiter finds the candidate in the talent pool by a word of their headline and opens the full profile.
    const word = `Autopilot${Date.now().toString(36)}`;
    const experience = {
      section: 'experience',
      JobTitle: `${word} Engineer`,
      Company: 'Contoso Ltd',
      ExperienceDuration: '01-06-2021 - Present',
      KeyAchievements: 'Rolled out Intune to 4,000 devices',
    };
    expect((await page.request.patch('/api/user-details', { headers, data: experience })).status()).toBe(200);
    const asRecruiter = { authorization: `Bearer ${await tokenOf(request, recruiter)}` };
    let candidateId = 0;
    await expect
      .poll(async () => {
        const found = (await (await request.get(`/api/recruiter/talent?q=${word}`, { headers: asRecruiter })).json()) as {
          candidates: { id: number }[];
        };
        candidateId = found.candidates[0]?.id ?? 0;
        return candidateId;
      })
      .toBeGreaterThan(0);
    expect((await request.get(`/api/recruiter/candidates/${candidateId}`, { headers: asRecruiter })).status()).toBe(200);

    await page.reload();
    const card = page.getByRole('region', { name: PRIVACY_TEXTS.profileTitle });
    const looked = card.getByRole('region', { name: PRIVACY_TEXTS.accessesTitle });
    await expect(looked.getByRole('listitem').first()).toContainText(
      `${E2E_RECRUITERS.fixture.name}: ${PRIVACY_TEXTS.accessKinds.profile_view}`,
    );
    await expect(card.getByRole('link', { name: PRIVACY_TEXTS.profileLink })).toHaveAttribute('href', '/privacy');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await card.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `your-data-card-${width}.png`) });
    }
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: PRIVACY_TEXTS.downloadData }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const data = JSON.parse(strFromU8(entries['data.json']!)) as {
      account: { email: string };
      profile: { first_name: string; resume_name: string };
      savedJobs: { job: { job_id: number } }[];
      consents: { privacyNotice: { version: string }; talentPool: { discoverable: boolean } };
      recruiterAccesses: { kind: string; recruiter: string }[];
      files: { path: string; what: string }[];
    };
    expect(data.account.email).toBe(candidate.email);
    expect(data.profile).toMatchObject({ first_name: candidate.firstName, resume_name: 'Priya resume.pdf' });
    expect(data.savedJobs.map((s) => s.job.job_id)).toEqual([jobs[0]!.job_id]);
    expect(data.consents).toMatchObject({ privacyNotice: { version: PRIVACY_NOTICE.version }, talentPool: { discoverable: true } });
    expect(data.recruiterAccesses).toEqual([expect.objectContaining({ kind: 'profile_view', recruiter: E2E_RECRUITERS.fixture.name })]);
    const fileOf = (what: string) => Buffer.from(entries[data.files.find((f) => f.what === what)!.path]!);
    expect(fileOf('resume').equals(resume)).toBe(true);
    expect(fileOf('profile photo').equals(photo)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('Delete my account (PRV-4)', () => {
  test('a candidate with an application deletes their account: login fails, the recruiter sees "Deleted candidate", the old resume URL answers 404', async ({
    page,
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const { jobId } = await jobWithApplicant(request, { recruiter, candidate }, 'Purview Delete');
    await openSignedIn(page, candidate);
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
    const headers = { authorization: `Bearer ${token}` };
    const uploaded = await page.request.post('/api/upload/resume', {
      headers,
      multipart: { resume: { name: 'Priya resume.pdf', mimeType: 'application/pdf', buffer: samplePdf('Priya Sharma resume') } },
    });
    expect(uploaded.status()).toBe(200);
    const resumeUrl = `/uploads/${((await uploaded.json()) as { resume: string }).resume}`;
    expect((await page.request.get(resumeUrl, { headers })).status()).toBe(200);
    const photo = await page.request.post('/api/upload/profile_photo', {
      headers,
      multipart: { profile_photo: { name: 'me.png', mimeType: 'image/png', buffer: samplePng(200, 200) } },
    });
    expect(photo.status()).toBe(200);
    const photoUrl = `/uploads/${((await photo.json()) as { profile_photo: string }).profile_photo}`;
    expect((await request.get(photoUrl)).status()).toBe(200);

    await page.reload();
    const card = page.getByRole('region', { name: PRIVACY_TEXTS.profileTitle });
    await card.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.action }).click();
    const dialog = page.getByRole('dialog', { name: DELETE_ACCOUNT_TEXTS.title });
    await expect(dialog).toContainText(DELETE_ACCOUNT_TEXTS.warning);
    expect(await violations(page)).toEqual([]);

    // Without the typed confirmation, and with a wrong password, nothing is deleted.
    await dialog.getByLabel(DELETE_ACCOUNT_TEXTS.passwordLabel, { exact: true }).fill(candidate.password);
    await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit }).click();
    await expect(dialog.getByText(PRIVACY_MESSAGES.deleteConfirmRequired)).toBeVisible();
    await dialog.getByLabel(DELETE_ACCOUNT_TEXTS.confirmLabel).fill('DELETE');
    await dialog.getByLabel(DELETE_ACCOUNT_TEXTS.passwordLabel, { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit }).click();
    await expect(dialog.getByText(PRIVACY_MESSAGES.deleteWrongPassword)).toBeVisible();
    // Settled: the button is back (not the busy state) before axe looks at the colours.
    await expect(dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit })).toBeEnabled();
    expect(await violations(page)).toEqual([]);

    await dialog.getByLabel(DELETE_ACCOUNT_TEXTS.passwordLabel, { exact: true }).fill(candidate.password);
    await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(PRIVACY_MESSAGES.deleted)).toBeVisible();

    // Login fails.
    await page.getByLabel('Email Address').fill(candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();

    // The recruiter sees "Deleted candidate", with no e-mail or mobile.
    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await expect(rita.getByRole('grid').getByRole('row').filter({ hasText: DELETED_CANDIDATE_NAME })).toBeVisible();
    await expect(rita.getByText(candidate.email)).toHaveCount(0);
    await expect(rita.getByText(`${candidate.firstName} ${candidate.lastName}`)).toHaveCount(0);
    await rita.context().close();

    // The confirmation e-mail reached the address before it was forgotten.
    await waitForMailAbout(candidate.email, 'has been deleted');
    // The files are removed from storage after the commit, by the background job: the photo's public URL answers 404.
    await expect.poll(async () => (await request.get(photoUrl)).status()).toBe(404);

    // The address signs up again as a new person, who finds nothing at the old resume URL.
    const before = mailCount(candidate.email);
    const body = { username: candidate.email, password: candidate.password, first_name: 'Asha', last_name: 'Rao' };
    expect((await request.post('/api/register', { data: body })).status()).toBe(200);
    const otp = codeIn(await waitForMail(candidate.email, before + 1));
    const verified = await request.post('/api/verify', { data: { ...body, otp } });
    expect(verified.status()).toBe(200);
    const fresh = ((await verified.json()) as { access_token: string }).access_token;
    expect((await request.get(resumeUrl, { headers: { authorization: `Bearer ${fresh}` } })).status()).toBe(404);
  });

  test('the dialog works at 320 px without sideways scrolling', async ({ browser, candidate }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await openSignedIn(page, candidate);
    await page.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.action }).click();
    const dialog = page.getByRole('dialog', { name: DELETE_ACCOUNT_TEXTS.title });
    await expect(dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
