import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { UI_MESSAGES } from '@careers/shared';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** ACC-11: the token comes from ?token=; without it ACC-11's message shows. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  useEffect(() => {
    if (!token) toast.error(UI_MESSAGES.resetTokenMissing, { toastId: 'reset-token-missing' });
  }, [token]);

  return (
    <AuthLayout title="Reset password" description={token ? 'Choose a new password of at least 8 characters.' : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-6">
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger">
            {UI_MESSAGES.resetTokenMissing}
          </p>
          <ButtonLink to={paths.forgotPassword} size="lg" className="w-full">
            Request a new link
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}
