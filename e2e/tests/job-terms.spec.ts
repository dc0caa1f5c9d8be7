import { JOB_TERMS_MESSAGES as JT, PAGE_TEXTS, RECRUITER_MESSAGES as R } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { fillTermsJob } from '../fixtures/job-form';
import { shots } from '../fixtures/screenshots';

test.describe('job terms (PUB-18, REC-24)', () => {
  test('a recruiter posts a EUR day-rate range for India and the Philippines with three skills; the job page shows them', async ({
    page,
    browser,
    baseURL,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const rec = await recruiterPage(browser, recruiter, baseURL);
    await rec.goto('/recruiter/jobs/new');
    const title = `Intune Rollout Lead ${Date.now()}`;
    // Without pay the form says what is missing (the same message as the API's).
    await rec.getByLabel('Job title').fill(title);
    await rec.getByRole('button', { name: 'Post job' }).click();
    await expect(rec.getByText(JT.payMinRequired)).toBeVisible();

    await fillTermsJob(rec, title);
    expect(await axeViolations(rec)).toEqual([]);
    await shots(rec, 'job-terms-posting-form');
    await rec.getByRole('button', { name: 'Post job' }).click();
    await expect(rec.getByText(R.jobCreated)).toBeVisible();

    const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings?q=Intune%20Rollout%20Lead&pageSize=50')).json();
    const job = jobs.find((j: { job_title: string }) => j.job_title === title);
    expect(job).toMatchObject({
      pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
      remote_countries: ['IN', 'PH'],
      skills_required: ['intune', 'autopilot', 'entra-id'],
    });

    await page.goto(`/job/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(PAGE_TEXTS.jobLocationLine)).toBeVisible();
    await expect(page.getByText(`${JT.companyLocationLabel}:`)).toBeVisible();
    await expect(page.getByText('You may work from India and Philippines').first()).toBeVisible();
    // Pay is said once, in the facts; the header keeps the title, the company's line and the role's place.
    await expect(page.getByRole('definition').filter({ hasText: '€600–750 / day' })).toHaveCount(1);
    const header = page.getByRole('heading', { level: 1, name: title }).locator('..');
    await expect(header).toContainText(PAGE_TEXTS.jobLocationLine);
    await expect(header).not.toContainText('€600–750');
    const required = page.getByRole('list', { name: JT.skillsRequiredLabel });
    for (const name of ['Microsoft Intune', 'Windows Autopilot', 'Microsoft Entra ID'])
      await expect(required.getByText(name)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'job-terms-job-page');
  });
});
