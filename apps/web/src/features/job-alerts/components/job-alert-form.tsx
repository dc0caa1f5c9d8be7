import { useState, type FormEvent } from 'react';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_MESSAGES as M,
  JOB_ALERT_TEXTS as T,
  type JobAlertFilters,
  type JobAlertFrequency,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { createJobAlert } from '../api/job-alerts';

const isFrequency = (value: unknown): value is JobAlertFrequency => JOB_ALERT_FREQUENCIES.some((f) => f === value);

/**
 * ALR-1: saves the careers block's current filters as a job alert. Loaded on demand, so the
 * landing route's first JS stays small. Anonymous visitors give an address and are told to check their inbox.
 */
export default function JobAlertForm({ filters }: { filters: JobAlertFilters }) {
  const { signedIn, user } = useSession();
  const candidate = signedIn && user?.role === 'candidate';
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'done' | 'error'; message: string }>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const frequency = form.get('frequency');
    const email = form.get('email');
    setState({ kind: 'saving' });
    try {
      const res = await createJobAlert(
        {
          ...filters,
          frequency: isFrequency(frequency) ? frequency : 'daily',
          ...(!candidate && typeof email === 'string' ? { email } : {}),
        },
        candidate,
      );
      setState({ kind: 'done', message: res.message });
    } catch (error) {
      setState({ kind: 'error', message: serverMessageOr(error, M.saveFailed) });
    }
  };

  if (state.kind === 'done')
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
        {state.message}
      </p>
    );
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label={T.formTitle} className="grid gap-3">
      <p className="text-sm text-muted">{T.formIntro}</p>
      <SelectField
        label={T.frequency}
        name="frequency"
        defaultValue="daily"
        options={JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: T.frequencies[f] }))}
      />
      {!candidate && <TextField label={T.email} name="email" type="email" autoComplete="email" required maxLength={254} />}
      {state.kind === 'error' && (
        <p role="alert" className="text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={state.kind === 'saving'}>
        {T.save}
      </Button>
    </form>
  );
}
