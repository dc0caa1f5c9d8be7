import { AuthLayout } from '@/components/layouts/auth-layout';
import { SignupForm } from '@/features/accounts/components/signup-form';

/** ACC-2. */
export default function SignupRoute() {
  return (
    <AuthLayout title="Sign up" description="Create your candidate account to apply for remote projects with European clients.">
      <SignupForm />
    </AuthLayout>
  );
}
