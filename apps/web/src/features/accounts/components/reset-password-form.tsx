import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PASSWORD_TOAST_MS, resetPasswordFormSchema, UI_MESSAGES, type ResetPasswordForm as ResetPasswordValues } from '@careers/shared';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthLink } from './auth-link';
import { usePreloadCommonPasswords, withCommonPasswords } from '../hooks/use-common-passwords';
import { toastError } from '@/lib/error-toast';
import type { PasswordSetState } from '../utils/password-set';

/** ACC-11: 400 means a bad or expired token; other refusals say why (e.g. too many tries); else a generic text. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return UI_MESSAGES.resetInvalidToken;
  if (error instanceof ApiError && typeof error.status === 'number' && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  return UI_MESSAGES.resetGenericFailure;
}

/** ACC-11: New Password, Confirm New Password, 'Submit' / 'Submitting...'; success goes to login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const call = useResetPassword();
  usePreloadCommonPasswords();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: withCommonPasswords(zodResolver(resetPasswordFormSchema), 'new_password'),
    defaultValues: { new_password: '', confirm_new_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await call.mutateAsync({ token, ...values });
      toast.success(UI_MESSAGES.resetSuccess, { autoClose: PASSWORD_TOAST_MS });
      // The login page says the password is set; the account then decides the landing (REC-16: the team's workspace).
      const state: PasswordSetState = { passwordSet: true };
      void navigate(paths.login, { state });
    } catch (error) {
      const text = failureText(error);
      toastError(error, text);
      showServerErrors(error, setError, fieldsNamed(['new_password', 'confirm_new_password']), text);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_new_password?.message}
        {...register('confirm_new_password')}
      />
      <SubmitButton busy={call.isPending} busyText="Submitting...">
        Submit
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        <AuthLink to={paths.login}>Back to login</AuthLink>
      </p>
    </form>
  );
}
