import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { AUDIT_MESSAGES as A, TALENT_MESSAGES as T, WORKSPACE_MESSAGES } from '@careers/shared';
import { samplePdf, samplePng } from '@careers/test-helpers';
import { axeViolations } from '../fixtures/axe';
import { createAccount, newCandidate, type Candidate } from '../fixtures/accounts';
import { expect, logIn, signInAdmin, test } from '../fixtures/recruiters';
import { goToPlace } from '../fixtures/workspace';
import { E2E_RECRUITERS } from '../fixtures/settings';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);
const RESUME = samplePdf('Audit trail resume');
const PHOTO = samplePng(120, 120);

/** The candidate's side, through the API: a unique job title, a resume, a photo, and the talent pool opt-in. */
async function discoverableCandidate(request: APIRequestContext, candidate: Candidate, jobTitle: string) {
  const login = await request.post('/api/login', { data: { username: candidate.email, password: candidate.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const experience = { section: 'experience', JobTitle: jobTitle, Company: 'Fabrikam', ExperienceDuration: '01-04-2021 - Present' };
  expect((await request.patch('/api/user-details', { headers, data: experience })).status()).toBe(200);
  const resume = await request.post('/api/upload/resume', {
    headers,
    multipart: { resume: { name: 'Audit resume.pdf', mimeType: 'application/pdf', buffer: RESUME } },
  });
  expect(resume.status()).toBe(200);
  const photo = await request.post('/api/upload/profile_photo', {
    headers,
    multipart: { profile_photo: { name: 'me.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(photo.status()).toBe(200);
  expect((await request.put('/api/profile/discoverable', { headers, data: { discoverable: true } })).status()).toBe(200);
}

/** Full-page screenshots at 320 and 1440 px (e2e/artifacts/), ending at 320. */
async function shots(page: Page, name: string) {
  for (const [label, width, height] of [
    ['1440', 1440, 900],
    ['320', 320, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: shot(`${name}-${label}`), fullPage: true });
  }
}

/** A download started by `click`: its suggested name and its bytes. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('a recruiter views a candidate and downloads the resume and photo; an admin sees each access in the access log (REC-9)', async ({
  page,
  browser,
  baseURL,
  request,
  recruiter,
}) => {
  // Two browsers, a search, two downloads, axe and screenshots at two widths on a shared 2-core machine.
  test.setTimeout(120_000);
  // A surname and a job title no other test uses: the search finds only this candidate.
  const word = Date.now().toString(36).replace(/\d/g, '');
  const candidate = await createAccount(request, { ...newCandidate('audit'), lastName: `Auditova ${word}` });
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await discoverableCandidate(request, candidate, `Zebra ${word} Engineer`);

  // The recruiter (not an admin): finds the candidate, opens the profile, downloads both files.
  await logIn(page, recruiter);
  await expect(page.getByRole('link', { name: A.navLink })).toHaveCount(0);
  // REC-16: Candidates in the workspace's navigation is the talent pool.
  await goToPlace(page, WORKSPACE_MESSAGES.nav.candidates);
  await page.getByRole('searchbox', { name: T.searchLabel }).fill(`zebra ${word}`);
  await expect(async () => {
    await page.getByRole('search', { name: T.searchLabel }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(T.resultsCount(1))).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(A.recordedHint)).toBeVisible();
  const candidatePage = page.url();
  // A recruiter who is not an admin gets no link to the log, and the page sends them home.
  await expect(page.getByRole('link', { name: A.whoViewed })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'audit-candidate');
  await page.setViewportSize({ width: 1440, height: 900 });

  const resume = await download(page, () => page.getByRole('button', { name: A.downloadResume }).click());
  expect(resume.name).toBe('Audit resume.pdf');
  expect(resume.bytes.equals(RESUME)).toBe(true);
  const photo = await download(page, () => page.getByRole('button', { name: A.downloadPhoto }).click());
  expect(photo.name).toBe(`${name} photo.png`);
  expect(photo.bytes.equals(PHOTO)).toBe(true);
  await page.goto('/recruiter/audit');
  await expect(page).toHaveURL(/\/recruiter$/);

  // The admin: from the recruiter area's link to the log, filtered to the recruiter, then to this candidate.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await signInAdmin(admin);
  await admin.getByRole('link', { name: A.navLink }).click();
  await expect(admin).toHaveURL(/\/recruiter\/audit$/);
  await expect(admin.getByRole('heading', { name: A.pageTitle, level: 1 })).toBeVisible();
  await admin.getByLabel(A.memberFilter).selectOption({ label: E2E_RECRUITERS.fixture.name });
  await expect(admin).toHaveURL(/member=\d+/);
  await admin
    .getByRole('button', { name: A.showCandidate(name) })
    .first()
    .click();
  await expect(admin).toHaveURL(/candidate=\d+/);
  await expect(admin.getByRole('status')).toHaveText(A.count(3));
  const entries = admin.getByRole('list', { name: A.pageTitle }).getByRole('listitem');
  // Newest first: the photo, the resume, the profile view; each by the recruiter, about the candidate.
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(A.kinds.photo);
  await expect(entries.nth(1)).toContainText(A.kinds.resume);
  await expect(entries.nth(2)).toContainText(A.kinds.profile_view);
  for (let i = 0; i < 3; i += 1) {
    await expect(entries.nth(i)).toContainText(E2E_RECRUITERS.fixture.name);
    await expect(entries.nth(i)).toContainText(name);
  }
  expect(await axeViolations(admin)).toEqual([]);
  await shots(admin, 'audit-log');
  expect(await axeViolations(admin)).toEqual([]);

  // From the candidate's page, the admin's link opens the log about that candidate alone.
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(candidatePage);
  await admin.getByRole('link', { name: A.whoViewed }).click();
  await expect(admin).toHaveURL(/\/recruiter\/audit\?candidate=\d+$/);
  // The admin's own view of the profile is recorded too: four accesses now.
  await expect(admin.getByRole('status')).toHaveText(A.count(4));
  await expect(admin.getByRole('list', { name: A.pageTitle }).getByRole('listitem').first()).toContainText(E2E_RECRUITERS.admin.name);
  await context.close();
});
