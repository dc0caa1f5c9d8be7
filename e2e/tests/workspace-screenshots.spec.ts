import { AUDIT_MESSAGES, RECRUITER_SETTINGS_MESSAGES, SYSTEM_MESSAGES, TALENT_MESSAGES, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { expect, signInAdmin, test } from '../fixtures/recruiters';
import { expectWorkspace, workspaceShot } from '../fixtures/workspace';

/** REC-16: every workspace page in its frame at 1440 and 375 px (e2e/artifacts/ws-*.png), axe clean; the screenshots are looked at. */

const PAGES = [
  { name: 'dashboard', path: '/recruiter', heading: W.dashboard.title },
  { name: 'jobs', path: '/recruiter/jobs', heading: W.jobsTitle },
  { name: 'talent', path: '/recruiter/talent', heading: TALENT_MESSAGES.talentPool },
  { name: 'team', path: '/recruiter/team', heading: 'Team' },
  { name: 'settings', path: '/recruiter/settings', heading: RECRUITER_SETTINGS_MESSAGES.title },
  { name: 'access-log', path: '/recruiter/audit', heading: AUDIT_MESSAGES.pageTitle },
  { name: 'system', path: '/recruiter/system', heading: SYSTEM_MESSAGES.pageTitle },
] as const;

test('every workspace page sits in the frame at 1440 and 375 px, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
    for (const { name, path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Let lists replace their loading states before the picture.
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      if (width === 1440) await expectWorkspace(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
      expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
      await page.screenshot({ path: workspaceShot(name, width), fullPage: width === 375 });
    }
  }
});
