import path from 'node:path';
import type { Page } from '@playwright/test';
import { FIELD_MESSAGES as M, PROFILE_TEXTS as T } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { expect, openSignedIn, test } from '../fixtures/accounts';
import { freshPhilippineMobile, saveAndVerifyPhilippineMobile, searchCountry } from '../fixtures/mobile';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

test.describe('mobile numbers of every country (PRO-6, PRO-15, docs/decisions/039)', () => {
  test('a candidate in Manila saves a +63 number typed with its trunk 0, verifies it by SMS, and sees it Verified', async ({
    page,
    candidate,
  }) => {
    await openSignedIn(page, candidate);
    await page.getByRole('button', { name: `Edit ${T.cardTitles.personal}` }).click();
    const form = dialog(page, T.dialogTitles.personal);
    const search = await searchCountry(page, 'phil');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['+63 Philippines']);
    expect(await axeViolations(page)).toEqual([]);
    await search.press('Enter');
    await expect(form.getByRole('button', { name: /^Primary mobile dialling code \+63\s*Philippines$/ })).toBeFocused();

    const number = form.getByLabel('Primary Mobile Number');
    await expect(number).toHaveAttribute('placeholder', '10-digit number');
    // One digit short: SPEC's words, the Philippines' numbers being 10 digits.
    await number.fill('917123456');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(number).toHaveAccessibleDescription(M.primaryMobileTenDigits);

    const shown = await saveAndVerifyPhilippineMobile(page, freshPhilippineMobile());
    await page.reload();
    const personal = card(page, T.cardTitles.personal);
    await expect(personal).toContainText(shown);
    await expect(personal.getByRole('button', { name: 'Verify primary mobile number' })).toHaveCount(0);
    await expect(personal.getByText('Verified')).toHaveCount(2); // the e-mail and the +63 number
  });

  test("a Thai number gets Thailand's own length; the dropdown is keyboard-usable", async ({ page, candidate }) => {
    await openSignedIn(page, candidate);
    await page.getByRole('button', { name: `Edit ${T.cardTitles.personal}` }).click();
    const form = dialog(page, T.dialogTitles.personal);
    const search = await searchCountry(page, '+66');
    await search.press('Enter');
    const number = form.getByLabel('Primary Mobile Number');
    await expect(number).toHaveAttribute('placeholder', '9-digit number');
    await number.fill('8123456789');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(number).toHaveAccessibleDescription('Primary mobile number must be exactly 9 digits for Thailand');
    // Escape closes the dropdown, not the dialog.
    await page.getByRole('button', { name: /^Primary mobile dialling code/ }).press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(form).toBeVisible();
  });

  for (const size of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`screenshots of the personal dialog's country dropdown at ${size.width} px, axe clean`, async ({ page, candidate }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openSignedIn(page, candidate);
      await page.getByRole('button', { name: `Edit ${T.cardTitles.personal}` }).click();
      await page.getByRole('button', { name: /^Primary mobile dialling code/ }).click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      // Scrolled to the divider between PRO-15's 23 and the rest.
      await list.getByRole('option', { name: /^\+93 Afghanistan/ }).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      const box = await page.getByTestId('country-dropdown').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: shot(`mobile-countries-dropdown-${size.name}`) });
      await page.getByRole('combobox', { name: /^Search primary mobile dialling code/ }).fill('ma');
      await page.screenshot({ path: shot(`mobile-countries-search-${size.name}`) });
      await page.keyboard.press('Escape');
      await page.screenshot({ path: shot(`mobile-countries-personal-dialog-${size.name}`) });
    });
  }
});
