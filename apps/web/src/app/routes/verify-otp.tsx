import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { UI_MESSAGES } from '@careers/shared';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { SignupState } from '@/features/accounts/components/signup-form';
import { VerifyOtpForm } from '@/features/accounts/components/verify-otp-form';

const textOr = (value: unknown) => (typeof value === 'string' ? value : '');

function readSignupState(state: unknown): SignupState | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = 'email' in state ? textOr(state.email) : '';
  const password = 'password' in state ? textOr(state.password) : '';
  if (!email || !password) return null;
  return {
    email,
    password,
    first_name: 'first_name' in state ? textOr(state.first_name) : '',
    last_name: 'last_name' in state ? textOr(state.last_name) : '',
  };
}

/**
 * ACC-5: email, password and names arrive through navigation state. They are kept in memory
 * and wiped from the history entry at once, so the password is not stored by the browser; a
 * direct visit or a reload therefore shows ACC-5's message.
 */
export default function VerifyOtpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [signup] = useState(() => readSignupState(location.state));

  useEffect(() => {
    if (location.state) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!signup) toast.error(UI_MESSAGES.missingSignupState, { toastId: 'missing-signup-state' });
  }, [signup]);

  return (
    <AuthLayout title="Verify your email">
      {signup ? (
        <VerifyOtpForm signup={signup} />
      ) : (
        <div className="space-y-6">
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger">
            {UI_MESSAGES.missingSignupState}
          </p>
          <ButtonLink to={paths.signup} size="lg" className="w-full">
            Sign up again
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}
