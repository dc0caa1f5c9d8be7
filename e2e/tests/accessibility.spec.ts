import { expect, test } from '@playwright/test';
import { PAGE_TEXTS } from '@careers/shared';
import { axeViolations as violations } from '../fixtures/axe';

test.describe('accessibility (axe-core)', () => {
  test('the landing page, the careers section and a job page (with its share dialog) have no violations', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.locator('#careers').getByRole('article').first()).toBeVisible();
    // Bring the lazily loaded carousel in, so it is checked too.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.locator('#testimonials .swiper')).toHaveClass(/swiper-initialized/);
    expect(await violations(page)).toEqual([]);

    await page.goto('/careers');
    await expect(page.locator('#careers').getByRole('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.locator('#careers').getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'More open roles' }).getByRole('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: PAGE_TEXTS.shareJob }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await context.close();
  });

  test('at 320 px the page does not scroll sideways and the menu opens from the keyboard', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    for (const url of ['/', `/job/${(await (await page.request.get('/api/getJobOpenings')).json()).job_openings[0].job_id}`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'FAQs' })).toBeVisible();
    await context.close();
  });
});
