import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/accounts/components/login-form';

/**
 * ACC-8, for signed-out visitors only (the router's guest guard sends a signed-in user back or
 * home); REC-1: recruiters log in here too and land in their area.
 */
export default function LoginRoute() {
  return (
    <AuthLayout title="Candidate Login" description="Welcome back. Log in to manage your profile and applications.">
      <LoginForm />
    </AuthLayout>
  );
}
