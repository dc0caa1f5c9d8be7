import { useState, type FormEvent } from 'react';
import {
  RECRUITER_MESSAGES as R,
  formatInterviewStart,
  interviewInputSchema,
  localTimeZone,
  type Interview,
  type InterviewInput,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

type Field = keyof InterviewInput;
const FIELDS: readonly Field[] = ['date', 'time', 'time_zone', 'duration_minutes', 'meeting_url'];

/** What the form holds: text as typed (the duration too), checked with the API's schema on submit. */
interface Draft {
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: string;
  meeting_url: string;
}

const draftOf = (interview: Interview | null): Draft => {
  const zone = localTimeZone();
  if (!interview) return { date: '', time: '', time_zone: zone, duration_minutes: '30', meeting_url: '' };
  // The interview as it stands, in the recruiter's own zone (en-CA writes dates as yyyy-MM-dd).
  const at = new Date(interview.starts_at);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { date, time, time_zone: zone, duration_minutes: String(interview.duration_minutes), meeting_url: interview.meeting_url ?? '' };
};

/**
 * REC-12: the interview's date, start time (in the recruiter's time zone), duration and meeting link,
 * checked with the shared schema before it is sent. `onSkip` offers moving on without a date.
 */
export function InterviewForm({
  name,
  interview,
  submitLabel,
  pending,
  onSubmit,
  onSkip,
  onCancel,
}: {
  name: string;
  interview: Interview | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: InterviewInput) => void;
  onSkip?: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(interview));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = interviewInputSchema.safeParse({ ...draft, duration_minutes: Number(draft.duration_minutes) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((f) => f === issue.path[0]);
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${R.interviewTitle}: ${name}`}
      className="w-full space-y-3 rounded-lg border border-line bg-surface p-4"
    >
      {interview && (
        <p className="text-sm text-ink">
          <time dateTime={interview.starts_at}>{formatInterviewStart(interview.starts_at)}</time>
        </p>
      )}
      {onSkip && <p className="text-sm text-muted">{R.interviewOptional}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label={R.interviewDate} type="date" value={draft.date} onChange={set('date')} error={errors.date} required />
        <TextField label={R.interviewTime} type="time" value={draft.time} onChange={set('time')} error={errors.time} required />
        <TextField label={R.interviewTimeZone} value={draft.time_zone} onChange={set('time_zone')} error={errors.time_zone} required />
        <TextField
          label={R.interviewDuration}
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          step={5}
          value={draft.duration_minutes}
          onChange={set('duration_minutes')}
          error={errors.duration_minutes}
          required
        />
        <TextField
          label={R.interviewLink}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.meeting_url}
          onChange={set('meeting_url')}
          error={errors.meeting_url}
          className="sm:col-span-2"
          required
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending && <Spinner className="h-4 w-4" />}
          {submitLabel}
        </Button>
        {onSkip && (
          <Button type="button" size="sm" variant="secondary" disabled={pending} onClick={onSkip}>
            {R.moveWithoutDate}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
