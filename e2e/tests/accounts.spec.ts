import type { Page } from '@playwright/test';
import {
  AUTH_MESSAGES,
  FIELD_MESSAGES as M,
  INPUT_MESSAGES,
  STORAGE_KEYS,
  UI_MESSAGES,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  UNAUTHORIZED_TOAST_MS,
  maskEmail,
} from '@careers/shared';
import { E2E_CODE_TTL_SECONDS } from '../fixtures/settings';
import { createAccount, expect, fillSignup, newCandidate, test } from '../fixtures/accounts';
import { codeIn, mailCount, resetLinkIn, waitForMail } from '../fixtures/mailbox';

const storage = (page: Page) =>
  page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), Object.values(STORAGE_KEYS));

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('candidate accounts', () => {
  test("the forms and their validation stay out of the landing route's JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Current Job Openings/ })).toBeVisible();
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // Property names survive minification: react-hook-form's options and zod's error class.
    for (const marker of ['shouldUnregister', 'ZodError'])
      expect(
        bodies.some((b) => b.includes(marker)),
        marker,
      ).toBe(false);
    // PUB-17: nor the common-password list, which only the sign-up and reset forms load.
    expect(bodies.some((b) => b.includes('passwords-common'))).toBe(false);
    // The login page does load them.
    await page.getByRole('link', { name: 'Candidate Login' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const all = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(all.some((b) => b.includes('shouldUnregister'))).toBe(true);
  });

  test('sign up, verify, profile, logout, login, forgot and reset the password, login again', async ({ page }) => {
    const c = newCandidate('journey');
    await fillSignup(page, c);

    // ACC-5: the masked address, six boxes and ACC-4's resend on cooldown.
    await expect(page.getByText(maskEmail(c.email))).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Digit \d of 6/ })).toHaveCount(6);
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

    await typeCode(page, codeIn(await waitForMail(c.email)));
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(UI_MESSAGES.registered)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${c.firstName} ${c.lastName}` })).toBeVisible();
    const stored = await storage(page);
    expect(stored.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.user_details!)).toMatchObject({ first_name: c.firstName, last_name: c.lastName, email: c.email });
    expect(stored.full_name).toBe(`${c.firstName} ${c.lastName}`);

    // Logout calls the API (the token stops working), clears the keys and goes to /login.
    const token = stored.access_token!;
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(Object.values(await storage(page)).every((v) => v === null)).toBe(true);
    expect((await page.request.get('/api/session', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    await logIn(page, c.email, c.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(UI_MESSAGES.loginSuccess)).toBeVisible();
    await expect(header.getByRole('link', { name: `${c.firstName} ${c.lastName}` })).toBeVisible();
    const afterLogin = await storage(page);
    expect(afterLogin.access_token).not.toBe(token);
    expect(JSON.parse(afterLogin.user_details!)).toMatchObject({ first_name: c.firstName, last_name: c.lastName });
    expect(afterLogin.full_name).toBe(`${c.firstName} ${c.lastName}`);
    await header.getByRole('button', { name: 'Logout' }).click();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email Address').fill(c.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(UI_MESSAGES.resetLinkSent)).toBeVisible();

    const link = resetLinkIn(await waitForMail(c.email, 2));
    expect(link.startsWith(`${test.info().project.use.baseURL}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    const newPassword = 'Another secret 456';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(UI_MESSAGES.resetSuccess)).toBeVisible();

    await logIn(page, c.email, c.password);
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
    await logIn(page, c.email, newPassword);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('ACC-3 messages show under each sign-up field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const [label, message] of [
      ['First Name', M.firstNameRequired],
      ['Last Name', M.lastNameRequired],
      ['Email Address', M.emailRequired],
      ['Create Password', M.passwordRequired],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Create Password', { exact: true }).fill('short');
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(M.emailInvalid);
    await expect(page.getByLabel('Create Password', { exact: true })).toHaveAccessibleDescription(M.passwordMin);
    // ACC-3: a common password is refused in the browser, before anything is sent.
    await page.getByLabel('Create Password', { exact: true }).fill('password');
    await expect(page.getByLabel('Create Password', { exact: true })).toHaveAccessibleDescription(INPUT_MESSAGES.passwordCommon);
  });

  test('an e-mail that already has an account is refused at sign-up', async ({ page, candidate }) => {
    await fillSignup(page, candidate, { expectVerify: false });
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(AUTH_MESSAGES.accountExists)).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(AUTH_MESSAGES.accountExists);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a wrong code is refused with the tries left; the right one still works', async ({ page }) => {
    const c = newCandidate('wrong-code');
    await fillSignup(page, c);
    const code = codeIn(await waitForMail(c.email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page.getByText(AUTH_MESSAGES.codeIncorrect(4)).first()).toBeVisible();
    await expect(page).toHaveURL(/\/verifyOtp$/);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an expired code is refused; Resend code after the cooldown sends a new one that works', async ({ page }) => {
    test.setTimeout(60_000);
    // The browser's clock is ours to move for the 60-second cooldown; the server's code lifetime is real time.
    await page.clock.install();
    const c = newCandidate('expired');
    await fillSignup(page, c);
    const code = codeIn(await waitForMail(c.email));
    await page.waitForTimeout((E2E_CODE_TTL_SECONDS + 1) * 1000);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page.getByText(AUTH_MESSAGES.codeExpired).first()).toBeVisible();

    await page.clock.fastForward('01:01');
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.codeResent)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    const fresh = codeIn(await waitForMail(c.email, 2));
    await typeCode(page, fresh);
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('verifyOtp after a reload or a direct visit asks to sign up again', async ({ page }) => {
    const c = newCandidate('reload');
    await fillSignup(page, c);
    await expect(page.getByText(maskEmail(c.email))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(UI_MESSAGES.missingSignupState);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(UI_MESSAGES.missingSignupState)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm OTP' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign up again' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    // The password never stays in the browser's history entry.
    await page.goBack();
    expect(await page.evaluate(() => JSON.stringify(history.state))).not.toContain(c.password);
  });

  test('pasting six digits fills every box', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const c = newCandidate('paste');
    await fillSignup(page, c);
    const code = codeIn(await waitForMail(c.email));
    await page.evaluate((text) => navigator.clipboard.writeText(text), ` ${code} `);
    await page.getByLabel('Digit 3 of 6').focus();
    await page.keyboard.press('Control+V');
    for (let i = 0; i < 6; i++) await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(code[i]!);
  });

  test('login redirects a signed-in user to the profile; the profile sends anonymous visitors to login and back', async ({
    page,
    candidate,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, candidate.email, candidate.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: `${candidate.firstName} ${candidate.lastName}` })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("ACC-15's 401 rule: storage cleared, toast for 5 s, /login, and again after 2.2 s", async ({ page, candidate }) => {
    await page.goto('/login');
    await logIn(page, candidate.email, candidate.password);
    await expect(page).toHaveURL(/\/profile$/);
    // The session ends elsewhere (e.g. a password reset on another device).
    const { access_token: token } = await storage(page);
    expect((await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` }, data: {} })).status()).toBe(200);

    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${candidate.firstName} ${candidate.lastName}` })
      .click();
    const toast = page.getByText(UI_MESSAGES.unauthorized);
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/);
    expect(Object.values(await storage(page)).every((v) => v === null)).toBe(true);

    // Leave /login at once: the second redirect brings the visitor back after 2.2 s.
    await page.getByRole('link', { name: /Northwind Cloud Services/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveURL(/\/login$/, { timeout: UNAUTHORIZED_REDIRECT_DELAY_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_DELAY_MS - 500);

    await expect(toast).toBeVisible();
    await page.waitForTimeout(Math.max(0, shownAt + UNAUTHORIZED_TOAST_MS - 1000 - Date.now()));
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test('reset-password without a token shows ACC-11 message; forgot-password for an unknown e-mail says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(UI_MESSAGES.resetTokenMissing);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.goto('/forgot-password');
    await page.getByLabel('Email Address').fill(newCandidate('nobody').email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(UI_MESSAGES.usernameInvalid).first()).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a used reset link is refused with ACC-11 text', async ({ page, request }) => {
    const c = await createAccount(request, newCandidate('used-link'));
    expect((await request.post('/api/forgot-password', { data: { username: c.email } })).status()).toBe(200);
    const link = resetLinkIn(await waitForMail(c.email, 2));
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill('Fresh password 1');
      await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh password 1');
      await page.getByRole('button', { name: 'Submit' }).click();
      if (attempt === 0) await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByText(UI_MESSAGES.resetInvalidToken).first()).toBeVisible();
    expect(mailCount(c.email)).toBe(2);
  });
});
