import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import {
  INTERVIEW_SCHEDULING_MESSAGES as S,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  localTimeZone,
  outsideCandidateDay,
  slotOfferInputSchema,
  workingDayOverlap,
  zonedInstant,
  zonedTime,
  type RecruiterSlots,
} from '@careers/shared';
import { CancelInterviewDialog } from '@/components/cancel-interview-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { useCancelInterview, useInterviewSlots, useInterviewers, useOfferInterviewSlots } from '../api/interview-slots';

interface Row {
  key: number;
  date: string;
  time: string;
  duration: string;
}

const zoneLine = (zone: RecruiterSlots['candidate_zone']) =>
  zone.source === 'profile'
    ? S.candidateZone(zone.time_zone)
    : zone.source === 'browser'
      ? S.candidateZoneFromBrowser(zone.time_zone)
      : S.candidateZoneUnknown;

/** REC-30: one row of the picker, with what it means on the candidate's clock. */
function SlotRow({
  row,
  index,
  candidateZone,
  canRemove,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  candidateZone: string;
  canRemove: boolean;
  onChange: (row: Row) => void;
  onRemove: () => void;
}) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(row.date) && /^\d{2}:\d{2}$/.test(row.time) && Number(row.duration) >= 15;
  const at = valid ? zonedInstant(row.date, row.time, localTimeZone()) : null;
  const minutes = Number(row.duration);
  const overlap = valid ? workingDayOverlap(row.date, localTimeZone(), candidateZone) : null;
  return (
    <li className="rounded-lg border border-line bg-white p-3">
      <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1.4fr_1fr_0.8fr_auto]">
        <TextField
          className="col-span-2 sm:col-span-1"
          label={`${S.offerDate} ${index + 1}`}
          type="date"
          value={row.date}
          onChange={(e) => onChange({ ...row, date: e.target.value })}
        />
        <TextField label={S.offerTime} type="time" value={row.time} onChange={(e) => onChange({ ...row, time: e.target.value })} />
        <TextField
          label={S.offerDuration}
          type="number"
          min={15}
          max={480}
          step={15}
          value={row.duration}
          onChange={(e) => onChange({ ...row, duration: e.target.value })}
        />
        <Button
          variant="ghost"
          size="sm"
          className="h-11"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={S.offerRemoveSlot(index + 1)}
        >
          <Icon icon={icons.trash} className="h-4 w-4" />
        </Button>
      </div>
      {at && (
        <div className="mt-2 space-y-1 text-ws-sm">
          <p className="flex flex-wrap items-center gap-2 text-ink">
            <span className="text-muted">{S.candidateSees}:</span>
            <span className="font-medium">{zonedTime(at, minutes, candidateZone).label}</span>
            {outsideCandidateDay(at, minutes, candidateZone) && <OutsideMark />}
          </p>
          <p className="text-ws-xs text-muted">
            {overlap ? S.overlap(overlap.start, overlap.end, overlap.candidate_start, overlap.candidate_end) : S.noOverlap}
          </p>
        </div>
      )}
    </li>
  );
}

/** REC-30: a time outside 08:00–20:00 of the candidate's day, marked in amber (a caution, not an error). */
function OutsideMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
      <Icon icon={icons.alertCircle} className="h-3.5 w-3.5" />
      {S.outsideDay}
    </span>
  );
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, date: '', time: '', duration: '45' });

