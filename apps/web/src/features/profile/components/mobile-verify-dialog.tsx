import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { otpSchema, PROFILE_TEXTS, UI_MESSAGES, type MobileType } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { OtpInput, emptyOtp } from '@/components/ui/otp-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { useCooldown } from '@/lib/use-cooldown';
import { formatMobile } from '@/config/dialling-codes';
import { useSendMobileOtp, useVerifyMobile } from '../api/mobile-verification';

/** The number being verified, as the card knows it. */
export interface MobileTarget {
  type: MobileType;
  code: string;
  number: string;
  /** Seconds before 'Resend OTP' works: the server's answer (D23: 60). */
  resendAfter: number;
}

function VerifyForm({ target, onClose }: { target: MobileTarget; onClose: () => void }) {
  const mobile = `${target.code}${target.number}`;
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const errorId = useId();
  const cooldown = useCooldown(target.resendAfter);
  const verify = useVerifyMobile();
  const resend = useSendMobileOtp();

  const onChange = (next: string[]) => {
    setDigits(next);
    setError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse(digits.join(''));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await verify.mutateAsync({ mobile, otp: parsed.data, mobile_type: target.type });
      // SPEC 4: a successful verify closes the modal and clears its state.
      toast.success(UI_MESSAGES.mobileVerified);
      onClose();
    } catch (failure) {
      const text = serverMessageOr(failure, UI_MESSAGES.mobileVerifyFailed);
      toast.error(text);
      setError(text);
    }
  };

  const onResend = async () => {
    try {
      const data = await resend.mutateAsync({ mobile });
      toast.success(UI_MESSAGES.mobileOtpSent);
      // SPEC 4: resending restarts the countdown.
      cooldown.restart(data.resend_after_seconds);
      onChange(emptyOtp());
    } catch (failure) {
      toast.error(serverMessageOr(failure, UI_MESSAGES.mobileOtpSendFailed));
      if (failure instanceof ApiError && failure.retryAfterSeconds) cooldown.restart(failure.retryAfterSeconds);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink">Verification code</legend>
          <OtpInput digits={digits} onChange={onChange} errorId={error ? errorId : undefined} disabled={verify.isPending} />
          {error && (
            <p id={errorId} className="mt-2 text-sm text-danger">
              {error}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted" aria-live="polite">
          <span>Didn&apos;t get the SMS?</span>
          <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={cooldown.left > 0 || resend.isPending}>
            {cooldown.left > 0 ? PROFILE_TEXTS.resendOtpIn(cooldown.left) : PROFILE_TEXTS.resendOtp}
          </Button>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={verify.isPending}>
          {PROFILE_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending || undefined} className="min-w-28">
          {verify.isPending ? (
            <>
              <Spinner className="h-4 w-4" />
              Verifying...
            </>
          ) : (
            PROFILE_TEXTS.verify
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** SPEC 2.12, 4: 'Verify Mobile Number', the 6-digit code texted to the number, a resend countdown, Cancel and Verify. */
export function MobileVerifyDialog({ target, onClose }: { target: MobileTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={PROFILE_TEXTS.verifyMobileTitle}
      description={
        target ? (
          <>
            {/* SPEC 2.12's sentence, with the number kept on one line. */}
            {PROFILE_TEXTS.otpSentTo('')}
            <span className="whitespace-nowrap font-semibold text-ink">{formatMobile(target.code, target.number)}</span>. It expires in 5 minutes.
          </>
        ) : undefined
      }
    >
      {target && <VerifyForm key={`${target.type}${target.code}${target.number}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}

