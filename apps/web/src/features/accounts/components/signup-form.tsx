import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { PRIVACY_TEXTS, signupSchema, UI_MESSAGES, type SignupRequest } from '@careers/shared';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { serverMessageOr } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { AuthLink } from './auth-link';
import { usePreloadCommonPasswords, withCommonPasswords } from '../hooks/use-common-passwords';
import { toastError } from '@/lib/error-toast';

/** What signup hands to verifyOtp through navigation state (ACC-1, ACC-5). */
export interface SignupState {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** ACC-2: First Name, Last Name, Email Address, Create Password; 'Sign up' / 'Signing up...'. */
export function SignupForm() {
  const navigate = useNavigate();
  const registerCall = useRegister();
  usePreloadCommonPasswords();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupRequest, unknown, z.output<typeof signupSchema>>({
    resolver: withCommonPasswords(zodResolver(signupSchema), 'password'),
    defaultValues: { first_name: '', last_name: '', username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerCall.mutateAsync(values);
      const state: SignupState = {
        email: values.username,
        password: values.password,
        first_name: values.first_name,
        last_name: values.last_name,
      };
      void navigate(paths.verifyOtp, { state });
    } catch (error) {
      const text = serverMessageOr(error, UI_MESSAGES.registrationFailed);
      toastError(error, text);
      showServerErrors(error, setError, fieldsNamed(['first_name', 'last_name', 'username', 'password']), text);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Create Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-sm text-muted">
        {PRIVACY_TEXTS.signupBefore} <AuthLink to={paths.privacy}>{PRIVACY_TEXTS.signupLink}</AuthLink>.
      </p>
      <SubmitButton busy={registerCall.isPending} busyText="Signing up...">
        Sign up
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account? <AuthLink to={paths.login}>Login</AuthLink>
      </p>
    </form>
  );
}
