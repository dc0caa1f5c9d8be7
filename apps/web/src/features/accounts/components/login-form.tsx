import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { loginSchema, UI_MESSAGES, type LoginRequest } from '@careers/shared';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { serverMessageOr } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { AuthLink } from './auth-link';
import { toastError } from '@/lib/error-toast';

/**
 * ACC-8: Email Address and Password, 'Login' / 'Logging in...', links to forgot-password and
 * signup. The page redirects once the session is stored (see the login route).
 */
export function LoginForm() {
  const loginCall = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const data = await loginCall.mutateAsync(values);
      toast.success(data.message || UI_MESSAGES.loginSuccess);
    } catch (error) {
      // ACC-9: the server's msg field, or 'Login failed'.
      const text = serverMessageOr(error, UI_MESSAGES.loginFailed);
      toastError(error, text);
      showServerErrors(error, setError, fieldsNamed(['username', 'password']), text);
    }
  });

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
