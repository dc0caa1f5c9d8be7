import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { forgotPasswordSchema, PASSWORD_TOAST_MS, UI_MESSAGES, type ForgotPasswordRequest } from '@careers/shared';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLink } from './auth-link';
import { toastError } from '@/lib/error-toast';

/** ACC-10's forgot-password texts: 404, other non-200 answers, and no answer at all. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 'FETCH_ERROR' || error.status >= 500) return UI_MESSAGES.somethingWentWrong;
  if (error.status === 404) return UI_MESSAGES.usernameInvalid;
  return error.serverMessage ?? UI_MESSAGES.resetLinkFailed;
}

/** ACC-10: an email field and 'Send Reset Link' / 'Sending...'; success goes to login. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const call = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordRequest, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await call.mutateAsync(values);
      toast.success(UI_MESSAGES.resetLinkSent, { autoClose: PASSWORD_TOAST_MS });
      void navigate(paths.login);
    } catch (error) {
      const text = failureText(error);
      toastError(error, text);
      showServerErrors(error, setError, fieldsNamed(['username']), text);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.username?.message}
        {...register('username')}
      />
      <SubmitButton busy={call.isPending} busyText="Sending...">
        Send Reset Link
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Remembered it? <AuthLink to={paths.login}>Back to login</AuthLink>
      </p>
    </form>
  );
}
