import path from 'node:path';
import type { Page } from '@playwright/test';
import { APPLICATION_TEXTS as T, PROFILE_TEXTS, UI_MESSAGES } from '@careers/shared';
import { sampleApplicationFields, samplePdf, samplePng } from '@careers/test-helpers';
import { expect, openSignedIn, test } from '../fixtures/accounts';

/**
 * Screenshots of the pages the candidate side's rough edges touched (docs/decisions/040) (e2e/artifacts/edges-*), at phone and desktop
 * widths, to look at; SHOT_PREFIX names a run (e.g. `before` against an older build in WEB_DIST).
 */
const prefix = process.env.SHOT_PREFIX ?? 'after';
const shot = (name: string, width: number) => path.join(import.meta.dirname, '..', 'artifacts', `edges-${prefix}-${name}-${width}.png`);
const WIDTHS = [375, 1440];

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: shot(name, width), fullPage: true });
  }
}

test.use({ reducedMotion: 'reduce' });

test('the landing page’s transfer size, and Inter from our own files (PUB-17)', async ({ page }) => {
  const sizes: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((s) => sizes.push({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize }));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Current Job Openings \(\d+\)/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const fonts = sizes.filter((s) => s.url.endsWith('.woff2')).reduce((sum, s) => sum + s.bytes, 0);
  const js = sizes.filter((s) => s.url.endsWith('.js')).reduce((sum, s) => sum + s.bytes, 0);
  console.log(`[${prefix}] landing: ${sizes.length} requests, ${total} bytes transferred (JS ${js}, fonts ${fonts})`);
  // PUB-17: Inter comes from our own origin, the Latin subset alone for an English page, and is used.
  const fontFiles = sizes.filter((s) => s.url.endsWith('.woff2'));
  expect(fontFiles.map((f) => new URL(f.url).origin)).toEqual([new URL(page.url()).origin]);
  expect(fontFiles[0]?.url).toMatch(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded'))).toBe(true);
});

test('careers list that failed to load', async ({ page }) => {
  await page.route('**/api/getJobOpenings*', (route) =>
    route.fulfill({ status: 500, body: '{"message":"down"}', contentType: 'application/json' }),
  );
  await page.goto('/careers');
  await expect(page.locator('#careers').getByText(UI_MESSAGES.noJobsFound)).toBeVisible({ timeout: 15_000 });
  await page.locator('#careers').scrollIntoViewIfNeeded();
  await shots(page, 'careers-failed');
});

test('a candidate’s pages: saved job, apply form with the profile’s files, profile tabs', async ({ page, candidate }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, candidate, '/profile');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const resume = await page.request.post('/api/upload/resume', {
    headers,
    multipart: { resume: { name: 'Priya resume.pdf', mimeType: 'application/pdf', buffer: samplePdf('Edges resume') } },
  });
  expect(resume.status()).toBe(200);
  const photo = await page.request.post('/api/upload/profile_photo', {
    headers,
    multipart: { profile_photo: { name: 'me.png', mimeType: 'image/png', buffer: samplePng(120, 120) } },
  });
  expect(photo.status()).toBe(200);
  const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings')).json();
  expect((await page.request.put(`/api/saved-jobs/${jobs[0].job_id}`, { headers })).status()).toBe(200);
  const applied = await page.request.post('/api/applications', { headers, data: { job_id: jobs[1].job_id, ...sampleApplicationFields() } });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.goto(`/job/${jobs[0].job_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { pressed: true })).toBeVisible();
  await shots(page, 'job-saved');

  await page.goto(`/apply?job=${jobs[2].job_id}`);
  await expect(page.getByText(T.cvHint)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { name: T.sections.documents }).scrollIntoViewIfNeeded();
  await shots(page, 'apply-documents');

  await page.goto('/profile?tab=applied');
  await expect(page.getByRole('tab', { name: PROFILE_TEXTS.tabs.applied })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shots(page, 'profile-applied');

  await page.goto('/profile?tab=alerts');
  await page.waitForLoadState('networkidle');
  await shots(page, 'profile-alerts');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shots(page, 'privacy');

  await page.goto('/profile');
  await page.waitForLoadState('networkidle');
  await shots(page, 'profile');
});
