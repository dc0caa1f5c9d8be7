import { useId, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import {
  CONVERSATION_MESSAGES,
  APPLICATION_MESSAGES,
  canWithdraw,
  APPLICATION_STEP_LABELS,
  APPLICATION_TEXTS,
  formatDate,
  formatInterviewStart,
  localTimeZone,
  type ApplicationListItem,
  type Interview,
  INTERVIEW_SCHEDULING_MESSAGES,
  applicationInterviewPath,
} from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { serverMessageOr } from '@/lib/api-client';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { ListSection } from '@/components/ui/list-section';
import { StepTimeline } from '@/components/ui/step-timeline';
import { useApplications, useWithdrawApplication } from '../api/applications';
import { useMyUnreadMessages } from '../api/messages';
import { ApplicationMessages } from './application-messages';
import { toastError } from '@/lib/error-toast';

/** The badge of a closed application; every other status shows the brand colour. */
const STATUS_TONE: Partial<Record<ApplicationListItem['status'], 'accent' | 'neutral'>> = {
  hired: 'accent',
  not_selected: 'neutral',
  withdrawn: 'neutral',
};

/** REC-12, REC-31: the scheduled interview, in the candidate's own time zone (the browser's); a cancelled one says so. */
function InterviewDetails({ interview }: { interview: Interview }) {
  const cancelled = interview.cancelled_at !== null;
  return (
    <section
      aria-label={APPLICATION_TEXTS.interviewHeading}
      className="mb-5 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h4 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        {APPLICATION_TEXTS.interviewHeading}
        {cancelled && <Badge tone="neutral">{INTERVIEW_SCHEDULING_MESSAGES.cancelled}</Badge>}
      </h4>
      <p className={`mt-2 text-ink ${cancelled ? 'line-through decoration-muted' : ''}`}>
        <span className="font-medium">{APPLICATION_TEXTS.interviewWhen}: </span>
        <time dateTime={interview.starts_at}>{formatInterviewStart(interview.starts_at)}</time>
        {' · '}
        {APPLICATION_TEXTS.interviewLength(interview.duration_minutes)}
      </p>
      {cancelled ? (
        <p className="mt-1 text-sm text-muted">{INTERVIEW_SCHEDULING_MESSAGES.cancelledOn(interview.cancel_reason ?? '')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{APPLICATION_TEXTS.interviewZoneNote(localTimeZone())}</p>
          <p className="mt-2">
            {interview.meeting_url ? (
              <a
                href={interview.meeting_url}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all font-medium text-brand-800 underline"
              >
                {APPLICATION_TEXTS.interviewJoin}
              </a>
            ) : (
              interview.place
            )}
          </p>
        </>
      )}
    </section>
  );
}

/** APP-9: "Withdraw application", after a confirmation, while the application is still in progress. */
function WithdrawAction({ application }: { application: ApplicationListItem }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const close = () => setConfirming(false);
  return (
    <>
      <Button variant="secondary" size="sm" className="mt-5" onClick={() => setConfirming(true)}>
        {APPLICATION_MESSAGES.withdraw}
      </Button>
      <Dialog
        open={confirming}
        onClose={close}
        busy={withdraw.isPending}
        title={APPLICATION_MESSAGES.withdrawConfirmTitle}
        description={APPLICATION_MESSAGES.withdrawConfirmText(application.title)}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            withdraw.mutate(application.application_id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                close();
              },
              onError: (error) => {
                toastError(error, serverMessageOr(error, APPLICATION_MESSAGES.withdrawFailed));
                close();
              },
            });
          }}
        >
          <DialogActions
            onCancel={close}
            busy={withdraw.isPending}
            label={APPLICATION_MESSAGES.withdraw}
            busyLabel={APPLICATION_MESSAGES.withdrawing}
          />
        </form>
      </Dialog>
    </>
  );
}

