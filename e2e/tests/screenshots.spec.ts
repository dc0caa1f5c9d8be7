import path from 'node:path';
import { expect, test } from '@playwright/test';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

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
  });
}
