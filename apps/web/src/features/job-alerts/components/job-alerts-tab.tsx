import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import {
  JOB_ALERT_MESSAGES as M,
  JOB_ALERT_TEXTS as T,
  formatDate,
  isCandidateCurrency,
  termsFilterWords,
  type JobAlert,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/api-client';
import { useDeleteJobAlert, useJobAlerts } from '../api/job-alerts';
import { toastError } from '@/lib/error-toast';

const describe = (a: JobAlert) => {
  const what = [a.q, a.department, a.category, a.type].filter(Boolean).join(', ') || M.anyJob;
  return a.location ? `${what} in ${a.location}` : what;
};

/** ALR-9: PUB-20's filters in words ("At least ₹5,000 per day", "I can work from Philippines", "Skills: …"). */
const termsWords = (a: JobAlert) =>
  termsFilterWords({
    minPay: a.minPay && isCandidateCurrency(a.minPay.currency) ? { ...a.minPay, currency: a.minPay.currency } : undefined,
    workFrom: a.workFrom ?? undefined,
    skills: a.skills,
  });

/**
 * ALR-1: the profile's "Job Alerts" tab: the candidate's alerts, each deletable; `empty` is what it shows
 * without any (the profile's empty state, composed by the route: features do not import each other).
 */
export function JobAlertsTab({ empty }: { empty?: ReactNode } = {}) {
  const { data, isPending, isError } = useJobAlerts();
  const remove = useDeleteJobAlert();
  if (isPending) return <p role="status">{T.working}</p>;
  if (isError) return <p role="alert">{M.deleteFailed}</p>;
  if (data.job_alerts.length === 0) return empty ?? <p className="py-6 text-muted">{T.tabEmpty}</p>;
  const onDelete = async (id: number) => {
    try {
      toast.success((await remove.mutateAsync(id)).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, M.deleteFailed));
    }
  };
  return (
    <section aria-labelledby="job-alerts-heading">
      <h2 id="job-alerts-heading" className="mb-4 text-xl font-bold text-ink">
        {T.tabTitle}
      </h2>
      <ul className="grid gap-3">
        {data.job_alerts.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <div className="min-w-0">
              <p className="break-words font-semibold text-ink">{describe(a)}</p>
              {termsWords(a).length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink">
                  {termsWords(a).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              <p className="text-sm text-muted">
                {T.frequencyLabel[a.frequency]} · {formatDate(a.created_at)}
              </p>
            </div>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`${T.delete}: ${describe(a)}`}
              onClick={() => void onDelete(a.id)}
            >
              {T.delete}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
