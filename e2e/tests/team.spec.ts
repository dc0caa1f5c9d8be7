import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { TEAM_MESSAGES as T, UI_MESSAGES } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { resetLinkIn, waitForMail } from '../fixtures/mailbox';
import { expect, logIn, signInAdmin, test } from '../fixtures/recruiters';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);
/** From the recruiter area's link (admins only) to the invite dialog: the invitation is e-mailed. */
async function invite(page: Page, member: { name: string; email: string }) {
  await page.goto('/recruiter');
  await page.getByRole('link', { name: T.navLink }).click();
  await expect(page).toHaveURL(/\/recruiter\/team$/);
  await page.getByRole('button', { name: T.invite }).click();
  const dialog = page.getByRole('dialog', { name: T.inviteTitle });
  await dialog.getByLabel(T.nameLabel).fill(member.name);
  await dialog.getByLabel(T.emailLabel).fill(member.email);
  await dialog.getByLabel(T.roleLabel).selectOption('recruiter');
  await dialog.getByRole('button', { name: T.inviteSubmit }).click();
  await expect(page.getByText(T.invited(member.email))).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The invited member opens the mailed link in their own browser, chooses a password and logs in. */
async function join(browser: Browser, email: string, password: string): Promise<Page> {
  const link = resetLinkIn(await waitForMail(email));
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(UI_MESSAGES.resetSuccess)).toBeVisible();
  await logIn(page, { email, password });
  await expect(page).toHaveURL(/\/recruiter$/);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.describe('team and roles (REC-8)', () => {
  test('an admin invites a recruiter, who sets a password and logs in', async ({ page, browser }) => {
    await signInAdmin(page);
    const member = { name: 'Ravi Kumar', email: 'ravi.kumar@northwind.example' };
    await invite(page, member);
    const mail = await waitForMail(member.email);
    expect(mail.subject).toContain('recruiter team');
    expect(mail.html).toContain('Choose your password');

    await expect(page.getByRole('listitem').filter({ hasText: member.email })).toContainText(T.statePending);
    const recruiterPage = await join(browser, member.email, 'Ravi pass 987');
    // A recruiter who is not an admin sees no team link, and the team page sends them home.
    await expect(recruiterPage.getByRole('link', { name: T.navLink })).toHaveCount(0);
    await recruiterPage.goto('/recruiter/team');
    await expect(recruiterPage).toHaveURL(/\/recruiter$/);

    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: member.email })).toContainText(T.stateActive);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.invite }).click();
    await expect(page.getByRole('dialog', { name: T.inviteTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: shot(`team-${width}`), fullPage: true });
    }
  });

  test('a deactivated recruiter is logged out', async ({ page, browser }) => {
    await signInAdmin(page);
    const member = { name: 'Dev Patel', email: 'dev.patel@northwind.example' };
    await invite(page, member);
    const password = 'Dev pass 654';
    const recruiterPage = await join(browser, member.email, password);

    const card = page.getByRole('listitem').filter({ hasText: member.email });
    await card.getByRole('button', { name: `${T.deactivate} ${member.name}` }).click();
    const confirm = page.getByRole('dialog', { name: T.confirmDeactivateTitle(member.name) });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: T.deactivate }).click();
    await expect(page.getByText(T.deactivated(member.name))).toBeVisible();
    await expect(card).toContainText(T.stateDeactivated);

    // Their next call gets 401: the app signs them out and sends them to login (ACC-15). The jobs page reads the API
    // (as the Dashboard does).
    await recruiterPage.goto('/recruiter/jobs');
    await expect(recruiterPage.getByText(UI_MESSAGES.unauthorized).first()).toBeVisible();
    await expect(recruiterPage).toHaveURL(/\/login/);
    await recruiterPage.getByLabel('Email Address').fill(member.email);
    await recruiterPage.getByLabel('Password', { exact: true }).fill(password);
    await recruiterPage.getByRole('button', { name: 'Login' }).click();
    await expect(recruiterPage.getByText(T.loginDeactivated).first()).toBeVisible();
    await expect(recruiterPage).toHaveURL(/\/login$/);
  });
});
