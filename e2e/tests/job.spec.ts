import { expect, test, type APIRequestContext } from '@playwright/test';
import { COPIED_NOTICE_MS, DETAIL_PAGE_JOB_CARDS, MAX_PAGE_SIZE, PAGE_TEXTS, UI_MESSAGES, type Job } from '@careers/shared';

const openJobs = async (request: APIRequestContext): Promise<Job[]> =>
  (await (await request.get(`/api/getJobOpenings?pageSize=${MAX_PAGE_SIZE}`)).json()).job_openings;

test.describe('a job page', () => {
  test('offers Apply Now, Apply with LinkedIn, Save job, three other jobs and a link to all openings', async ({ page }) => {
    const [job] = await openJobs(page.request);
    await page.goto(`/job/${job!.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: job!.job_title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${job!.job_title}`));
    await expect(page.getByRole('link', { name: PAGE_TEXTS.applyNow })).toHaveAttribute('href', `/apply?job=${job!.job_id}`);
    await expect(page.getByRole('link', { name: PAGE_TEXTS.applyWithLinkedIn })).toHaveAttribute(
      'href',
      `/apply?job=${job!.job_id}&mode=linkedin`,
    );
    await expect(page.getByRole('heading', { name: PAGE_TEXTS.cantFindRole })).toBeVisible();

    // APP-6: an anonymous visitor is sent to login first, and comes back here afterwards.
    await page.getByRole('button', { name: PAGE_TEXTS.saveJob }).click();
    await expect(page.getByText(UI_MESSAGES.signInToSaveJobs)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: job!.job_title })).toBeVisible();

    const others = page.getByRole('region', { name: 'More open roles' }).getByRole('article');
    await expect(others).toHaveCount(DETAIL_PAGE_JOB_CARDS);
    await expect(others.getByRole('heading', { name: job!.job_title, exact: true })).toHaveCount(0);
    const next = (await others.first().getByRole('heading').textContent())!;
    await others.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeInViewport();
    await expect(page).toHaveTitle(new RegExp(`^${next.replace(/[()]/g, '\\$&')}`));

    await page.getByRole('link', { name: PAGE_TEXTS.viewAllJobOpenings }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('#careers').getByRole('heading', { level: 2 }).first()).toBeInViewport();
  });

  test('the share dialog carries the job URL and title; copying shows Copied! for 1.5 s; Escape closes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const [job] = await openJobs(page.request);
    const url = `${baseURL}/job/${job!.job_id}`;
    await page.goto(`/job/${job!.job_id}`);
    const share = page.getByRole('button', { name: PAGE_TEXTS.shareJob });
    await share.click();
    const dialog = page.getByRole('dialog', { name: PAGE_TEXTS.shareThisJob });
    await expect(dialog).toBeVisible();
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Email']) {
      await expect(dialog.getByRole('link', { name })).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(url).replace(/[.?]/g, '\\$&')),
      );
    }
    await expect(dialog.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      new RegExp(`text=${encodeURIComponent(job!.job_title).slice(0, 20)}`),
    );

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const notice = dialog.getByText(UI_MESSAGES.copied);
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(notice).toBeHidden({ timeout: COPIED_NOTICE_MS + 1000 });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('the server sends JobPosting JSON-LD and link-preview tags; the sitemap lists every open job', async ({ page, baseURL }) => {
    const jobs = await openJobs(page.request);
    const job = jobs.find((j) => j.closing_date)!;
    await page.goto(`/job/${job.job_id}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: job.job_title,
      datePosted: job.posted_date,
      validThrough: expect.stringMatching(new RegExp(`^${job.closing_date}T`)),
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      employmentType: expect.stringMatching(/^(CONTRACTOR|PART_TIME|FULL_TIME)$/),
      jobLocationType: 'TELECOMMUTE',
    });
    expect(ld.description).toContain('<');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${job.job_title}`));

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining([`${baseURL}/`, ...jobs.map((j) => `${baseURL}/job/${j.job_id}`)]));
    expect(locs).toHaveLength(jobs.length + 1);
    expect(await (await page.request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
