import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

/** ACC-10. */
export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
