import { EXCHANGE_RATE_MESSAGES as M, WORKSPACE_MESSAGES as W, formatDate, localIsoDay } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { postJobByApi, tokenOf } from '../fixtures/applicants';
import { expect, signInAdmin, test } from '../fixtures/recruiters';
import { E2E_RECRUITERS } from '../fixtures/settings';
import { expectWorkspace, goToPlace } from '../fixtures/workspace';
import { artifactPath, shotsAndAxe } from '../fixtures/screenshots';

test.describe('pay in the candidate’s currency (PUB-19, REC-25)', () => {
  test('an admin sets the PHP rate; a visitor who chooses PHP sees the range converted at it, with its day', async ({
    page,
    browser,
    baseURL,
    request,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const title = `Entra ID Engineer ${Date.now()}`;
    const jobId = await postJobByApi(request, await tokenOf(request, recruiter), title);
    // The admin's own today, the dialog's default day (the test runs where the browser does).
    const today = formatDate(localIsoDay(new Date()));

    // REC-25: the admin's page, from the rail.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAdmin(page);
    await goToPlace(page, W.nav.exchangeRates);
    await expect(page).toHaveURL(/\/recruiter\/exchange-rates$/);
    await expectWorkspace(page);
    await expect(page.getByRole('heading', { name: M.pageTitle, level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: M.tableLabel });
    await expect(table.getByRole('row')).toHaveCount(17); // the header and 16 currencies
    // Other rates are still the starting values the site was installed with.
    await expect(page.getByRole('note', { name: M.seedNoticeTitle })).toBeVisible();
    await shotsAndAxe(page, 'rates-admin');

    // Keyboard only: the row's Edit button, the rate, the day kept at today, Save.
    await table.getByRole('button', { name: M.editLabel('PHP') }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'PHP: Philippine peso' });
    const rate = dialog.getByRole('textbox', { name: M.rateLabel('PHP') });
    await rate.fill('66.1234567');
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(dialog.getByText(M.rateInvalid)).toBeVisible();
    await rate.fill('66.5');
    await expect(dialog.getByText('€100 ≈ ₱6,650')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('rates-admin-edit-1440') });
    await rate.press('Enter');
    await expect(page.getByText(M.saved('PHP'))).toBeVisible();
    const php = table.getByRole('row', { name: /PHP/ });
    await expect(php.getByRole('cell', { name: '66.5', exact: true })).toBeVisible();
    await expect(php).toContainText(`${E2E_RECRUITERS.admin.name}, ${today}`);

    // PUB-19: a visitor (a browser in the US: no currency from the locale) chooses PHP on the job page.
    const visitor = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const job = await visitor.newPage();
    await job.goto(`/job/${jobId}`);
    await expect(job.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(job.getByText('€600–750 / day').first()).toBeVisible();
    await expect(job.getByTestId('approximate-pay')).toHaveCount(0);
    await job.getByRole('combobox', { name: M.showPayIn }).selectOption('PHP');
    const approximate = job.getByTestId('approximate-pay').first();
    await expect(approximate).toContainText('₱39,900–49,875 / day');
    await expect(approximate).toContainText(`at the rates of ${today}`);
    await shotsAndAxe(job, 'rates-job-page');

    // The choice is remembered: the careers list shows the job's card with the same amounts.
    await job.goto(`/careers?q=${encodeURIComponent(title)}`);
    const card = job.getByRole('article').filter({ has: job.getByRole('link', { name: title }) });
    await expect(card.getByTestId('approximate-pay')).toContainText('₱39,900–49,875 / day');
    await expect(job.getByRole('combobox', { name: M.showPayIn })).toHaveValue('PHP');
    expect(await axeViolations(job)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await job.screenshot({ path: artifactPath('rates-careers-1440') });
    await visitor.close();

    // A browser in the Philippines reads pay in pesos without choosing.
    const manila = await browser.newContext({ baseURL, locale: 'en-PH' });
    const inManila = await manila.newPage();
    await inManila.goto(`/job/${jobId}`);
    await expect(inManila.getByTestId('approximate-pay').first()).toContainText('₱39,900–49,875 / day');
    await manila.close();
  });
});
