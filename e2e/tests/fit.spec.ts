import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { APPLICANTS_TABLE_MESSAGES as M, FIT_MESSAGES as F } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { createAccount, newCandidate, openSignedIn, type Candidate } from '../fixtures/accounts';
import { applyByApi, tokenOf } from '../fixtures/applicants';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { MARIA_TERMS, RAVI_TERMS, saveTerms } from '../fixtures/terms';

/** APP-10, REC-26 (docs/decisions/043): the explainable fit on the job page and in the applicants table. */

const shot = (name: string, width: number) => path.join(import.meta.dirname, '..', 'artifacts', `fit-${name}-${width}.png`);
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** €600–750 a day, from India or the Philippines, three required skills, starting in five weeks. */
async function postJob(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post('/api/recruiter/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      job_title: title,
      department: 'Modern Workplace',
      category: 'Security',
      job_type: 'Freelance',
      is_remote: true,
      location: 'Remote (India, Philippines)',
      closing_date: '',
      job_description: '<p>Roll out Intune and Entra ID for European clients, fully remote.</p>',
      pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
      start_date: dayIn(35),
      hours_per_week: 40,
      remote_countries: ['IN', 'PH'],
      cet_overlap_hours: 2,
      skills_required: ['entra-id', 'intune', 'purview'],
      skills_nice: ['powershell'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { job_id: number } }).job.job_id;
}

test.describe('the explainable fit (APP-10, REC-26)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a candidate in Manila with two of three required skills reads the fit lines on the job page; the recruiter sorts the applicants by fit', async ({
    page,
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(180_000);
    const title = `Identity Engineer ${Date.now().toString(36)}`;
    const jobId = await postJob(request, await tokenOf(request, recruiter), title);

    // Maria in Manila: Entra ID and Intune (not Purview), ₱40,500 a day, available in three weeks.
    const maria: Candidate = { ...candidate, firstName: 'Maria', lastName: 'Santos' };
    await saveTerms(request, maria, {
      ...MARIA_TERMS,
      skills: [
        { skill: 'entra-id', years: 6 },
        { skill: 'intune', years: 4 },
      ],
      available_from: dayIn(21),
      notice_period_weeks: null,
    });
    // Ravi in Pune: all three skills, a day rate in EUR, available now.
    const ravi = await createAccount(request, { ...newCandidate('fit-ravi'), firstName: 'Ravi', lastName: 'Kumar' });
    await saveTerms(request, ravi, {
      ...RAVI_TERMS,
      skills: [
        { skill: 'entra-id', years: 3 },
        { skill: 'intune', years: 3 },
        { skill: 'purview', years: 2 },
      ],
      available_from: null,
      notice_period_weeks: 2,
    });
    // A third with no terms at all: every line says what to add.
    const asha = await createAccount(request, { ...newCandidate('fit-asha'), firstName: 'Asha', lastName: 'Rao' });
    await applyByApi(request, ravi, jobId, 'Ravi');
    await applyByApi(request, maria, jobId, 'Maria');
    await applyByApi(request, asha, jobId, 'Asha');

    // The candidate's side: the lines on the job page, in words, with what the fit never does.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, maria, `/job/${jobId}`);
    const panel = page.getByRole('complementary', { name: F.panelTitle });
    await expect(panel.getByText('2 of 3 required skills (missing: Microsoft Purview) and 0 of 1 nice-to-have')).toBeVisible();
    // ₱40,500 at the peso's rate of the day (another spec may have set it): about €600, inside €600–750.
    await expect(panel.getByText(/^Your rate fits the range \(≈ €6\d\d per day at the rates of /)).toBeVisible();
    await expect(panel.getByText('Available 2 weeks before the start')).toBeVisible();
    await expect(panel.getByText(/^\d+(\.\d+)? h overlap with CET$/)).toBeVisible();
    await expect(panel.getByText('You may work from Philippines')).toBeVisible();
    await expect(panel.getByText(F.neverDecides)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('job-page', 1440) });
    await page.setViewportSize({ width: 375, height: 812 });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText('You may work from Philippines')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('job-page', 375) });

    // The recruiter's side: the Fit column, sorted by fit (all required skills first), the lines in the panel.
    const desk = await recruiterPage(browser, recruiter, baseURL);
    await desk.goto(`/recruiter/jobs/${jobId}`);
    const grid = desk.getByRole('grid', { name: `${M.title}: ${title}` });
    await expect(grid.getByRole('row').filter({ hasText: 'Maria' })).toContainText('2/3 skills');
    await grid.getByRole('columnheader', { name: M.columns.fit }).getByRole('button').click();
    await expect(desk).toHaveURL(/sort=fit/);
    // Highest fit first: the header's first click may sort either way; the order must follow it.
    if (!/dir=desc/.test(desk.url())) await grid.getByRole('columnheader', { name: M.columns.fit }).getByRole('button').click();
    await expect(desk).toHaveURL(/sort=fit&dir=desc|dir=desc&sort=fit/);
    await expect(desk.getByText(F.sortExplained)).toBeVisible();
    await expect(grid.locator('[role="row"][data-state="loaded"]').first()).toContainText('Ravi');
    await expect(grid.locator('[role="row"][data-state="loaded"]').nth(1)).toContainText('Maria');
    await expect(grid.locator('[role="row"][data-state="loaded"]').nth(2)).toContainText('Asha');
    await desk.getByRole('button', { name: new RegExp(F.filters.allSkills) }).click();
    await expect(grid.locator('[role="row"][data-state="loaded"]')).toHaveCount(1);
    await expect(grid.locator('[role="row"][data-state="loaded"]').first()).toContainText('Ravi');
    await desk.getByRole('button', { name: new RegExp(F.filters.allSkills) }).click();
    await expect(grid.locator('[role="row"][data-state="loaded"]')).toHaveCount(3);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: shot('applicants', 1440) });

    await grid.locator('[role="row"][data-state="loaded"]').nth(1).click();
    const fit = desk.getByRole('region', { name: F.fullFitTitle });
    await expect(fit.getByText('May work from Philippines')).toBeVisible();
    await expect(fit.getByText(/Rules version 2026-11-1, compared on/)).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: shot('applicants-panel', 1440) });
    await desk.setViewportSize({ width: 375, height: 812 });
    await expect(fit.getByText('May work from Philippines')).toBeVisible();
    await desk.screenshot({ path: shot('applicants-panel', 375) });
    await desk.goto(`/recruiter/jobs/${jobId}?sort=fit&dir=desc`);
    await expect(desk.locator('[role="row"][data-state="loaded"]').first()).toContainText('Ravi');
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: shot('applicants', 375) });
    await desk.context().close();
  });
});
