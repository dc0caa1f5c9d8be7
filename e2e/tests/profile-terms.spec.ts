import { PROFILE_TERMS_MESSAGES as PT, TALENT_MESSAGES as T } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { openSignedIn } from '../fixtures/accounts';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { shots } from '../fixtures/screenshots';

// The candidate's browser is in Manila: the time zone is proposed from it.
test.use({ timezoneId: 'Asia/Manila' });

test.describe('profile terms (PRO-20, REC-10)', () => {
  test('a candidate in Manila enters skills by alias, a PHP rate and availability; a recruiter finds them by skill and maximum rate', async ({
    page,
    browser,
    baseURL,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, candidate);
    const card = page.getByRole('region', { name: PT.sectionTitle });
    await expect(card.getByText(PT.empty)).toBeVisible();
    await card.getByRole('button', { name: 'Add skills and availability' }).click();
    const dialog = page.getByRole('dialog', { name: PT.editTitle });

    // "AAD" is Microsoft Entra ID; "intune" finds Microsoft Intune.
    const search = dialog.getByLabel(PT.skillSearchLabel);
    await search.fill('AAD');
    await dialog.getByRole('button', { name: /^Add Microsoft Entra ID/ }).click();
    await search.fill('intune');
    await dialog.getByRole('button', { name: /^Add Microsoft Intune/ }).click();
    await dialog.getByLabel(PT.yearsLabel('Microsoft Entra ID')).fill('6');
    await dialog.getByLabel(PT.yearsLabel('Microsoft Intune')).fill('4');

    await dialog.getByLabel(PT.rateAmountLabel).fill('30,000');
    await dialog.getByLabel(PT.rateCurrencyLabel).selectOption('PHP');
    await dialog.getByLabel(PT.rateUnitLabel, { exact: true }).selectOption('day');
    await dialog.getByLabel(PT.availableFromLabel).fill('01-02-2027');
    await dialog.getByLabel(PT.availableFromLabel).press('Tab');
    await dialog.getByLabel(PT.hoursPerWeekLabel).fill('40');
    await dialog.getByLabel(PT.noticeLabel).fill('2');
    await dialog.getByLabel(PT.countryLabel).selectOption('PH');

    // The zone is proposed from the browser, with its offset, and said to be proposed.
    const zone = dialog.getByRole('combobox', { name: PT.timeZoneLabel });
    await expect(zone).toHaveValue('Asia/Manila');
    await expect(zone.locator('option:checked')).toHaveText('Asia/Manila (UTC+08:00)');
    await expect(dialog.getByText(PT.timeZoneProposed)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'profile-terms-dialog');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PT.saved)).toBeVisible();
    await expect(dialog).toBeHidden();

    // After a reload the card shows what was saved.
    await page.reload();
    await expect(card.getByText('Microsoft Entra ID')).toBeVisible();
    await expect(card.getByText('6 yrs')).toBeVisible();
    await expect(card.getByText('Microsoft Intune')).toBeVisible();
    await expect(card.getByText('From ₱30,000 per day')).toBeVisible();
    await expect(card.getByText('From 01-02-2027 · 40 h/week · 2 weeks’ notice')).toBeVisible();
    await expect(card.getByText('Philippines')).toBeVisible();
    await expect(card.getByText('Asia/Manila (UTC+08:00)')).toBeVisible();

    // Recruiters find only discoverable candidates (REC-10).
    await page.getByRole('switch', { name: T.switchLabel }).click();
    await expect(page.getByText(T.discoverableOn)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'profile-terms-card');

    const rec = await recruiterPage(browser, recruiter, baseURL);
    await rec.goto('/recruiter/talent');
    const form = rec.getByRole('search', { name: T.searchLabel });
    await form.getByLabel(PT.filterSkills).fill('AAD');
    await form.getByRole('button', { name: 'Add Microsoft Entra ID' }).click();
    await form.getByLabel(PT.filterMaxRate, { exact: true }).fill('600');
    await form.getByLabel(PT.filterRateCurrency).selectOption('EUR');
    await form.getByLabel(PT.filterRateUnit).selectOption('day');
    await form.getByLabel(PT.filterCountry).selectOption('PH');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(rec).toHaveURL(/skills=entra-id/);
    await expect(rec).toHaveURL(/maxRate=600/);
    const result = rec.getByRole('listitem').filter({ hasText: 'From ₱30,000 per day' });
    await expect(result.getByRole('link', { name: `${candidate.firstName} ${candidate.lastName}` })).toBeVisible();
    await expect(result.getByText('Microsoft Entra ID · 6 yrs')).toBeVisible();
    expect(await axeViolations(rec)).toEqual([]);
    await shots(rec, 'profile-terms-talent-filters');

    // Below the candidate's rate (≈ €444 a day at the seeded 67.5 PHP to the euro), they are not found.
    await form.getByLabel(PT.filterMaxRate, { exact: true }).fill('400');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(rec).toHaveURL(/maxRate=400/);
    await expect(rec.getByRole('listitem').filter({ hasText: 'From ₱30,000 per day' })).toHaveCount(0);
    await rec.context().close();
  });
});