/** REC-30: the dialog that offers 2–12 times, each shown also on the candidate's clock. */
function OfferDialog({
  jobId,
  applicationId,
  view,
  onClose,
}: {
  jobId: number;
  applicationId: number;
  view: RecruiterSlots;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [meetingUrl, setMeetingUrl] = useState(view.meeting_url ?? '');
  const [place, setPlace] = useState(view.place ?? '');
  const [interviewers, setInterviewers] = useState<number[]>(view.interviewer_ids);
  const [error, setError] = useState<string>();
  const team = useInterviewers();
  const offer = useOfferInterviewSlots(jobId, applicationId);
  return (
    <Dialog
      open
      onClose={onClose}
      busy={offer.isPending}
      size="lg"
      title={S.offerTitle}
      description={S.offerHint(INTERVIEW_SLOTS_MIN, INTERVIEW_SLOTS_MAX)}
    >
      <form
        className="flex min-h-0 flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            time_zone: localTimeZone(),
            slots: rows.filter((r) => r.date || r.time).map((r) => ({ date: r.date, time: r.time, duration_minutes: Number(r.duration) })),
            meeting_url: meetingUrl.trim() || null,
            place: place.trim() || null,
            interviewer_ids: interviewers,
          };
          const checked = slotOfferInputSchema.safeParse(body);
          if (!checked.success) return setError(checked.error.issues[0]?.message);
          setError(undefined);
          offer.mutate(body, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              onClose();
            },
            onError: (failure) => setError(serverMessageOr(failure, S.slotInPast)),
          });
        }}
      >
        <DialogBody>
          <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-ws-sm text-brand-900">
            <Icon icon={icons.globe} className="h-4 w-4 flex-none" />
            <span>
              {S.recruiterZone(localTimeZone())} · {zoneLine(view.candidate_zone)}
            </span>
          </p>
          <ol className="space-y-2">
            {rows.map((row, index) => (
              <SlotRow
                key={row.key}
                row={row}
                index={index}
                candidateZone={view.candidate_zone.time_zone}
                canRemove={rows.length > INTERVIEW_SLOTS_MIN}
                onChange={(next) => setRows(rows.map((r) => (r.key === row.key ? next : r)))}
                onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
              />
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRows([...rows, emptyRow()])}
            disabled={rows.length >= INTERVIEW_SLOTS_MAX}
          >
            <Icon icon={icons.plus} className="h-4 w-4" />
            {S.offerAddSlot}
          </Button>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={S.offerMeetingUrl}
              type="url"
              value={meetingUrl}
              onChange={(e) => setMeetingUrl(e.target.value)}
              placeholder="https://"
            />
            <TextAreaField label={S.offerPlace} rows={1} value={place} onChange={(e) => setPlace(e.target.value)} maxLength={300} />
          </div>
          {team.data && (
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-ink">{S.offerInterviewers}</legend>
              <div className="flex flex-wrap gap-2">
                {team.data.members
                  .filter((m) => m.active)
                  .map((member) => (
                    <label key={member.id} className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-ws-sm">
                      <input
                        type="checkbox"
                        checked={interviewers.includes(member.id)}
                        onChange={(e) =>
                          setInterviewers(e.target.checked ? [...interviewers, member.id] : interviewers.filter((id) => id !== member.id))
                        }
                      />
                      {member.name}
                    </label>
                  ))}
              </div>
            </fieldset>
          )}
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogActions onCancel={onClose} busy={offer.isPending} label={S.offerSend} />
      </form>
    </Dialog>
  );
}

/** REC-30, REC-31: the panel's interview area at the Interview step: offered times on both clocks, offer, cancel. */
export function InterviewSlotsSection({ jobId, applicationId }: { jobId: number; applicationId: number }) {
  const query = useInterviewSlots(jobId, applicationId);
  const [dialog, setDialog] = useState<'offer' | 'cancel' | null>(null);
  const cancel = useCancelInterview(jobId, applicationId);
  const id = useId();
  const view = query.data;
  const live = view?.interview && view.interview.cancelled_at === null ? view.interview : null;
  return (
    <section aria-labelledby={`${id}-slots`} className="rounded-lg bg-white p-3 ring-1 ring-line" data-testid="interview-slots">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-slots`} className="text-ws-sm font-semibold text-ink">
          {S.openSlots}
        </h3>
        <div className="flex gap-2">
          {live && (
            <Button variant="ghost" size="sm" onClick={() => setDialog('cancel')}>
              {S.cancelInterview}
            </Button>
          )}
          <Button size="sm" onClick={() => setDialog('offer')} disabled={!view}>
            <Icon icon={icons.calendar} className="h-4 w-4" />
            {S.offerTitle}
          </Button>
        </div>
      </div>
      {view && (
        <>
          <p className="mt-1 text-ws-xs text-muted">{zoneLine(view.candidate_zone)}</p>
          {view.interview?.cancelled_at && (
            <p className="mt-2 text-ws-sm text-ink">
              <Badge tone="neutral">{S.cancelled}</Badge> {S.cancelledOn(view.interview.cancel_reason ?? '')}
            </p>
          )}
          {view.slots.length === 0 ? (
            <p className="mt-2 text-ws-sm text-muted">{S.noOpenSlots}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {view.slots.map((slot) => (
                <li key={slot.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2 text-ws-sm">
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{slot.recruiter.label}</span>
                    <span className="block text-muted">
                      {S.candidateSees}: {slot.candidate.label}
                    </span>
                  </span>
                  <span className="flex gap-1">
                    {slot.booked && <Badge tone="brand">{S.booked}</Badge>}
                    {slot.outside_candidate_day && <OutsideMark />}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {dialog === 'offer' && view && (
        <OfferDialog jobId={jobId} applicationId={applicationId} view={view} onClose={() => setDialog(null)} />
      )}
      {dialog === 'cancel' && <CancelInterviewDialog open onClose={() => setDialog(null)} cancel={cancel} />}
    </section>
  );
}
