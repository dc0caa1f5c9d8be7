import { useId, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import {
  APPLICATION_STEP_LABELS,
  BOARD_MESSAGES,
  APPLICANT_VIEW_MESSAGES as V,
  APPLICATION_TEXTS,
  EXPORT_MESSAGES,
  RECRUITER_MESSAGES,
  canMarkNotSelected,
  formatDate,
  formatInterviewStart,
  nextStep,
  type InterviewInput,
  type Applicant,
  type ApplicantsResponse,
  type ApplicationFile,
} from '@careers/shared';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StepTimeline } from '@/components/ui/step-timeline';
import { serverMessageOr } from '@/lib/api-client';
import { useApplicants, type StepChange } from '../api/applicants';
import { useMoveApplicant } from '../hooks/use-move-applicant';
import { InterviewForm } from './interview-form';
import { ApplicantNotes, RatingBadge } from './applicant-notes';
import { ApplicantFilters } from './applicant-filters';
import { applyView, fullName, layoutFromSearch, searchFromView, viewFromSearch } from '../utils/applicant-view';
import { downloadApplicantsCsv, downloadApplicationFile, useApplicantPhoto } from '../api/application-files';
import { formatBytes } from '@/lib/format-bytes';
import { formatMobile } from '@/config/dialling-codes';
import { toastError } from '@/lib/error-toast';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

/** A download that fails says so (the file may be gone, or the session ended: ACC-15's rule applies). */
async function download(file: ApplicationFile) {
  try {
    await downloadApplicationFile(file);
  } catch (error) {
    toastError(error, serverMessageOr(error, RECRUITER_MESSAGES.fileNotFound));
  }
}

/** REC-14: the job's applicants as CSV; a failed download says so. */
async function downloadCsv(job: ApplicantsResponse['job']) {
  try {
    await downloadApplicantsCsv(job);
  } catch (error) {
    toastError(error, serverMessageOr(error, EXPORT_MESSAGES.downloadFailed));
  }
}

/** The applicant's photo when they sent one, else their initials. */
function ApplicantAvatar({ applicant }: { applicant: Applicant }) {
  const photo = useApplicantPhoto(applicant.files.find((f) => f.kind === 'photo')?.id);
  return <Avatar src={photo} firstName={applicant.details.first_name} lastName={applicant.details.last_name} size="xs" />;
}

