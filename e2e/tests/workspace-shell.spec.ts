import { UI_MESSAGES, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { E2E_RECRUITERS } from '../fixtures/settings';
import { expectWorkspace, goToPlace, workspaceShot } from '../fixtures/workspace';
import { expect, recruiterLink, test } from '../fixtures/recruiters';

/** REC-16: the recruiter workspace's frame. */

const invited = { email: E2E_RECRUITERS.workspace.email, name: E2E_RECRUITERS.workspace.name, password: 'Workspace pass 246' };

test('an invited recruiter sets a password, logs in on the one login page and lands in the workspace; at 375 px the navigation is a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(recruiterLink('workspace'));
  await page.getByLabel('New Password', { exact: true }).fill(invited.password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(invited.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(UI_MESSAGES.resetSuccess)).toBeVisible();

  // The login page is the same for everyone; it says the password is set, and the account decides the landing.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: W.login.title })).toBeVisible();
  await expect(page.getByText(W.login.passwordSet)).toBeVisible();
  await page.getByLabel('Email Address').fill(invited.email);
  await page.getByLabel('Password', { exact: true }).fill(invited.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/recruiter$/);
  await expect(page.getByRole('heading', { level: 1, name: W.dashboard.title })).toBeVisible();
  await expectWorkspace(page);
  const nav = page.getByRole('navigation', { name: W.navLabel });
  await expect(nav.getByRole('link')).toHaveText([W.nav.dashboard, W.nav.jobs, W.nav.candidates, W.nav.reports, W.nav.settings]);
  await expect(nav.getByRole('link', { name: W.nav.dashboard })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(invited.name)).toBeVisible();
  await expect(page.getByText(W.roles.recruiter, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: workspaceShot('dashboard', 1440) });

  // The skip link is the first stop of the keyboard and goes to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: W.skipToContent })).toBeFocused();

  await goToPlace(page, W.nav.jobs);
  await expect(page).toHaveURL(/\/recruiter\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: W.jobsTitle })).toBeVisible();
  await expect(nav.getByRole('link', { name: W.nav.jobs })).toHaveAttribute('aria-current', 'page');

  // 375 px: no rail; the menu button opens the navigation as a modal drawer.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/recruiter');
  await expect(page.getByRole('navigation', { name: W.navLabel })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: workspaceShot('dashboard', 375) });
  await page.getByRole('button', { name: W.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: W.menuTitle });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: W.nav.settings })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: workspaceShot('drawer', 375) });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await goToPlace(page, W.nav.settings);
  await expect(page).toHaveURL(/\/recruiter\/settings$/);
  await expect(drawer).toBeHidden();

  // Sign out from the drawer ends the session.
  await page.getByRole('button', { name: W.openMenu }).click();
  await drawer.getByRole('button', { name: W.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/recruiter');
  await expect(page).toHaveURL(/\/login$/);
});
