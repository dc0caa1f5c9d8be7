import path from 'node:path';
import type { Page } from '@playwright/test';
import { PROFILE_TEXTS as P, TALENT_MESSAGES as T, UI_MESSAGES, WORKSPACE_MESSAGES } from '@careers/shared';
import { samplePdf } from '@careers/test-helpers';
import { axeViolations } from '../fixtures/axe';
import { openSignedIn } from '../fixtures/accounts';
import { expect, logIn, test } from '../fixtures/recruiters';
import { goToPlace } from '../fixtures/workspace';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

async function shots(page: Page, name: string) {
  for (const [label, width, height] of [
    ['320', 320, 720],
    ['1440', 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: shot(`${name}-${label}`), fullPage: true });
  }
}

test('a candidate opts in and is found by a phrase from their resume PDF, with the snippet shown (REC-10)', async ({
  page,
  browser,
  baseURL,
  candidate,
  recruiter,
}) => {
  // Two browsers, axe twice and four screenshots, early in a run while the demo résumés' texts are read (REC-21).
  test.setTimeout(60_000);
  const phrase = `quokka habitat ${Date.now().toString(36).replace(/\d/g, '')}`;
  await openSignedIn(page, candidate);

  // The switch is off until the candidate turns it on.
  const toggle = page.getByRole('switch', { name: T.switchLabel });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('region', { name: P.cardTitles.social }).getByRole('button', { name: P.uploadResume }).click();
  const modal = page.getByRole('dialog', { name: P.uploadResumeTitle });
  await modal
    .getByLabel(P.resumeHint)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf(`Led the ${phrase} survey in Perth`) });
  await modal.getByRole('button', { name: P.upload }).click();
  await expect(page.getByText(UI_MESSAGES.resumeUploaded)).toBeVisible();
  await toggle.click();
  await expect(page.getByText(T.discoverableOn)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await axeViolations(page)).toEqual([]);

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const rec = await context.newPage();
  await logIn(rec, recruiter);
  // REC-16: Candidates in the workspace's navigation is the talent pool.
  await goToPlace(rec, WORKSPACE_MESSAGES.nav.candidates);
  await expect(rec).toHaveURL(/\/recruiter\/talent$/);
  await rec.getByRole('searchbox', { name: T.searchLabel }).fill(`"${phrase}"`);
  // The text is read after the upload's answer: search again until it is in.
  await expect(async () => {
    await rec.getByRole('search', { name: T.searchLabel }).getByRole('button', { name: 'Search' }).click();
    await expect(rec.getByText(T.resultsCount(1))).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(rec).toHaveURL(/q=%22quokka/);
  const result = rec.getByRole('listitem').filter({ hasText: `${candidate.firstName} ${candidate.lastName}` });
  await expect(result.locator('mark').first()).toHaveText('quokka');
  await expect(result).toContainText('Perth');
  expect(await axeViolations(rec)).toEqual([]);
  await shots(rec, 'talent-search');

  await rec.setViewportSize({ width: 1440, height: 900 });
  await result.getByRole('link', { name: `${candidate.firstName} ${candidate.lastName}` }).click();
  await expect(rec.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(rec.getByText('cv.pdf')).toBeVisible();
  expect(await axeViolations(rec)).toEqual([]);
  await shots(rec, 'talent-candidate');
  await context.close();
});