/** Everything the candidate submitted (REC-5: the recruiter sees the applicant's details and documents). */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const d = applicant.details;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail term="Email">
          {/* PRV-4: an application whose candidate deleted their account has no e-mail or mobile left. */}
          {d.email ? (
            <a href={`mailto:${d.email}`} className="text-brand-700 underline underline-offset-2">
              {d.email}
            </a>
          ) : (
            '—'
          )}
        </Detail>
        <Detail term="Mobile">{d.mobiles.length ? d.mobiles.map((m) => formatMobile(m.code, m.number)).join(', ') : '—'}</Detail>
        <Detail term="LinkedIn profile">{d.linkedin_profile ? <ExternalLink href={d.linkedin_profile} /> : '—'}</Detail>
        <Detail term="Other links">
          {d.additional_links.length ? (
            <ul>
              {d.additional_links.map((link) => (
                <li key={link}>
                  <ExternalLink href={link} />
                </li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </Detail>
        <Detail term="Present address">{d.present_address}</Detail>
        <Detail term="Permanent address">{d.permanent_address}</Detail>
      </dl>
      {d.experience.length > 0 && (
        <div>
          <h4 className="text-sm font-bold text-ink">{APPLICATION_TEXTS.sections.experience}</h4>
          <ul className="mt-2 space-y-2">
            {d.experience.map((e, i) => (
              <li key={i} className="text-sm">
                <span className="font-semibold text-ink">{e.job_title}</span>, {e.company}{' '}
                <span className="text-muted">
                  ({e.start_date} – {e.end_date})
                </span>
                {e.key_achievements && <p className="text-muted">{e.key_achievements}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.education.length > 0 && (
        <div>
          <h4 className="text-sm font-bold text-ink">{APPLICATION_TEXTS.sections.education}</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {d.education.map((e, i) => (
              <li key={i}>
                <span className="font-semibold text-ink">{e.degree ? APPLICATION_TEXTS.degrees[e.degree] : ''}</span> in {e.specialization},{' '}
                {e.institution}{' '}
                <span className="text-muted">
                  ({e.start_year} – {e.end_year})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.certifications.length > 0 && (
        <div>
          <h4 className="text-sm font-bold text-ink">{APPLICATION_TEXTS.sections.certifications}</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {d.certifications.map((c, i) => (
              <li key={i}>
                <span className="font-semibold text-ink">{c.course ? APPLICATION_TEXTS.courses[c.course] : ''}</span> {c.specialization},{' '}
                {c.institution}{' '}
                <span className="text-muted">
                  ({c.start_date} – {c.end_date})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="text-sm font-bold text-ink">Documents</h4>
        {applicant.files.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            {applicant.mode === 'linkedin' ? 'Applied with LinkedIn: no CV attached.' : 'No documents.'}
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {applicant.files.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  onClick={() => void download(file)}
                  className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm transition hover:border-brand-200 hover:bg-brand-50"
                >
                  {/* The name reads "Download CV <file> <size>": it says what the button does and contains the text shown (WCAG 2.5.3). */}
                  <span className="sr-only">{`Download ${file.kind === 'cv' ? 'CV' : 'photo'} `}</span>
                  <Icon icon={file.kind === 'cv' ? icons.fileText : icons.image} className="h-4 w-4 text-brand-700" />
                  <span className="font-medium text-ink">{file.name}</span>
                  <span className="text-muted">{formatBytes(file.size)}</span>
                  <Icon icon={icons.download} className="h-4 w-4 text-brand-700" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The recruiter's two moves (REC-6): the next step, or Not selected after a confirmation. */
export function StepActions({ applicant, jobId }: { applicant: Applicant; jobId: number }) {
  const { move, reschedule, pending, moving } = useMoveApplicant(jobId);
  const [confirming, setConfirming] = useState(false);
  // REC-12: the move to Interview, or a scheduled interview's change, opens the interview form.
  const [scheduling, setScheduling] = useState(false);
  const next = nextStep(applicant.status);
  const name = fullName(applicant);
  const run = async (step: StepChange) => {
    if (await move(step)) setScheduling(false);
    setConfirming(false);
  };
  if (scheduling) {
    const toInterview = applicant.status !== 'interview';
    const advance = (interview?: InterviewInput) =>
      void run({ action: 'advance', applicationId: applicant.application_id, from: applicant.status, ...(interview ? { interview } : {}) });
    return (
      <InterviewForm
        name={name}
        interview={applicant.interview}
        submitLabel={
          toInterview
            ? RECRUITER_MESSAGES.moveTo(APPLICATION_STEP_LABELS.interview)
            : applicant.interview
              ? RECRUITER_MESSAGES.rescheduleInterview
              : RECRUITER_MESSAGES.scheduleInterview
        }
        pending={pending}
        onSubmit={(interview) =>
          toInterview
            ? advance(interview)
            : void reschedule(applicant.application_id, interview).then((done) => done && setScheduling(false))
        }
        {...(toInterview ? { onSkip: () => advance() } : {})}
        onCancel={() => setScheduling(false)}
      />
    );
  }
  const canSchedule = applicant.status === 'interview';
  if (!next && !canMarkNotSelected(applicant.status)) return null;
  if (confirming) {
    return (
      <div
        role="group"
        aria-label={`Confirm ${RECRUITER_MESSAGES.markNotSelected}`}
        className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3"
      >
        <p className="text-sm text-ink">{BOARD_MESSAGES.confirmNotSelected(name)}</p>
        <Button
          size="sm"
          variant="danger"
          disabled={moving}
          onClick={() => void run({ action: 'not-selected', applicationId: applicant.application_id })}
        >
          {moving && <Spinner className="h-4 w-4" />}
          Confirm
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {next && (
        <Button
          size="sm"
          disabled={moving}
          aria-label={`${RECRUITER_MESSAGES.moveTo(APPLICATION_STEP_LABELS[next])}: ${name}`}
          onClick={() =>
            next === 'interview'
              ? setScheduling(true)
              : void run({ action: 'advance', applicationId: applicant.application_id, from: applicant.status })
          }
        >
          {moving && <Spinner className="h-4 w-4" />}
          {RECRUITER_MESSAGES.moveTo(APPLICATION_STEP_LABELS[next])}
        </Button>
      )}
      {canSchedule && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setScheduling(true)}
          aria-label={`${applicant.interview ? RECRUITER_MESSAGES.rescheduleInterview : RECRUITER_MESSAGES.scheduleInterview}: ${name}`}
        >
          <Icon icon={icons.calendar} className="h-4 w-4" />
          {applicant.interview ? RECRUITER_MESSAGES.rescheduleInterview : RECRUITER_MESSAGES.scheduleInterview}
        </Button>
      )}
      {canMarkNotSelected(applicant.status) && (
        <Button
          size="sm"
          variant="secondary"
          disabled={moving}
          onClick={() => setConfirming(true)}
          aria-label={`${RECRUITER_MESSAGES.markNotSelected}: ${name}`}
        >
          {RECRUITER_MESSAGES.markNotSelected}
        </Button>
      )}
    </div>
  );
}

function ApplicantCard({ applicant, jobId }: { applicant: Applicant; jobId: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = fullName(applicant);
  return (
    <li
      id={`applicant-${applicant.application_id}`}
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] target:ring-4 target:ring-brand-100"
    >
      <div className="flex flex-col gap-4 p-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 gap-4">
          <ApplicantAvatar applicant={applicant} />
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-ink">{name}</h3>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              <span>{APPLICATION_TEXTS.appliedOn(formatDate(applicant.dateApplied))}</span>
              {applicant.details.email && <span className="min-w-0 break-all">{applicant.details.email}</span>}
              {applicant.mode === 'linkedin' && <span>Applied with LinkedIn</span>}
            </p>
            <p className="mt-1">
              <RatingBadge rating={applicant.rating} />
            </p>
            {applicant.interview && (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
                <Icon icon={icons.calendar} className="h-4 w-4 flex-none text-brand-700" />
                <span>
                  {RECRUITER_MESSAGES.interviewTitle}:{' '}
                  <time dateTime={applicant.interview.starts_at}>{formatInterviewStart(applicant.interview.starts_at)}</time>
                  {` · ${applicant.interview.duration_minutes} min`}
                </span>
              </p>
            )}
            <div className="mt-2">
              <Badge
                tone={
                  applicant.status === 'hired'
                    ? 'accent'
                    : applicant.status === 'not_selected' || applicant.status === 'withdrawn'
                      ? 'neutral'
                      : 'brand'
                }
              >
                {APPLICATION_STEP_LABELS[applicant.status]}
              </Badge>
            </div>
          </div>
        </div>
        <StepActions applicant={applicant} jobId={jobId} />
      </div>
      <div className="border-t border-line">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-surface"
        >
          {open ? 'Hide details' : 'Show details'}
          <span className="sr-only"> of {name}</span>
          <Icon icon={icons.chevronDown} className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <div id={panelId} hidden={!open} className="grid grid-cols-1 gap-8 px-5 pb-6 pt-2 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0 space-y-8">
            <ApplicantDetails applicant={applicant} />
            <div className="border-t border-line pt-6">
              <ApplicantNotes jobId={jobId} applicationId={applicant.application_id} name={name} open={open} />
            </div>
          </div>
          <div>
            <h4 className="mb-3 text-sm font-bold text-ink">Progress</h4>
            <StepTimeline steps={applicant.applicationSteps} label={`Progress of ${name}'s application`} />
          </div>
        </div>
      </div>
    </li>
  );
}

/** REC-5: a job's applicants, their details and documents, and the step actions. */
export function Applicants({ jobId }: { jobId: number }) {
  const query = useApplicants(jobId);
  return (
    <QueryState query={query} loading="Loading applicants...">
      {(data) => <ApplicantList data={data} jobId={jobId} />}
    </QueryState>
  );
}

function ApplicantList({ data, jobId }: { data: ApplicantsResponse; jobId: number }) {
  const [params, setParams] = useSearchParams();
  // REC-23: the board has a page of its own; an old `?view=board` address goes there.
  if (layoutFromSearch(params) === 'board') return <Navigate to={paths.recruiter.jobBoard(jobId)} replace />;
  const view = viewFromSearch(params);
  const shown = applyView(data.applicants, view);
  const filtered = shown.length !== data.applicants.length;
  return (
    <section aria-labelledby="applicants-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="applicants-title" className="text-xl font-bold text-ink">
          {RECRUITER_MESSAGES.applicants} ({data.applicants.length})
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {data.job.status === 'closed' && <Badge>{APPLICATION_TEXTS.applicationsClosed}</Badge>}
          <Button size="sm" variant="secondary" onClick={() => void downloadCsv(data.job)}>
            <Icon icon={icons.download} className="h-4 w-4" />
            {EXPORT_MESSAGES.downloadCsv}
            <span className="sr-only"> of {data.job.job_title}</span>
          </Button>
        </div>
      </div>
      {data.applicants.length === 0 ? (
        <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-muted">
          {RECRUITER_MESSAGES.noApplicants}
        </p>
      ) : (
        <>
          <ButtonLink to={paths.recruiter.jobBoard(jobId)} variant="secondary" size="sm" className="mt-4">
            {BOARD_MESSAGES.boardView}
          </ButtonLink>
          {
            <>
              <ApplicantFilters view={view} onChange={(next) => setParams(searchFromView(next), { replace: true })} />
              <p role="status" className="mt-3 text-sm text-muted">
                {filtered ? V.shown(shown.length, data.applicants.length) : ''}
              </p>
              {shown.length === 0 && (
                <p className="mt-3 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-muted">{V.noMatch}</p>
              )}
              <ul className="mt-3 space-y-4">
                {shown.map((applicant) => (
                  <ApplicantCard key={applicant.application_id} applicant={applicant} jobId={jobId} />
                ))}
              </ul>
            </>
          }
        </>
      )}
    </section>
  );
}
