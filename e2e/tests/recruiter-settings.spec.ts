import path from 'node:path';
import { RECRUITER_SETTINGS_MESSAGES as S } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { expect, logIn, test } from '../fixtures/recruiters';

/** REC-13: a recruiter chooses how they hear of new applications to the jobs they watch. */

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

test('a recruiter chooses one daily digest on the settings page, and it is kept', async ({ page, colleague }) => {
  await logIn(page, colleague);
  await page.goto('/recruiter');
  await page.getByRole('link', { name: S.title }).click();
  await expect(page).toHaveURL(/\/recruiter\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();

  const group = page.getByRole('group', { name: S.applicationMailsLegend });
  await expect(group.getByRole('radio', { name: S.each })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard only: from "Each by e-mail" the arrow key moves to "One daily digest"; Enter submits.
  await group.getByRole('radio', { name: S.each }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: S.daily })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText(S.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: S.applicationMailsLegend }).getByRole('radio', { name: S.daily })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [320, 375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    // Nothing wider than the screen at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: shot(`recruiter-settings-${width}`), fullPage: true });
  }

  // Back to an e-mail each, as the other journeys expect of this recruiter.
  await page.getByRole('group', { name: S.applicationMailsLegend }).getByRole('radio', { name: S.each }).check();
  await page.getByRole('button', { name: S.save }).click();
  await expect(page.getByText(S.saved).first()).toBeVisible();
});
