import { useLocation } from 'react-router';
import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/accounts/components/login-form';
import { passwordWasSet } from '@/features/accounts/utils/password-set';

/**
 * ACC-8, for signed-out visitors only (the router's guest guard sends a signed-in user back or
 * home). One page for every account (REC-16): the account's role decides where it lands, a
 * candidate on their profile, the recruiting team in its workspace (REC-1).
 */
export default function LoginRoute() {
  const state: unknown = useLocation().state;
  return (
    <AuthLayout title={W.login.title} description={passwordWasSet(state) ? W.login.passwordSet : W.login.description}>
      <LoginForm />
    </AuthLayout>
  );
}
