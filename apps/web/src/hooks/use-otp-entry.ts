import { useId, useState } from 'react';
import { otpSchema } from '@careers/shared';
import { emptyOtp } from '@/components/ui/otp-input';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';

/**
 * The state of a 6-digit code form (the e-mail code at sign-up, the mobile code on the profile):
 * the digits, the message under them, and what happens on a bad code or a refused one.
 */
export function useOtpEntry() {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const errorId = useId();

  /** Typing clears the message. */
  const onChange = (next: string[]) => {
    setDigits(next);
    setError(undefined);
  };

  return {
    digits,
    error,
    errorId,
    onChange,
    /** Empty boxes, e.g. after a new code was sent. */
    clear: () => onChange(emptyOtp()),
    /** The typed code when it passes the shared rule, else undefined with the rule's message shown. */
    code: (): string | undefined => {
      const parsed = otpSchema.safeParse(digits.join(''));
      if (parsed.success) return parsed.data;
      setError(parsed.error.issues[0]?.message);
      return undefined;
    },
    /** A refused code: the server's message (or `fallback`) as a toast and under the boxes. */
    refused: (failure: unknown, fallback: string) => {
      const text = serverMessageOr(failure, fallback);
      toastError(failure, text);
      setError(text);
    },
  };
}

export type OtpEntry = ReturnType<typeof useOtpEntry>;
