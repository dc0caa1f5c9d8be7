import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_ALERT_MESSAGES as M, JOB_ALERT_TEXTS as T } from '@careers/shared';
import { serverMessageOr } from '@/lib/api-client';
import { followAlertLink } from '../api/job-alerts';

/** ALR-2, ALR-5: where a job alert's confirm and unsubscribe links land; it says what happened. */
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
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">{T.linkPageTitle}</h1>
      <p role={message?.ok === false ? 'alert' : 'status'} className="mt-4 text-lg text-ink">
        {message ? message.text : T.working}
      </p>
    </div>
  );
}
