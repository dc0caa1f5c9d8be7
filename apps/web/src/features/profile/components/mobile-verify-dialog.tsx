import type { FormEvent } from 'react';
import { toast } from 'react-toastify';
import { PROFILE_TEXTS, UI_MESSAGES, type MobileType } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { OtpField } from '@/components/ui/otp-input';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { useCooldown } from '@/hooks/use-cooldown';
import { useOtpEntry } from '@/hooks/use-otp-entry';
import { formatMobile } from '@/config/dialling-codes';
import { useSendMobileOtp, useVerifyMobile } from '../api/mobile-verification';
import { toastError } from '@/lib/error-toast';

/** The number being verified, as the card knows it. */
export interface MobileTarget {
  type: MobileType;
  code: string;
  number: string;
  /** Seconds before 'Resend OTP' works: the server's answer (PRO-14: 60). */
  resendAfter: number;
}

function VerifyForm({ target, onClose }: { target: MobileTarget; onClose: () => void }) {
  const mobile = `${target.code}${target.number}`;
  const otp = useOtpEntry();
  const cooldown = useCooldown(target.resendAfter);
  const verify = useVerifyMobile();
  const resend = useSendMobileOtp();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.code();
    if (code === undefined) return;
    try {
      await verify.mutateAsync({ mobile, otp: code, mobile_type: target.type });
      // PRO-13: a successful verify closes the modal and clears its state.
      toast.success(UI_MESSAGES.mobileVerified);
      onClose();
    } catch (failure) {
      otp.refused(failure, UI_MESSAGES.mobileVerifyFailed);
    }
  };

  const onResend = async () => {
    try {
      const data = await resend.mutateAsync({ mobile });
      toast.success(UI_MESSAGES.mobileOtpSent);
      // PRO-13: resending restarts the countdown.
      cooldown.restart(data.resend_after_seconds);
      otp.clear();
    } catch (failure) {
      toastError(failure, serverMessageOr(failure, UI_MESSAGES.mobileOtpSendFailed));
      if (failure instanceof ApiError && failure.retryAfterSeconds) cooldown.restart(failure.retryAfterSeconds);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <OtpField entry={otp} disabled={verify.isPending} />
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted" aria-live="polite">
          <span>Didn&apos;t get the SMS?</span>
          <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={cooldown.left > 0 || resend.isPending}>
            {cooldown.left > 0 ? PROFILE_TEXTS.resendOtpIn(cooldown.left) : PROFILE_TEXTS.resendOtp}
          </Button>
        </div>
      </DialogBody>
      <DialogActions onCancel={onClose} busy={verify.isPending} label={PROFILE_TEXTS.verify} busyLabel="Verifying..." />
    </form>
  );
}

/** PRO-13: 'Verify Mobile Number', the 6-digit code texted to the number, a resend countdown, Cancel and Verify. */
export function MobileVerifyDialog({ target, onClose }: { target: MobileTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={PROFILE_TEXTS.verifyMobileTitle}
      description={
        target ? (
          <>
            {/* PRO-13's sentence, with the number kept on one line. */}
            {PROFILE_TEXTS.otpSentTo('')}
            <span className="whitespace-nowrap font-semibold text-ink">{formatMobile(target.code, target.number)}</span>. It expires in 5
            minutes.
          </>
        ) : undefined
      }
    >
      {target && <VerifyForm key={`${target.type}${target.code}${target.number}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}
