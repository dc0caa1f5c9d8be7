import { useEffect, useRef, type FormEvent } from 'react';
import { LOGIN_CODE_TEXTS, maskEmail } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { OtpField } from '@/components/ui/otp-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import type { useOtpEntry } from '@/hooks/use-otp-entry';
import { AuthLink } from './auth-link';

/**
 * ACC-19's code step of the login page (docs/decisions/030): the account has had many wrong passwords,
 * so the password is checked only with the 6-digit code e-mailed to the owner. The heading takes the
 * focus when the step appears, so a screen reader reads where the code went and why.
 */
export function LoginCodeStep({
  email,
  otp,
  busy,
  onSubmit,
  onOtherAccount,
}: {
  email: string;
  otp: ReturnType<typeof useOtpEntry>;
  busy: boolean;
  onSubmit: (code: string) => void;
  onOtherAccount: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = otp.code();
    if (code !== undefined) onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="login-code-heading">
      <div>
        <h2 id="login-code-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {LOGIN_CODE_TEXTS.title}
        </h2>
        <div className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-muted">
          <p>{LOGIN_CODE_TEXTS.sentTo}</p>
          <p className="mt-0.5 break-all font-semibold text-ink">{maskEmail(email)}</p>
          <p className="mt-2">{LOGIN_CODE_TEXTS.why}</p>
        </div>
      </div>
      <OtpField entry={otp} disabled={busy} legend={LOGIN_CODE_TEXTS.codeLegend} />
      <SubmitButton busy={busy} busyText={LOGIN_CODE_TEXTS.busy}>
        {LOGIN_CODE_TEXTS.submit}
      </SubmitButton>
      <div className="space-y-3 text-center text-sm text-muted">
        <p>
          {LOGIN_CODE_TEXTS.noMail} <AuthLink to={paths.forgotPassword}>{LOGIN_CODE_TEXTS.resetPassword}</AuthLink>.
        </p>
        <Button variant="ghost" size="sm" onClick={onOtherAccount}>
          {LOGIN_CODE_TEXTS.otherAccount}
        </Button>
      </div>
    </form>
  );
}
