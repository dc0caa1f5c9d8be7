import { expect, test } from '@playwright/test';
import { CAREERS_PAGE_SIZE, JOB_SNIPPET_LENGTH, PAGE_TEXTS, UI_MESSAGES } from '@careers/shared';

test.describe('a visitor browsing job openings', () => {
  test('opens the site, pages through the careers list, opens a job and reloads it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['About Us', 'Why Us?', 'Our Values', 'Who are we?', 'Careers', 'FAQs']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Candidate Login' })).toBeVisible();

    await nav.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    const careers = page.locator('#careers');
    const heading = careers.getByRole('heading', { name: /^Current Job Openings \(\d+\)$/ });
    await expect(heading).toBeVisible();
    const total = Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
    expect(total).toBeGreaterThan(CAREERS_PAGE_SIZE);

    const cards = careers.getByRole('article');
    await expect(cards).toHaveCount(CAREERS_PAGE_SIZE);
    // PUB-10: each card's snippet is 45 characters and an ellipsis.
    const snippet = await cards.first().locator('p').last().textContent();
    expect(snippet).toMatch(/\.\.\.$/);
    expect(snippet!.length).toBe(JOB_SNIPPET_LENGTH + 3);

    const pager = careers.getByRole('navigation', { name: 'Job openings pages' });
    await expect(pager.getByRole('button', { name: /Prev/ })).toBeDisabled();
    const lastPage = Math.ceil(total / CAREERS_PAGE_SIZE);
    const seen = new Set<string>();
    for (let n = 1; n <= lastPage; n++) {
      await expect(pager.getByText(`Page ${n} of ${lastPage}`)).toBeVisible();
      for (const title of await cards.getByRole('heading').allTextContents()) seen.add(title);
      if (n < lastPage) await pager.getByRole('button', { name: /Next/ }).click();
    }
    await expect(pager.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(seen.size).toBe(total);
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}`));

    // PUB-10: a card opens its own job.
    const second = cards.nth(1);
    const title = (await second.getByRole('heading').textContent())!.trim();
    await second.getByRole('link').click();
    await expect(page).toHaveURL(/\/job\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();
    await expect(page.getByText(PAGE_TEXTS.jobLocationLine)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', /\/apply\?job=\d+$/);
  });

  test('a direct visit to a job shows the loading text, then the job', async ({ page }) => {
    const response = await page.request.get('/api/getJobOpenings');
    const { job_openings: jobs } = await response.json();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/getDetails', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/job/${jobs[0].job_id}`);
    await expect(page.getByText(UI_MESSAGES.loadingJobDetails)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: jobs[0].job_title })).toBeVisible();
  });

  test('the job list shows its loading text, and "No Jobs Found." when the list fails, with no count and a Try again (PUB-9)', async ({
    page,
  }) => {
    await page.route('**/api/getJobOpenings*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}', contentType: 'application/json' }),
    );
    await page.goto('/careers');
    const careers = page.locator('#careers');
    await expect(careers.getByText(UI_MESSAGES.noJobsFound)).toBeVisible({ timeout: 15_000 });
    await expect(careers.getByText(PAGE_TEXTS.jobListFailed)).toBeVisible();
    const heading = careers.getByRole('heading', { name: /^Current Job Openings/ });
    await expect(heading).toHaveText(PAGE_TEXTS.currentJobOpeningsUncounted);

    // The API is back: Try again loads the list and its count.
    await page.unroute('**/api/getJobOpenings*');
    await careers.getByRole('button', { name: PAGE_TEXTS.jobListRetry }).click();
    await expect(heading).toHaveText(/^Current Job Openings \(\d+\)$/);
    await expect(careers.getByRole('link').first()).toBeVisible();
    await expect(careers.getByText(PAGE_TEXTS.jobListFailed)).toHaveCount(0);
  });

  test('direct loads of the lazily loaded pages give React Router its HydrateFallback: no warning in the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('HydrateFallback')) warnings.push(`${page.url()}: ${message.text()}`);
    });
    for (const url of ['/signup', '/login', '/profile', '/apply?job=1', '/recruiter']) {
      await page.goto(url);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });

  test('an unknown route and an unknown job show the not-found page with HTTP 404', async ({ page }) => {
    for (const url of ['/this/does/not/exist', '/job/987654']) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
      await expect(page.getByText(PAGE_TEXTS.notFoundText)).toBeVisible();
      await page.getByRole('link', { name: PAGE_TEXTS.backToHome }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe('careers search (PUB-7)', () => {
  test('filters change the list and the count, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/careers');
    const careers = page.locator('#careers');
    const heading = careers.getByRole('heading', { name: /^Current Job Openings \(\d+\)$/ });
    const count = async () => Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
    await expect(careers.getByRole('article').first()).toBeVisible();
    const all = await count();

    // A select applies on change: only part-time jobs remain, and the count says how many.
    await careers.getByLabel('Job type').selectOption('Part-time');
    await expect(page).toHaveURL(/[?&]type=Part-time/);
    await expect.poll(count).toBeLessThan(all);
    const partTime = await count();
    await expect(careers.getByRole('article')).toHaveCount(Math.min(partTime, CAREERS_PAGE_SIZE));
    for (const card of await careers.getByRole('article').all()) await expect(card.getByText('Part-time', { exact: true })).toBeVisible();

    // Text filters apply on Search (or Enter).
    await careers.getByLabel('Job type').selectOption('');
    await careers.getByLabel('Position / role').fill('azure');
    await careers.getByLabel('Position / role').press('Enter');
    await expect(page).toHaveURL(/[?&]q=azure/);
    await expect.poll(count).toBeLessThan(all);
    const azure = await count();
    for (const title of await careers.getByRole('article').getByRole('heading').allTextContents()) expect(title).toMatch(/azure/i);

    await page.reload();
    await expect(heading).toHaveText(PAGE_TEXTS.currentJobOpenings(azure));
    await expect(careers.getByLabel('Position / role')).toHaveValue('azure');

    // Nothing matches: the count is 0 and the list says so.
    await careers.getByLabel('Department').fill('no such department');
    await careers.getByRole('button', { name: 'Search' }).click();
    await expect(heading).toHaveText(PAGE_TEXTS.currentJobOpenings(0));
    await expect(careers.getByText(UI_MESSAGES.noJobsFound)).toBeVisible();
  });
});
