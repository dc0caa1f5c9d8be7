import { expect, fillSignup, newCandidate, test } from '../fixtures/accounts';
import { axeViolations as violations } from '../fixtures/axe';

/** GEN-11: the account pages pass axe-core's WCAG A/AA rules, with errors showing too. */
const PAGES = ['/login', '/signup', '/forgot-password', '/reset-password?token=abc', '/reset-password', '/verifyOtp'];

test.describe('account pages are accessible (GEN-11)', () => {
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
    await fillSignup(page, newCandidate('a11y'));
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveAccessibleDescription('OTP is required');
    expect(await violations(page)).toEqual([]);
  });
});
