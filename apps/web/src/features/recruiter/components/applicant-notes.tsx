import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import {
  NOTE_MESSAGES as N,
  RATING_MAX,
  RATING_MIN,
  formatDate,
  noteInputSchema,
  type NoteInput,
  type RatingSummary,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { serverMessageOr } from '@/lib/api-client';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { useAddNote, useNotes, useRate } from '../api/notes';
import { toastError } from '@/lib/error-toast';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const timeOf = (iso: string) => `${formatDate(iso)} ${new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;

/** REC-11: the ratings' average and count, on the applicant card. */
export function RatingBadge({ rating }: { rating: RatingSummary }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted">
      <Icon icon={icons.star} className={`h-4 w-4 ${rating.count ? 'text-star' : 'text-muted'}`} />
      {N.ratingSummary(rating.average, rating.count)}
    </span>
  );
}

/** One rating per recruiter, 1–5: a radio group (arrow keys move, the choice is saved at once). */
function RatingPicker({ jobId, applicationId, mine, name }: { jobId: number; applicationId: number; mine: number | null; name: string }) {
  const rate = useRate(jobId, applicationId);
  const legend = useId();
  const choose = async (rating: number) => {
    try {
      toast.success((await rate.mutateAsync(rating)).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, N.saveFailed));
    }
  };
  return (
    <fieldset aria-labelledby={legend} aria-busy={rate.isPending || undefined}>
      <p id={legend} className="mb-1.5 text-sm font-semibold text-ink">
        {N.ratingLabel} <span className="sr-only">for {name}</span>
      </p>
      <div className="flex flex-wrap gap-1.5">
        {RATINGS.map((n) => (
          <label
            key={n}
            className="flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-line bg-white px-2 text-sm font-medium text-ink has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-4 has-focus-visible:ring-brand-100"
          >
            <input
              type="radio"
              name={`rating-${applicationId}`}
              className="sr-only"
              checked={mine === n}
              disabled={rate.isPending}
              onChange={() => void choose(n)}
            />
            <Icon icon={icons.star} className={`h-4 w-4 ${mine !== null && n <= mine ? 'text-star' : 'text-muted'}`} />
            <span aria-hidden="true">{n}</span>
            <span className="sr-only">{N.starLabel(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NoteForm({ jobId, applicationId, name }: { jobId: number; applicationId: number; name: string }) {
  const add = useAddNote(jobId, applicationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NoteInput>({ resolver: zodResolver(noteInputSchema), defaultValues: { text: '' } });
  const onSubmit = handleSubmit(async ({ text }) => {
    try {
      toast.success((await add.mutateAsync(text)).message);
      reset();
    } catch (error) {
      const message = serverMessageOr(error, N.saveFailed);
      toastError(error, message);
      showServerErrors(error, setError, fieldsNamed(['text']), message);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-2" aria-label={`${N.noteLabel}: ${name}`}>
      <TextAreaField label={N.noteLabel} error={errors.text?.message} hint={N.notesHint} {...register('text')} />
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending && <Spinner className="h-4 w-4" />}
        {N.addNote}
      </Button>
    </form>
  );
}

/** REC-11: recruiters' private notes and ratings of one application (loaded when its panel opens). */
export function ApplicantNotes({
  jobId,
  applicationId,
  name,
  open,
}: {
  jobId: number;
  applicationId: number;
  name: string;
  open: boolean;
}) {
  const notes = useNotes(applicationId, open);
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="space-y-4">
      <h4 id={heading} className="text-sm font-bold text-ink">
        {N.notesTitle}
      </h4>
      {notes.isPending ? (
        <p className="text-sm text-muted">
          <Spinner className="mr-2 inline h-4 w-4" />
          {N.loading}
        </p>
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-danger">
          {N.loadFailed}
        </p>
      ) : (
        <>
          <RatingPicker jobId={jobId} applicationId={applicationId} mine={notes.data.rating.mine} name={name} />
          {notes.data.notes.length === 0 ? (
            <p className="text-sm text-muted">{N.noNotes}</p>
          ) : (
            <ol className="space-y-3" aria-label={`${N.notesTitle}: ${name}`}>
              {notes.data.notes.map((note) => (
                <li key={note.id} className="rounded-lg border border-line bg-surface p-3">
                  <p className="whitespace-pre-wrap break-words text-sm text-ink">{note.text}</p>
                  <p className="mt-1 text-xs text-muted">
                    {note.author ?? N.unknownAuthor}, <time dateTime={note.createdAt}>{timeOf(note.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
          <NoteForm jobId={jobId} applicationId={applicationId} name={name} />
        </>
      )}
    </section>
  );
}
