import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_ALERT_MESSAGES as M, JOB_ALERT_TEXTS as T, PAGE_TEXTS } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { followAlertLink } from '../api/job-alerts';

/**
 * ALR-2, ALR-5: where a job alert's confirm and unsubscribe links land; it says what happened. A
 * confirmation link that did not work (ALR-7: expired after 7 days, or gone) leads back to the careers
 * list, where the alert is saved again.
 */
export function JobAlertLinkPage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  const action = confirm ? 'confirm' : unsubscribe ? 'unsubscribe' : null;
  const token = confirm ?? unsubscribe;
  const [answer, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const message = !action || !token ? { ok: false, text: M.tokenInvalid } : answer;

  useEffect(() => {
    if (!action || !token) return;
    let live = true;
    followAlertLink(action, token).then(
      (res) => live && setMessage({ ok: true, text: res.message }),
      (error: unknown) => live && setMessage({ ok: false, text: serverMessageOr(error, M.tokenInvalid) }),
    );
    return () => {
      live = false;
    };
  }, [action, token]);

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <span
          className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${
            message?.ok === false ? 'bg-surface text-muted' : 'bg-brand-50 text-brand-700'
          }`}
        >
          <Icon icon={message?.ok ? icons.check : icons.mail} className="h-6 w-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-ink">{T.linkPageTitle}</h1>
        <p role={message?.ok === false ? 'alert' : 'status'} className="mt-3 text-base leading-relaxed text-ink">
          {message ? message.text : T.working}
        </p>
        {message?.ok === false && action !== 'unsubscribe' && (
          <ButtonLink to={paths.careers} variant="secondary" className="mt-6">
            {PAGE_TEXTS.viewAllJobOpenings}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
