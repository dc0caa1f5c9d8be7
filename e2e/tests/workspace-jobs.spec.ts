import { OVERVIEW_MESSAGES as O, RECRUITER_MESSAGES as R } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { applyByApi, postJobByApi, tokenOf } from '../fixtures/applicants';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { expectWorkspace, workspaceShot } from '../fixtures/workspace';

/** REC-17, REC-18: the workspace's Dashboard and Jobs table, as a recruiter uses them. */

test.describe('the dashboard and the jobs table (REC-17, REC-18)', () => {
  test('the dashboard shows what needs the recruiter today, at 1440 and 375 px, axe clean', async ({
    browser,
    baseURL,
    request,
    recruiter,
    candidate,
  }) => {
    test.setTimeout(90_000);
    const title = `Dashboard Sentinel ${Date.now().toString(36)}`;
    const jobId = await postJobByApi(request, await tokenOf(request, recruiter), title);
    await applyByApi(request, candidate, jobId);
    const page = await recruiterPage(browser, recruiter, baseURL);
    await expectWorkspace(page);
    await expect(page.getByRole('heading', { level: 1, name: O.dashboardTitle })).toBeVisible();
    // The new application waits in "to review"; the job the recruiter posted (and so watches) shows its pipeline.
    await expect(page.getByRole('region', { name: O.newTitle }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByRole('region', { name: O.watchedTitle }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    for (const section of [O.stalledTitle(7), O.interviewsTitle, O.activityTitle])
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: O.activityTitle })
        .getByText(O.activityApplied(`${candidate.firstName} ${candidate.lastName}`, title)),
    ).toBeVisible();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page), `dashboard at ${width}`).toEqual([]);
      await page.screenshot({ path: workspaceShot('overview-dashboard', width), fullPage: true });
    }
    // One click from the dashboard into the job's applicants.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole('region', { name: O.newTitle })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/recruiter/jobs/${jobId}$`));
    await page.context().close();
  });

  test('search, open a job in one click, come back to the same search; close and reopen from the row', async ({
    browser,
    baseURL,
    request,
    recruiter,
  }) => {
    test.setTimeout(90_000);
    const title = `Jobs Table Intune ${Date.now().toString(36)}`;
    const jobId = await postJobByApi(request, await tokenOf(request, recruiter), title);
    const page = await recruiterPage(browser, recruiter, baseURL);
    await page.goto('/recruiter/jobs');
    await expect(page.getByRole('heading', { level: 1, name: O.jobsTitle })).toBeVisible();
    const grid = page.getByRole('grid', { name: O.jobsTitle });
    await page.getByRole('searchbox', { name: O.searchPlaceholder }).fill(title);
    await expect(page).toHaveURL(/[?&]q=Jobs/);
    const row = grid.getByRole('row').filter({ hasText: title });
    await expect(grid.locator('[data-state="loaded"]')).toHaveCount(1);
    await expect(row).toContainText(O.statusOpen);

    // One click anywhere on the row (here its location) opens the job's applicants; Back restores the search.
    await row.getByText('Remote (India)').click();
    await expect(page).toHaveURL(new RegExp(`/recruiter/jobs/${jobId}$`));
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: O.searchPlaceholder })).toHaveValue(title);
    await expect(row).toBeVisible();

    // Close from the row's menu, after a confirmation; then reopen.
    await row.getByRole('button', { name: O.rowActions(title) }).click();
    await page.getByRole('menuitem', { name: O.closeJob }).click();
    const confirm = page.getByRole('dialog', { name: O.closeConfirmTitle(title) });
    await expect(confirm).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: O.closeJob }).click();
    await expect(page.getByText(R.jobClosedNow)).toBeVisible();
    await expect(row).toContainText(O.statusClosed);
    expect((await page.request.get(`/job/${jobId}`)).status()).toBe(404);
    await row.getByRole('button', { name: O.rowActions(title) }).click();
    await page.getByRole('menuitem', { name: O.reopenJob }).click();
    await page
      .getByRole('dialog', { name: O.reopenConfirmTitle(title) })
      .getByRole('button', { name: O.reopenJob })
      .click();
    await expect(page.getByText(R.jobOpened)).toBeVisible();
    await expect(row).toContainText(O.statusOpen);

    // The whole table, unfiltered, at both widths: axe clean, the table scrolls inside its frame on a phone.
    await page.goto('/recruiter/jobs');
    await expect(grid.locator('[data-state="loaded"]').first()).toBeVisible();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page), `jobs table at ${width}`).toEqual([]);
      await page.screenshot({ path: workspaceShot('overview-jobs', width), fullPage: width === 375 });
    }
    await page.context().close();
  });
});
