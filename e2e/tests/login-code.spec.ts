import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_MESSAGES, LOGIN_CODE_TEXTS, maskEmail } from '@careers/shared';
import { expect, test } from '../fixtures/accounts';
import { axeViolations as violations } from '../fixtures/axe';
import { codeIn, resetLinkIn, waitForMailAbout } from '../fixtures/mailbox';
import { signInAdmin } from '../fixtures/recruiters';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

/** ACC-19: the wrong passwords that put an account under the code rule, each from an address of its own. */
async function guessFromManyAddresses(request: APIRequestContext, email: string, label: string) {
  for (let i = 0; i < 20; i++) {
    const res = await request.post('/api/login', {
      data: { username: email, password: `guess number ${i}` },
      headers: { 'x-forwarded-for': `10.250.${label.length % 250}.${i + 1}` },
    });
    expect(res.status()).toBe(401);
  }
}

/**
 * A recruiter of this test's own (REC-8: invited by the admin, password set through the e-mailed link), so
 * the wrong passwords here touch no recruiter other specs sign in as.
 */
async function newRecruiter(page: Page, request: APIRequestContext) {
  await signInAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const recruiter = { email: `code-step.${Date.now().toString(36)}${process.pid}@northwind.example`, password: 'Recruiter pass 456' };
  const invited = await request.post('/api/recruiter/team/invitations', {
    data: { email: recruiter.email, name: 'Meera Iyer', role: 'recruiter' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(invited.status()).toBe(201);
  const link = resetLinkIn(await waitForMailAbout(recruiter.email, 'recruiter team'));
  const set = await request.post('/api/reset-password', {
    data: { token: new URL(link).searchParams.get('token'), new_password: recruiter.password, confirm_new_password: recruiter.password },
  });
  expect(set.status()).toBe(200);
  await page.evaluate(() => localStorage.clear());
  return recruiter;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('the login code step (ACC-19, docs/decisions/030)', () => {
  test('after many wrong passwords from many addresses, the candidate signs in with the e-mailed code', async ({
    page,
    request,
    candidate,
  }) => {
    await guessFromManyAddresses(request, candidate.email, 'candidate');
    await fillLogin(page, candidate.email, candidate.password);

    const heading = page.getByRole('heading', { name: LOGIN_CODE_TEXTS.title });
    await expect(heading).toBeFocused();
    await expect(page.getByText(maskEmail(candidate.email))).toBeVisible();
    await expect(page.getByRole('group', { name: LOGIN_CODE_TEXTS.codeLegend })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // A wrong code: said under the boxes, announced with them, and still accessible.
    const mail = await waitForMailAbout(candidate.email, 'sign-in code');
    expect(mail.text).toContain('Someone is trying to sign in to your');
    const code = codeIn(mail);
    await page.getByLabel('Digit 1 of 6').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: LOGIN_CODE_TEXTS.submit }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveAccessibleDescription(AUTH_MESSAGES.loginCodeIncorrect);
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('Digit 1 of 6').fill(code);
    await page.getByRole('button', { name: LOGIN_CODE_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('recruiters sign in on the same page and get the same code step', async ({ page, request }) => {
    const recruiter = await newRecruiter(page, request);
    await guessFromManyAddresses(request, recruiter.email, 'recruiter account');
    await fillLogin(page, recruiter.email, recruiter.password);
    await expect(page.getByRole('heading', { name: LOGIN_CODE_TEXTS.title })).toBeFocused();
    const code = codeIn(await waitForMailAbout(recruiter.email, 'sign-in code'));
    await page.getByLabel('Digit 1 of 6').fill(code);
    await page.getByRole('button', { name: LOGIN_CODE_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\/recruiter$/);
  });

  for (const size of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`the code step at ${size.width} px`, async ({ page, request, candidate }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await guessFromManyAddresses(request, candidate.email, `shot ${size.name}`);
      await fillLogin(page, candidate.email, candidate.password);
      await expect(page.getByRole('heading', { name: LOGIN_CODE_TEXTS.title })).toBeFocused();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await page.screenshot({ path: shot(`login-code-${size.name}`), fullPage: true });
      await page.getByLabel('Digit 1 of 6').fill('000000');
      await page.getByRole('button', { name: LOGIN_CODE_TEXTS.submit }).click();
      await expect(page.getByLabel('Digit 1 of 6')).toHaveAccessibleDescription(/.+/);
      await page.screenshot({ path: shot(`login-code-error-${size.name}`), fullPage: true });
    });
  }
});
