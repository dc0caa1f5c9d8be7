import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { loginSchema, UI_MESSAGES, type LoginRequest } from '@careers/shared';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useOtpEntry } from '@/hooks/use-otp-entry';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { loginRefusalOf, useLogin } from '../api/login';
import { AuthLink } from './auth-link';
import { LoginCodeStep } from './login-code-step';
import { toastError } from '@/lib/error-toast';

type Credentials = { username: string; password: string };

/**
 * ACC-8: Email Address and Password, 'Login' / 'Logging in...', links to forgot-password and
 * signup. The page redirects once the session is stored (see the login route). ACC-19: when the
 * account needs the e-mailed sign-in code, the code step replaces the form; a wrong password there
 * brings the form back, and the code, still good for a few more tries, goes with the next attempt.
 */
export function LoginForm() {
  const loginCall = useLogin();
  const otp = useOtpEntry();
  /** The e-mail and password waiting for the code, while the code step shows. */
  const [waiting, setWaiting] = useState<Credentials>();
  /** A code that was right but came with a wrong password, for the same e-mail's next attempt. */
  const [keptCode, setKeptCode] = useState<{ username: string; otp: string }>();
  /** The wrong password's message, to show once the form is back. */
  const passwordError = useRef<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LoginRequest, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const signIn = async (body: LoginRequest) => {
    const data = await loginCall.mutateAsync(body);
    toast.success(data.message || UI_MESSAGES.loginSuccess);
  };

  const onSubmit = handleSubmit(async ({ username, password }) => {
    const otpForUser = keptCode?.username === username ? keptCode.otp : undefined;
    try {
      await signIn({ username, password, ...(otpForUser ? { otp: otpForUser } : {}) });
    } catch (error) {
      // ACC-9: the server's msg field, or 'Login failed'.
      const text = serverMessageOr(error, UI_MESSAGES.loginFailed);
      if (loginRefusalOf(error)) {
        // ACC-19: the code step says where the code went and why (no toast over it: its heading takes the focus).
        setKeptCode(undefined);
        otp.clear();
        setWaiting({ username, password });
        return;
      }
      toastError(error, text);
      showServerErrors(error, setError, fieldsNamed(['username', 'password']), text);
    }
  });

  const onCode = async (code: string) => {
    if (!waiting) return;
    try {
      await signIn({ ...waiting, otp: code });
    } catch (error) {
      const refusal = loginRefusalOf(error);
      if (!(error instanceof ApiError && error.status === 401 && refusal === undefined)) {
        // A wrong code, an expired one (a new one is on its way), a wait (429) or a failure: said under the boxes.
        if (refusal === 'login_code_required') otp.clear();
        otp.refused(error, UI_MESSAGES.loginFailed);
        return;
      }
      // The code was right and the password wrong: back to the password, the code kept for the next try.
      const text = serverMessageOr(error, UI_MESSAGES.loginFailed);
      toastError(error, text);
      setKeptCode({ username: waiting.username, otp: code });
      setValue('password', '');
      passwordError.current = text;
      setWaiting(undefined);
    }
  };

  // Once the form is back, the password's message is shown under it and it takes the focus.
  useEffect(() => {
    if (waiting || passwordError.current === undefined) return;
    setError('password', { message: passwordError.current }, { shouldFocus: true });
    passwordError.current = undefined;
  }, [waiting, setError]);

  if (waiting) {
    return (
      <LoginCodeStep
        email={waiting.username}
        otp={otp}
        busy={loginCall.isPending}
        onSubmit={(code) => void onCode(code)}
        onOtherAccount={() => {
          setWaiting(undefined);
          setKeptCode(undefined);
          setValue('password', '');
        }}
      />
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <TextField
        label="Email Address"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <span className="text-sm">
            <AuthLink to={paths.forgotPassword}>Forgot password?</AuthLink>
          </span>
        }
        {...register('password')}
      />
      <SubmitButton busy={loginCall.isPending} busyText="Logging in...">
        Login
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        New here? <AuthLink to={paths.signup}>Create an account</AuthLink>
      </p>
    </form>
  );
}
