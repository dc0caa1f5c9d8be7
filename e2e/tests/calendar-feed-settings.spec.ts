import { CALENDAR_FEED_MESSAGES as F, RECRUITER_SETTINGS_MESSAGES as S, TIME_ZONE_SETTING_MESSAGES as Z } from '@careers/shared';
import { calendarFeedIn } from '@careers/test-helpers';
import { axeViolations } from '../fixtures/axe';
import { expect, signInAdmin, test } from '../fixtures/recruiters';
import { workspaceShot } from '../fixtures/workspace';

/**
 * REC-32 (docs/decisions/051): the settings page's time zone and calendar feed at 1440 and 375 px
 * (e2e/artifacts/ws-settings-calendar-feed-*.png), axe clean, and the address it shows read as a calendar
 * app reads it.
 */
test('the calendar feed section: a new address shown once, copyable, readable as a calendar; axe clean at 1440 and 375 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  await page.goto('/recruiter/settings');
  await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
  await page.getByRole('combobox', { name: Z.label }).selectOption('Europe/Zurich');
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByText(S.saved)).toBeVisible();
  await page.getByRole('button', { name: /Make (my calendar feed address|a new address)/ }).click();
  const field = page.getByRole('textbox', { name: F.urlLabel });
  await expect(field).toHaveValue(/^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = (await field.inputValue()).replace(/^webcal:/, 'http:');
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['cache-control']).toBe('private, no-store');
  expect(calendarFeedIn(await feed.text()).method).toBe('PUBLISH');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page), `settings at ${width}`).toEqual([]);
    // As the workspace pictures are taken: the section in view at 1440, the whole page from its top at 375.
    if (width === 1440) await page.getByRole('heading', { name: F.legend }).scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: workspaceShot('settings-calendar-feed', width), fullPage: width === 375 });
  }
  // A new address ends the old one.
  await page.getByRole('button', { name: F.regenerate }).click();
  await expect(field).not.toHaveValue(url.replace(/^http:/, 'webcal:'));
  expect((await page.request.get(url)).status()).toBe(404);
});
