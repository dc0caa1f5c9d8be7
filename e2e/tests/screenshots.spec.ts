import path from 'node:path';
import type { Page } from '@playwright/test';
import { maskEmail } from '@careers/shared';
import { expect, newCandidate, test } from '../fixtures/accounts';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);
const imagesLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((image) => image.complete));

/** Screenshots of key pages at phone and desktop widths, kept as artifacts to look at (e2e/artifacts). */
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const size of WIDTHS) {
  test(`screenshots at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Current Job Openings \(\d+\)/ })).toBeVisible();
    await expect(page.locator('#careers').getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: shot(`landing-${size.name}`), fullPage: true });

    const { job_openings: jobs } = await (await page.request.get('/api/getJobOpenings')).json();
    await page.goto(`/job/${jobs[0].job_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`job-${size.name}`), fullPage: true });

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`privacy-${size.name}`), fullPage: true });
  });

  test(`login and verifyOtp screenshots at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await imagesLoaded(page);
    await page.screenshot({ path: shot(`login-${size.name}`), fullPage: true });

    const c = newCandidate('shot');
    await page.goto('/signup');
    await imagesLoaded(page);
    await page.screenshot({ path: shot(`signup-${size.name}`), fullPage: true });
    await page.getByLabel('First Name').fill(c.firstName);
    await page.getByLabel('Last Name').fill(c.lastName);
    await page.getByLabel('Email Address').fill(c.email);
    await page.getByLabel('Create Password', { exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(maskEmail(c.email))).toBeVisible();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('482');
    await page.screenshot({ path: shot(`verify-otp-${size.name}`), fullPage: true });
  });
}
