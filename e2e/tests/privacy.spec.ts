import { PRIVACY_NOTICE, PRIVACY_TEXTS } from '@careers/shared';
import { expect, test } from '../fixtures/accounts';
import { axeViolations as violations } from '../fixtures/axe';

test.describe('the privacy notice (PRV-1)', () => {
  test('is reached from the footer and from the sign-up form, shows its version, and passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: PRIVACY_TEXTS.footerLink }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeVisible();
    await expect(page.getByText(`version ${PRIVACY_NOTICE.version}`)).toBeVisible();
    for (const section of PRIVACY_NOTICE.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/signup');
    await page.getByRole('link', { name: PRIVACY_TEXTS.signupLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeVisible();
  });

  test('reads at 320 px without sideways scrolling', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });
});
