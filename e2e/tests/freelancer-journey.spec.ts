import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  APPLICANTS_TABLE_MESSAGES as AT,
  EXCHANGE_RATE_MESSAGES as XR,
  FIT_MESSAGES as F,
  RECRUITER_MESSAGES as R,
  SEARCH_FILTER_MESSAGES as S,
  formatConvertedPay,
  type ExchangeRates,
} from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { createAccount, newCandidate, openSignedIn, type Candidate } from '../fixtures/accounts';
import { applyByApi } from '../fixtures/applicants';
import { fillTermsJob } from '../fixtures/job-form';
import { freshPhilippineMobile, openPersonalWithPhilippines, saveAndVerifyPhilippineMobile } from '../fixtures/mobile';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { MARIA_TERMS, RAVI_TERMS, saveTerms } from '../fixtures/terms';

/**
 * What a freelancer decides on (PUB-18 to PUB-20, PRO-20, APP-10), end to end, as its people live it: a recruiter posts a EUR day rate for India and the
 * Philippines with three required skills (PUB-18, REC-24); Maria in Manila, with two of them and a rate in
 * pesos, finds it with "I can work from Philippines" (PUB-20), reads the pay in pesos (PUB-19) and her fit
 * (APP-10), saves and verifies her +63 number (PRO-15) and applies; the recruiter sorts the applicants by
 * fit (REC-26).
 */

const shot = (name: string, width: number) => path.join(import.meta.dirname, '..', 'artifacts', `journey-${name}-${width}.png`);

/** The rates the site uses now (another spec may have set the peso's), as the shared conversion reads them. */
async function currentRates(request: APIRequestContext): Promise<ExchangeRates> {
  const body = (await (await request.get('/api/exchange-rates')).json()) as { as_of: string; rates: Record<string, string> };
  return { asOf: body.as_of, perEur: body.rates };
}

test.describe('what a freelancer decides on (PUB-18 to PUB-20, PRO-20, APP-10, end to end)', () => {
  test.use({ reducedMotion: 'reduce', locale: 'en-US' });

  test('a EUR day rate for IN and PH with three skills: Maria in Manila finds it from the Philippines, reads pesos and her fit, verifies her +63 number and applies; the recruiter sorts by fit', async ({
    page,
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(240_000);
    // The recruiter posts through the form: €600–750 a day, India and the Philippines, three skills.
    const rec = await recruiterPage(browser, recruiter, baseURL);
    await rec.goto('/recruiter/jobs/new');
    const title = `Endpoint Lead ${Date.now().toString(36)}`;
    await fillTermsJob(rec, title);
    await rec.getByRole('button', { name: 'Post job' }).click();
    await expect(rec.getByText(R.jobCreated)).toBeVisible();

    // Maria in Manila: Intune and Entra ID (not Autopilot), at least ₱40,500 a day. Ravi in Pune has all three.
    const maria: Candidate = { ...candidate, firstName: 'Maria', lastName: 'Santos' };
    await saveTerms(request, maria, {
      ...MARIA_TERMS,
      skills: [
        { skill: 'intune', years: 5 },
        { skill: 'entra-id', years: 4 },
      ],
      available_from: null,
      notice_period_weeks: 2,
    });
    const ravi = await createAccount(request, { ...newCandidate('journey-ravi'), firstName: 'Ravi', lastName: 'Kumar' });
    await saveTerms(request, ravi, {
      ...RAVI_TERMS,
      skills: [
        { skill: 'intune', years: 6 },
        { skill: 'autopilot', years: 4 },
        { skill: 'entra-id', years: 5 },
      ],
      available_from: null,
      notice_period_weeks: 1,
    });

    // Maria finds it from the Philippines (her browser says en-US: the pesos come from her profile).
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, maria, `/careers?q=${encodeURIComponent(title)}`);
    const search = page.getByRole('search', { name: 'Search job openings' });
    await search.getByLabel(S.workFromLabel).selectOption({ label: 'Philippines' });
    await expect(page).toHaveURL(/workFrom=PH/);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    const rates = await currentRates(request);
    const pesos = formatConvertedPay({ min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' }, 'PHP', rates, { style: 'short' });
    expect(pesos).toMatch(/^₱[\d,]+–[\d,]+ \/ day$/);
    await expect(card.getByTestId('approximate-pay')).toContainText(pesos!);
    await expect(page.getByRole('combobox', { name: XR.showPayIn })).toHaveValue('PHP');
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('careers', 1440) });

    // The job page: the range in pesos and her fit, in words, with what the fit never does.
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('€600–750 / day').first()).toBeVisible();
    await expect(page.getByTestId('approximate-pay').first()).toContainText(pesos!);
    const fit = page.getByRole('complementary', { name: F.panelTitle });
    await expect(fit.getByText(/^2 of 3 required skills \(missing: Windows Autopilot\)/)).toBeVisible();
    await expect(fit.getByText(/^Your rate fits the range/)).toBeVisible();
    await expect(fit.getByText('You may work from Philippines')).toBeVisible();
    await expect(fit.getByText(F.neverDecides)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('job-page', 1440), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await fit.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('job-page', 375), fullPage: true });
    const jobId = Number(/\/job\/(\d+)/.exec(page.url())?.[1]);

    // Her +63 number, saved and verified on her profile.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/profile');
    await openPersonalWithPhilippines(page);
    await saveAndVerifyPhilippineMobile(page, freshPhilippineMobile());

    // Both apply; the recruiter sorts the applicants by fit: Ravi (3 of 3) before Maria (2 of 3).
    await applyByApi(request, maria, jobId, 'Maria');
    await applyByApi(request, ravi, jobId, 'Ravi');
    await rec.goto(`/recruiter/jobs/${jobId}`);
    const grid = rec.getByRole('grid', { name: `${AT.title}: ${title}` });
    await expect(grid.getByRole('row').filter({ hasText: 'Maria' })).toContainText('2/3 skills');
    const fitHeader = grid.getByRole('columnheader', { name: AT.columns.fit }).getByRole('button');
    await fitHeader.click();
    if (!/dir=desc/.test(rec.url())) await fitHeader.click();
    await expect(rec).toHaveURL(/sort=fit/);
    await expect(rec).toHaveURL(/dir=desc/);
    const rows = grid.locator('[role="row"][data-state="loaded"]');
    await expect(rows.first()).toContainText('Ravi');
    await expect(rows.nth(1)).toContainText('Maria');
    expect(await axeViolations(rec)).toEqual([]);
    await rec.screenshot({ path: shot('applicants-by-fit', 1440) });
    await rec.context().close();
  });
});