/** APP-7's card: title, applied-on date, location, contract type; a click shows or hides the timeline. */
function ApplicationCard({
  application,
  unread,
  extra,
}: {
  application: ApplicationListItem;
  unread: number;
  extra?: ApplicationExtra | undefined;
}) {
  // APP-14: the offer e-mail links to `#offer-<id>`, which opens that application's card.
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === `#offer-${application.application_id}`);
  const panelId = useId();
  return (
    <li
      id={`offer-${application.application_id}`}
      className="rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-start justify-between gap-4 rounded-[var(--radius-card)] p-5 text-left transition hover:bg-surface"
        >
          <span className="min-w-0">
            <span className="block text-lg font-semibold leading-snug text-ink">{application.title}</span>
            <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1">
                <Icon icon={icons.calendar} className="h-4 w-4" />
                {APPLICATION_TEXTS.appliedOn(formatDate(application.dateApplied))}
              </span>
              <span className="inline-flex items-center gap-1">
                <Icon icon={icons.mapPin} className="h-4 w-4" />
                {application.location}
              </span>
              <span className="inline-flex items-center gap-1">
                <Icon icon={icons.briefcase} className="h-4 w-4" />
                {application.contractType}
              </span>
            </span>
            {/* On phones the status sits under the details (beside the title it squeezed out at 375 px). */}
            <span className="mt-2 block sm:hidden">
              <Badge tone={STATUS_TONE[application.status] ?? 'brand'}>{APPLICATION_STEP_LABELS[application.status]}</Badge>
            </span>
          </span>
          <span className="flex flex-none items-center gap-2">
            {/* APP-12: the team's messages not read yet on this application. */}
            {unread > 0 && (
              <span data-testid="unread-messages">
                <Badge tone="accent">{CONVERSATION_MESSAGES.unread(unread)}</Badge>
              </span>
            )}
            <span className="hidden sm:inline">
              <Badge tone={STATUS_TONE[application.status] ?? 'brand'}>{APPLICATION_STEP_LABELS[application.status]}</Badge>
            </span>
            <Icon icon={icons.chevronDown} className={`h-5 w-5 text-muted transition-transform ${open ? 'rotate-180' : ''}`} />
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-line px-5 py-5">
        {extra?.(application, open)}
        {application.interview && <InterviewDetails interview={application.interview} />}
        {/* APP-13: at the Interview step, the page to choose, move or cancel the interview. */}
        {application.status === 'interview' && (
          <ButtonLink to={applicationInterviewPath(application.application_id)} size="sm" className="mb-5">
            <Icon icon={icons.calendar} className="h-4 w-4" />
            {INTERVIEW_SCHEDULING_MESSAGES.seeTimes}
          </ButtonLink>
        )}
        <StepTimeline steps={application.applicationSteps} label={`Progress of your application for ${application.title}`} />
        {canWithdraw(application.status) && <WithdrawAction application={application} />}
        <ApplicationMessages applicationId={application.application_id} open={open} />
      </div>
    </li>
  );
}

/** What the page composes into an application's card from another feature (APP-14: the offer), given whether it is open. */
export type ApplicationExtra = (application: ApplicationListItem, open: boolean) => ReactNode;

/** APP-7: the Applied Jobs tab of the profile: APP-7's My applications, fed by the candidate's applications. */
export function AppliedJobs({ empty, extra }: { empty?: ReactNode; extra?: ApplicationExtra }) {
  const unread = useMyUnreadMessages().data;
  const unreadOf = (id: number) => unread?.applications.find((a) => a.applicationId === id)?.unread ?? 0;
  return (
    <ListSection
      title={APPLICATION_TEXTS.myApplications}
      query={useApplications()}
      loading="Loading your applications..."
      items={(data) => data.applications}
      emptyText={APPLICATION_MESSAGES.noApplications}
      empty={empty}
    >
      {(application) => (
        <ApplicationCard
          key={application.application_id}
          application={application}
          unread={unreadOf(application.application_id)}
          extra={extra}
        />
      )}
    </ListSection>
  );
}

/** APP-12: the Applied Jobs tab's count of the team's messages not read yet (nothing when none). */
export function UnreadMessagesCount() {
  const total = useMyUnreadMessages().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <span
      data-testid="unread-messages-total"
      className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
    >
      <span aria-hidden="true">{total}</span>
      <span className="sr-only">{`, ${CONVERSATION_MESSAGES.unread(total)}`}</span>
    </span>
  );
}
