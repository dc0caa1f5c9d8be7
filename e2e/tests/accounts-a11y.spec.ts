import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, newCandidate, test } from '../fixtures/accounts';

/** D53: the account pages pass axe-core's WCAG A/AA rules, with errors showing too. */
const PAGES = ['/login', '/signup', '/forgot-password', '/reset-password?token=abc', '/reset-password', '/verifyOtp'];

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('.Toastify').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test.describe('account pages are accessible (D53)', () => {
  for (const url of PAGES) {
    test(`${url} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const submit = page.getByRole('button', { name: /^(Login|Sign up|Send Reset Link|Submit)$/ });
      // Show the field errors too: they must be announced and keep their contrast.
      if (await submit.count()) await submit.click();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the verification form, with an error, has no axe violations', async ({ page }) => {
    const c = newCandidate('a11y');
    await page.goto('/signup');
    await page.getByLabel('First Name').fill(c.firstName);
    await page.getByLabel('Last Name').fill(c.lastName);
    await page.getByLabel('Email Address').fill(c.email);
    await page.getByLabel('Create Password', { exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveAccessibleDescription('OTP is required');
    expect(await violations(page)).toEqual([]);
  });
});
