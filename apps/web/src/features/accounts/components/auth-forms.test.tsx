import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, FIELD_MESSAGES as M, INPUT_MESSAGES, loadCommonPasswords, LOGIN_CODE_TEXTS, UI_MESSAGES } from '@careers/shared';
import { renderWithApp as renderAt } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';
import { VerifyOtpForm } from './verify-otp-form';

/** The server never answers: the form stays busy. */
const hangingFetch = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

// The sign-up and reset forms wait for the common-password list (its own chunk in the browser).
beforeAll(() => loadCommonPasswords(), 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('account forms show GEN-10 busy texts while the call runs', () => {
  it.each([
    [
      'Sign up',
      'Signing up...',
      <SignupForm key="s" />,
      { 'First Name': 'Priya', 'Last Name': 'Sharma', 'Email Address': 'p@x.in', 'Create Password': 'long enough' },
    ],
    ['Login', 'Logging in...', <LoginForm key="l" />, { 'Email Address': 'p@x.in', Password: 'secret' }],
    ['Send Reset Link', 'Sending...', <ForgotPasswordForm key="f" />, { 'Email Address': 'p@x.in' }],
    [
      'Submit',
      'Submitting...',
      <ResetPasswordForm key="r" token="t" />,
      { 'New Password': 'long enough', 'Confirm New Password': 'long enough' },
    ],
  ] as const)('%s → %s', async (label, busy, element, values) => {
    hangingFetch();
    const user = userEvent.setup();
    renderAt(element);
    for (const [field, value] of Object.entries(values)) await user.type(screen.getByLabelText(field, { selector: 'input' }), value);
    await user.click(screen.getByRole('button', { name: label }));
    const button = await screen.findByRole('button', { name: busy });
    expect(button).toHaveProperty('disabled', true);
  });

  it('Confirm OTP → Verifying...', async () => {
    hangingFetch();
    const user = userEvent.setup();
    renderAt(
      <VerifyOtpForm signup={{ email: 'priya.sharma@example.in', password: 'long enough', first_name: 'Priya', last_name: 'Sharma' }} />,
    );
    expect(screen.getByText('pri******rma@example.in')).toBeTruthy();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
  });
});

describe('GEN-6 and GEN-1 texts in the forms', () => {
  it('reset: required, length and match messages under the fields', async () => {
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="t" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.passwordRequired)).toBeTruthy();
    expect(screen.getByText(M.confirmPasswordRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Confirm New Password', { selector: 'input' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.passwordMin)).toBeTruthy();
    expect(screen.getByText(M.passwordsDoNotMatch)).toBeTruthy();
  });

  it('sign-up and reset say a common password is refused, before anything is sent (ACC-3)', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const signup = renderAt(<SignupForm />);
    for (const [field, value] of Object.entries({
      'First Name': 'Priya',
      'Last Name': 'Sharma',
      'Email Address': 'p@x.in',
      'Create Password': 'password',
    })) {
      await user.type(screen.getByLabelText(field, { selector: 'input' }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(INPUT_MESSAGES.passwordCommon)).toBeTruthy();
    signup.unmount();

    renderAt(<ResetPasswordForm token="t" />);
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), '12345678');
    await user.type(screen.getByLabelText('Confirm New Password', { selector: 'input' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INPUT_MESSAGES.passwordCommon)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("login failure shows the server's msg; without one, 'Login failed'", async () => {
    const user = userEvent.setup();
    answer(401, { message: 'ignored', msg: 'Invalid email or password.' });
    renderAt(<LoginForm />);
    await user.type(screen.getByLabelText('Email Address'), 'p@x.in');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(UI_MESSAGES.loginFailed)).toBeTruthy();
  });

  it('an error toast names the failed request as its reference (GEN-13); no answer, no reference', async () => {
    const user = userEvent.setup();
    const requestId = '3f2a9c1e-5b7d-4e21-9a0c-8d6b4f1e2a77';
    answer(401, { message: 'ignored', msg: 'Invalid email or password.', requestId });
    renderAt(<LoginForm />);
    await user.type(screen.getByLabelText('Email Address'), 'p@x.in');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = (await screen.findByText(requestId)).closest('[role="alert"]');
    expect(toast?.textContent).toBe(`Invalid email or password.${UI_MESSAGES.errorReference} ${requestId}`);
    // A body that is not JSON (a proxy's page): the reference from the X-Request-Id header.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502, headers: { 'x-request-id': 'from-the-header-1' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('from-the-header-1')).toBeTruthy();
    // No answer at all: nothing to quote.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alerts = await screen.findAllByRole('alert');
    const last = alerts.find((alert) => alert.textContent === UI_MESSAGES.loginFailed);
    expect(last).toBeTruthy();
  });

  it('ACC-19: a login that needs the e-mailed code shows the code step, sends the code with the password, and keeps it after a wrong password', async () => {
    const user = userEvent.setup();
    const required = { message: AUTH_MESSAGES.loginCodeRequired, msg: AUTH_MESSAGES.loginCodeRequired, code: 'login_code_required' };
    const sent: unknown[] = [];
    const answers = [
      [401, required],
      [
        401,
        { message: AUTH_MESSAGES.loginCodeIncorrect, msg: AUTH_MESSAGES.loginCodeIncorrect, code: 'login_code_incorrect', field: 'otp' },
      ],
      [401, { message: AUTH_MESSAGES.invalidCredentials, msg: AUTH_MESSAGES.invalidCredentials }],
      [
        200,
        {
          access_token: 't',
          message: UI_MESSAGES.loginSuccess,
          user_details: { first_name: 'P', last_name: 'S', email: 'p@x.in', role: 'candidate' },
        },
      ],
    ] as const;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        // Only the logins: once signed in, the app also reads the candidate's terms (their pay currency, PUB-19).
        if (init.method !== 'POST') return new Response('{}', { status: 404 });
        sent.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
        const [status, body] = answers[sent.length - 1] ?? answers[0];
        return new Response(JSON.stringify(body), { status });
      }),
    );
    renderAt(<LoginForm />);
    await user.type(screen.getByLabelText('Email Address'), 'priya.sharma@example.in');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret one');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const heading = await screen.findByRole('heading', { name: LOGIN_CODE_TEXTS.title });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('pri******rma@example.in')).toBeTruthy();
    expect(screen.getByRole('group', { name: LOGIN_CODE_TEXTS.codeLegend })).toBeTruthy();
    await user.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    await user.click(screen.getByRole('button', { name: LOGIN_CODE_TEXTS.submit }));
    expect((await screen.findAllByText(AUTH_MESSAGES.loginCodeIncorrect)).length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText('Digit 1 of 6'), '654321');
    await user.click(screen.getByRole('button', { name: LOGIN_CODE_TEXTS.submit }));
    // The right code with a wrong password: the password again, its message under it.
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect((await screen.findAllByText(AUTH_MESSAGES.invalidCredentials)).length).toBeGreaterThan(0);
    await user.type(password, 'secret two');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(UI_MESSAGES.loginSuccess)).toBeTruthy();
    expect(sent).toEqual([
      { username: 'priya.sharma@example.in', password: 'secret one' },
      { username: 'priya.sharma@example.in', password: 'secret one', otp: '123456' },
      { username: 'priya.sharma@example.in', password: 'secret one', otp: '654321' },
      { username: 'priya.sharma@example.in', password: 'secret two', otp: '654321' },
    ]);
  });

  it("forgot password: 404 'Username is Invalid.', no answer 'Something went wrong…'", async () => {
    const user = userEvent.setup();
    answer(404, { message: UI_MESSAGES.usernameInvalid, field: 'username' });
    renderAt(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email Address'), 'p@x.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText(UI_MESSAGES.usernameInvalid)).length).toBeGreaterThan(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(UI_MESSAGES.somethingWentWrong)).toBeTruthy();
  });

  it("reset: 400 shows 'Invalid request or token is expired.'", async () => {
    const user = userEvent.setup();
    answer(400, { message: 'whatever the server says', field: 'token' });
    renderAt(<ResetPasswordForm token="t" />);
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'long enough');
    await user.type(screen.getByLabelText('Confirm New Password', { selector: 'input' }), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UI_MESSAGES.resetInvalidToken)).toBeTruthy();
  });
});
