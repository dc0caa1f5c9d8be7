import { lazy, Suspense, useState } from 'react';
import { JOB_ALERT_TEXTS as T, type JobAlertFilters } from '@careers/shared';
import { Button } from '@/components/ui/button';

const JobAlertForm = lazy(() => import('./job-alert-form'));

/** ALR-1: "Get these jobs by e-mail" on the careers block; the form's code loads when it is opened. */
export function JobAlertButton({ filters }: { filters: JobAlertFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)]">
      {open ? (
        <Suspense fallback={<p role="status">{T.working}</p>}>
          <h3 className="mb-2 text-base font-semibold text-ink">{T.formTitle}</h3>
          <JobAlertForm filters={filters} />
        </Suspense>
      ) : (
        <Button type="button" variant="secondary" className="w-full" onClick={() => setOpen(true)}>
          {T.getByEmail}
        </Button>
      )}
    </div>
  );
}
