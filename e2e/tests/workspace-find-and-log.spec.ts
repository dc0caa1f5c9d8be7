import type { APIRequestContext, Page } from '@playwright/test';
import { AUDIT_MESSAGES as A, PALETTE_MESSAGES as P } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { createAccount, newCandidate, type Candidate } from '../fixtures/accounts';
import { expect, logIn, signInAdmin, test } from '../fixtures/recruiters';
import { E2E_RECRUITERS } from '../fixtures/settings';
import { workspaceShot } from '../fixtures/workspace';

/** REC-20 and REC-9: the command palette finds a candidate; the access log says what was read, in words. */

/** The candidate's side, through the API: a job title on the profile and the talent pool opt-in. */
async function discoverable(request: APIRequestContext, candidate: Candidate, jobTitle: string) {
  const login = await request.post('/api/login', { data: { username: candidate.email, password: candidate.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const experience = { section: 'experience', JobTitle: jobTitle, Company: 'Fabrikam', ExperienceDuration: '01-04-2021 - Present' };
  expect((await request.patch('/api/user-details', { headers, data: experience })).status()).toBe(200);
  expect((await request.put('/api/profile/discoverable', { headers, data: { discoverable: true } })).status()).toBe(200);
}

/** Screenshots at 1440 and 375 px (e2e/artifacts/ws-<name>-<width>.png), ending at 1440. */
async function shots(page: Page, name: string, whileNarrow?: () => Promise<void>) {
  await page.setViewportSize({ width: 375, height: 812 });
  await whileNarrow?.();
  await page.screenshot({ path: workspaceShot(name, 375) });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: workspaceShot(name, 1440) });
}

test('a recruiter finds a candidate with Ctrl-K and opens their page; the admin’s access log says so, in words (REC-20, REC-9)', async ({
  page,
  browser,
  baseURL,
  request,
  recruiter,
}) => {
  // Two browsers, axe four times and screenshots at two widths on a shared 2-core machine.
  test.setTimeout(120_000);
  // A surname no other test uses: the palette finds this candidate alone.
  const word = Date.now().toString(36).replace(/\d/g, '');
  const candidate = await createAccount(request, { ...newCandidate('palette'), lastName: `Quillfeather${word}` });
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await discoverable(request, candidate, 'Intune Endpoint Engineer');

  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, recruiter);
  await expect(page).toHaveURL(/\/recruiter$/);

  // Ctrl-K opens the palette (its code loads then); the pages are there before anything is typed.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: P.title });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expect(palette.getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.type(`quillfeather${word}`);
  const found = palette.getByRole('option', { name: new RegExp(name) });
  await expect(found).toBeVisible();
  await expect(found).toContainText('Intune Endpoint Engineer');
  await expect(palette.getByRole('group', { name: P.groups.candidates })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'palette');

  // Escape closes it; Ctrl-K again, Enter on the one result opens the candidate's page.
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(`quillfeather${word}`);
  await expect(palette.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  // The pages are filtered away: the candidate is the first option, and chosen.
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recruiter\/candidates\/\d+$/);
  await expect(palette).toBeHidden();
  await expect(page.getByText(name).first()).toBeVisible();

  // The admin: the access log filtered by the recruiter and by the candidate, looked up by name.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await signInAdmin(admin);
  await admin.goto('/recruiter/audit');
  await expect(admin.getByRole('heading', { name: A.pageTitle, level: 1 })).toBeVisible();
  await admin.getByLabel(A.memberFilter).selectOption({ label: E2E_RECRUITERS.fixture.name });
  await expect(admin).toHaveURL(/member=\d+/);
  await admin.getByRole('combobox', { name: A.candidateFilter }).fill(`quillfeather${word}`);
  await admin.getByRole('option', { name: new RegExp(name) }).click();
  await expect(admin).toHaveURL(/candidate=\d+/);
  const rows = admin.getByRole('grid', { name: A.pageTitle }).locator('[data-state="loaded"]');
  // Only the opening of the profile: the search itself recorded nothing.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(E2E_RECRUITERS.fixture.name);
  await expect(rows.first()).toContainText(`opened ${name}’s profile`);
  await expect(admin.getByRole('status').filter({ hasText: A.count(1) })).toBeVisible();
  await expect(admin.getByRole('group', { name: A.candidateFilter })).toContainText(name);
  expect(await axeViolations(admin)).toEqual([]);

  // The whole log, newest first, at both widths.
  await admin.getByRole('button', { name: A.clearFilters }).click();
  await expect(admin).toHaveURL(/\/recruiter\/audit$/);
  await expect(rows.first()).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await shots(admin, 'access-log', async () => {
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
  await context.close();
});
