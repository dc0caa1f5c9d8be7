import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import {
  INTERVIEW_CHANGE_HOURS,
  INTERVIEW_SCHEDULING_MESSAGES as S,
  APPLICATION_TEXTS,
  profileTabPath,
  type CandidateSlots,
  type OfferedSlot,
} from '@careers/shared';
import { CancelInterviewDialog } from '@/components/cancel-interview-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { TextAreaField } from '@/components/ui/text-area-field';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { useAskOtherTimes, useBookInterviewSlot, useCancelMyInterview, useMyInterviewSlots } from '../api/interview-slots';

/** 'Monday 29 March 2027, 13:30–14:15 (GMT+5:30)' → its day and its times. */
const dayOf = (label: string) => label.slice(0, label.indexOf(','));
const timesOf = (label: string) => label.slice(label.indexOf(',') + 2);

/** The slots grouped by the candidate's day, in order. */
function byDay(slots: OfferedSlot[]): [string, OfferedSlot[]][] {
  const days = new Map<string, OfferedSlot[]>();
  for (const slot of slots) days.set(dayOf(slot.candidate.label), [...(days.get(dayOf(slot.candidate.label)) ?? []), slot]);
  return [...days];
}

function WhereLine({ page }: { page: CandidateSlots }) {
  if (page.meeting_url)
    return (
      <a
        href={page.meeting_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline"
      >
        <Icon icon={icons.link} className="h-4 w-4" />
        {APPLICATION_TEXTS.interviewJoin}
      </a>
    );
  if (page.place)
    return (
      <span className="inline-flex items-center gap-1.5 text-ink">
        <Icon icon={icons.mapPin} className="h-4 w-4 text-muted" />
        {page.place}
      </span>
    );
  return null;
}

/** APP-13: cancelling needs a reason, which the team reads. */
function CancelAction({ applicationId }: { applicationId: number }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelMyInterview(applicationId);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {S.cancelInterview}
      </Button>
      {open && <CancelInterviewDialog open onClose={() => setOpen(false)} cancel={cancel} />}
    </>
  );
}

function OtherTimes({ applicationId }: { applicationId: number }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const ask = useAskOtherTimes(applicationId);
  return (
    <section aria-labelledby="other-times" className="mt-10 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
      <h2 id="other-times" className="text-lg font-semibold text-ink">
        {S.otherTimes}
      </h2>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) return setError(S.noteRequired);
          ask.mutate(note, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setNote('');
              setError(undefined);
            },
            onError: (failure) => setError(serverMessageOr(failure, S.noteRequired)),
          });
        }}
      >
        <TextAreaField label={S.otherTimesNote} value={note} error={error} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
        <Button type="submit" variant="secondary" disabled={ask.isPending}>
          <Icon icon={icons.send} className="h-4 w-4" />
          {S.otherTimesSend}
        </Button>
      </form>
    </section>
  );
}

/** APP-13: the candidate's interview page: their interview, the open times in their zone, one click to book. */
export function InterviewBooking({ applicationId }: { applicationId: number }) {
  const query = useMyInterviewSlots(applicationId);
  const book = useBookInterviewSlot(applicationId);
  if (query.isPending) return <p className="py-16 text-center text-muted">{APPLICATION_TEXTS.interviewHeading}…</p>;
  if (query.isError) return <p className="py-16 text-center text-danger">{serverMessageOr(query.error, S.notFound)}</p>;
  const page = query.data;
  const interview = page.interview;
  const live = interview && interview.cancelled_at === null ? interview : null;
  const open = page.slots.filter((s) => !s.booked);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to={profileTabPath('applied')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <Icon icon={icons.chevronLeft} className="h-4 w-4" />
        {APPLICATION_TEXTS.myApplications}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{S.pageTitle}</h1>
      <p className="mt-2 text-muted">{S.pageIntro(page.job_title)}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
        <Icon icon={icons.globe} className="h-4 w-4" />
        {S.yourZone(page.candidate_zone.time_zone)}
      </p>

      {live && page.interview_time && (
        <section
          aria-labelledby="your-interview"
          className="mt-8 rounded-[var(--radius-card)] border border-brand-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="your-interview" className="text-lg font-semibold text-ink">
              {S.yourInterview}
            </h2>
            <Badge tone="brand">{S.booked}</Badge>
          </div>
          <p className="mt-3 text-xl font-semibold text-ink">
            <time dateTime={live.starts_at}>{page.interview_time.label}</time>
          </p>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <WhereLine page={page} />
          </div>
          <p className="mt-4 text-sm text-muted">
            {page.can_change ? S.moveHint(INTERVIEW_CHANGE_HOURS) : S.tooLate(INTERVIEW_CHANGE_HOURS)}
          </p>
          {page.can_change && (
            <div className="mt-4">
              <CancelAction applicationId={applicationId} />
            </div>
          )}
        </section>
      )}

      {interview?.cancelled_at && !live && (
        <p role="status" className="mt-8 flex items-start gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-ink">
          <Icon icon={icons.alertCircle} className="mt-0.5 h-5 w-5 flex-none text-muted" />
          {S.cancelledOn(interview.cancel_reason ?? '')}
        </p>
      )}

      {(!live || page.can_change) && (
        <section aria-labelledby="open-times" className="mt-10">
          <h2 id="open-times" className="text-lg font-semibold text-ink">
            {live ? S.moveTo : S.openSlots}
          </h2>
          {open.length === 0 ? (
            <p className="mt-3 text-muted">{S.noSlots}</p>
          ) : (
            <div className="mt-4 space-y-6">
              {byDay(open).map(([day, slots]) => (
                <div key={day}>
                  <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
                    <Icon icon={icons.calendar} className="h-4 w-4" />
                    {day}
                  </h3>
                  <ul className="mt-2 space-y-2">
                    {slots.map((slot) => (
                      <li
                        key={slot.id}
                        className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm transition hover:border-brand-300 sm:flex-row sm:items-center sm:justify-between"
                      >
                        <div className="min-w-0">
                          <p className="text-base font-semibold text-ink">
                            <time dateTime={slot.starts_at}>{timesOf(slot.candidate.label)}</time>
                            <span className="ml-2 text-sm font-normal text-muted">
                              {APPLICATION_TEXTS.interviewLength(slot.duration_minutes)}
                            </span>
                          </p>
                          <p className="mt-1 text-sm text-muted">{S.recruiterTime(slot.recruiter.label)}</p>
                        </div>
                        <Button
                          size="sm"
                          className="w-full sm:w-auto"
                          disabled={book.isPending}
                          aria-label={S.bookTime(slot.candidate.label)}
                          onClick={() =>
                            book.mutate(slot.id, {
                              onSuccess: (answer) => toast.success(answer.message),
                              onError: (failure) => toastError(failure, serverMessageOr(failure, S.slotTaken)),
                            })
                          }
                        >
                          {S.book}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </section>
      )}

      {!live && page.slots.length + (interview ? 1 : 0) > 0 && <OtherTimes applicationId={applicationId} />}
    </div>
  );
}
