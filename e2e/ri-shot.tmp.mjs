// Temporary (not committed): screenshots of an error toast with its reference, and axe on that page.
import { chromium } from 'playwright';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const base = process.argv[2];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 900 } });
  await page.goto(`${base}/login`);
  await page.getByLabel('Email Address').fill('priya.sharma@example.in');
  await page.getByLabel('Password', { exact: true }).fill('not-her-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.locator('.Toastify__toast', { hasText: 'Reference:' });
  await toast.waitFor();
  await page.mouse.move(width - 40, 40); // hover: the toast stays (pauseOnHover)
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ri-shots/toast-${width}.png` });
  await toast.screenshot({ path: `/tmp/ri-shots/toast-only-${width}.png` });
  console.log(width, JSON.stringify(await toast.innerText()));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page, axeSource })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  console.log(width, 'axe violations:', violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  await page.close();
}
await browser.close();
