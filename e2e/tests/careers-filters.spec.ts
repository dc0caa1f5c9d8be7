import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { SEARCH_FILTER_MESSAGES as S } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { tokenOf } from '../fixtures/applicants';
import { expect, test } from '../fixtures/recruiters';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

/** A remote job posted through the API with the given terms; answers its id. */
async function postJob(request: APIRequestContext, token: string, title: string, terms: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/recruiter/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      job_title: title,
      department: 'Modern Workplace',
      category: 'Microsoft Cloud',
      job_type: 'Freelance',
      is_remote: true,
      location: 'Remote',
      closing_date: '',
      job_description: '<p>Roll out Intune and Autopilot for European clients, fully remote, with a friendly team.</p>',
      ...terms,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { job: { job_id: number } }).job.job_id;
}

/** The careers block's filter area, once its lazy part (pay, country, skills) has loaded. */
async function filters(page: Page) {
  const search = page.getByRole('search', { name: 'Search job openings' });
  await expect(search.getByLabel(S.workFromLabel)).toBeVisible();
  return search;
}

test.describe('careers filters on pay, country and skills (PUB-20)', () => {
  test('“I can work from Philippines”, a minimum pay in INR and a skill find the right jobs and stay in the URL', async ({
    page,
    request,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const token = await tokenOf(request, recruiter);
    const word = `Kestrel${Date.now()}`;
    // €700 a day (₹72,450 at the seeded rates) from India or the Philippines, with Intune.
    const manila = `${word} Endpoint Engineer`;
    await postJob(request, token, manila, {
      pay: { min: 60_000, max: 70_000, currency: 'EUR', unit: 'day' },
      remote_countries: ['IN', 'PH'],
      skills_required: ['intune', 'autopilot'],
    });
    // €60 an hour (€480 a day, ₹49,680) from India only, with Azure.
    const pune = `${word} Azure Architect`;
    await postJob(request, token, pune, {
      pay: { min: 5_000, max: 6_000, currency: 'EUR', unit: 'hour' },
      remote_countries: ['IN'],
      skills_required: ['azure'],
    });

    await page.goto(`/careers?q=${word}`);
    const area = await filters(page);
    await expect(page.getByText(manila)).toBeVisible();
    await expect(page.getByText(pune)).toBeVisible();

    // I can work from Philippines: the PH-eligible job, not the India-only one.
    await area.getByLabel(S.workFromLabel).selectOption({ label: 'Philippines' });
    await expect(page).toHaveURL(/workFrom=PH/);
    await expect(page.getByText(pune)).toBeHidden();
    await expect(page.getByText(manila)).toBeVisible();

    // A minimum pay in INR per day, applied with Search: ₹60,000 keeps the €700 job.
    await area.getByLabel(S.workFromLabel).selectOption({ label: S.workFromAny });
    await expect(page.getByText(pune)).toBeVisible();
    await area.getByRole('textbox', { name: S.minPayLabel }).fill('60,000');
    await area.getByLabel(S.currencyLabel).selectOption('INR');
    await area.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/minPay=60%2C000&currency=INR&unit=day|minPay=60,000&currency=INR&unit=day/);
    await expect(page.getByText(pune)).toBeHidden();
    await expect(page.getByText(manila)).toBeVisible();
    // A lower amount finds both: ₹49,680 reaches ₹45,000.
    await area.getByRole('textbox', { name: S.minPayLabel }).fill('45000');
    await area.getByRole('textbox', { name: S.minPayLabel }).press('Enter');
    await expect(page.getByText(pune)).toBeVisible();

    // A skill, picked by its alias.
    await area.getByLabel(S.skillsLabel, { exact: true }).fill('Intune');
    await area.getByLabel(S.skillsLabel, { exact: true }).press('Enter');
    await expect(area.getByRole('button', { name: S.removeSkill('Microsoft Intune') })).toBeVisible();
    await expect(page).toHaveURL(/skills=intune/);
    await expect(page.getByText(pune)).toBeHidden();
    await expect(page.getByText(manila)).toBeVisible();
    await area.getByLabel(S.workFromLabel).selectOption({ label: 'Philippines' });
    await expect(page.getByText(manila)).toBeVisible();

    // The URL keeps them on reload.
    await page.reload();
    const again = await filters(page);
    await expect(again.getByLabel(S.workFromLabel)).toHaveValue('PH');
    await expect(again.getByRole('textbox', { name: S.minPayLabel })).toHaveValue('45000');
    await expect(again.getByLabel(S.currencyLabel)).toHaveValue('INR');
    await expect(again.getByRole('button', { name: S.removeSkill('Microsoft Intune') })).toBeVisible();
    await expect(page.getByText(manila)).toBeVisible();
    await expect(page.getByText(pune)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);

    // An amount that is not one says so, and the search stays as it was.
    await again.getByRole('textbox', { name: S.minPayLabel }).fill('lots');
    await again.getByRole('button', { name: 'Search' }).click();
    await expect(again.getByText(S.minPayInvalid)).toBeVisible();
    await expect(page).toHaveURL(/minPay=45000/);
    await again.getByRole('textbox', { name: S.minPayLabel }).fill('45000');
    await again.getByRole('button', { name: 'Search' }).click();
    await expect(again.getByText(S.minPayInvalid)).toBeHidden();

    for (const [label, width, height] of [
      ['phone', 375, 812],
      ['desktop', 1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await again.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await page.locator('#careers').screenshot({ path: shot(`careers-filters-${label}`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await axeViolations(page)).toEqual([]);

    // Clearing them leaves the other filters.
    await again.getByRole('button', { name: S.clearFilters }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}$`));
    await expect(page.getByText(pune)).toBeVisible();
  });
});
