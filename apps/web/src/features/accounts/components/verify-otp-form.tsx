import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { AUTH_MESSAGES, EMAIL_OTP_RESEND_SECONDS, maskEmail, UI_MESSAGES } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { useCooldown } from '@/hooks/use-cooldown';
import { useOtpEntry } from '@/hooks/use-otp-entry';
import { useResendCode } from '../api/resend-code';
import { useVerifySignup } from '../api/verify-signup';
import type { SignupState } from './signup-form';
import { OtpField } from '@/components/ui/otp-input';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';

/** ACC-5: the masked address, six boxes, 'Confirm OTP' / 'Verifying...', and ACC-4's 'Resend code'. */
export function VerifyOtpForm({ signup }: { signup: SignupState }) {
  const navigate = useNavigate();
  const verify = useVerifySignup();
  const resend = useResendCode();
  const cooldown = useCooldown(EMAIL_OTP_RESEND_SECONDS);
  const otp = useOtpEntry();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.code();
    if (code === undefined) return;
    try {
      await verify.mutateAsync({
        username: signup.email,
        password: signup.password,
        first_name: signup.first_name,
        last_name: signup.last_name,
        otp: code,
      });
      toast.success(UI_MESSAGES.registered);
      void navigate(paths.profile, { replace: true });
    } catch (failure) {
      otp.refused(failure, UI_MESSAGES.otpVerificationFailed);
    }
  };

  const onResend = async () => {
    try {
      const data = await resend.mutateAsync(signup.email);
      toast.success(data.message);
      cooldown.restart();
      otp.clear();
    } catch (failure) {
      toastError(failure, serverMessageOr(failure, AUTH_MESSAGES.mailFailed));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-muted">
        <p>We sent a verification email to</p>
        <p className="mt-0.5 break-all font-semibold text-ink">{maskEmail(signup.email)}</p>
        <p className="mt-2">Enter the 6-digit code from it below. The code expires in 10 minutes.</p>
      </div>
      <OtpField entry={otp} disabled={verify.isPending} />
      <SubmitButton busy={verify.isPending} busyText="Verifying...">
        Confirm OTP
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted">
        <span>Didn&apos;t get the e-mail?</span>
        <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={cooldown.left > 0 || resend.isPending}>
          {cooldown.left > 0 ? AUTH_MESSAGES.resendIn(cooldown.left) : AUTH_MESSAGES.resendCode}
        </Button>
      </div>
    </form>
  );
}
