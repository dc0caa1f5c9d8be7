import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  APPLICATION_STEP_LABELS,
  CONVERSATION_MESSAGES as C,
  FIT_MESSAGES as F,
  SOURCE_MESSAGES as SRC,
  type Applicant,
  type ApplicantPanel as PanelData,
} from '@careers/shared';
import { FitLines } from '@/components/ui/fit-lines';
import { Spinner } from '@/components/ui/spinner';
import { DemoBadge } from '@/components/workspace/demo-badge';
import { RatingStars } from '@/components/workspace/rating-stars';
import { StepPill } from '@/components/workspace/step-pill';
import { ScreeningAnswers } from '@/components/workspace/screening-answers';
import { useCvBytes, useCvText } from '../api/applicants';
import { ApplicantTerms } from './applicant-terms';
import { ScorecardsTab } from './scorecards-tab';
import { ApplicantMessages } from './applicant-messages';
import { InterviewSlotsSection } from './interview-slot-picker';
import { countryOf } from '@/config/dialling-codes';
import { shortDate } from '../utils/table-state';

const CvViewer = lazy(() => import('@/components/pdf-viewer'));

/** What the page composes into the panel from the recruiter area (moves, interview, details, notes). */
export interface PanelSlots {
  actions: (applicant: Applicant) => ReactNode;
  details: (applicant: Applicant) => ReactNode;
  notes: (applicant: Applicant, name: string) => ReactNode;
}

const TABS = ['profile', 'cv', 'notes', 'scorecards', 'messages', 'history'] as const;
type Tab = (typeof TABS)[number];

function Cv({ applicant, name }: { applicant: Applicant; name: string }) {
  const cv = applicant.files.find((f) => f.kind === 'cv');
  const pdf = cv !== undefined && cv.name.toLowerCase().endsWith('.pdf');
  const bytes = useCvBytes(pdf ? cv.id : undefined);
  const text = useCvText(cv && !pdf ? cv.id : undefined);
  if (!cv) return <p className="text-ws-sm text-muted">{M.panel.noCv}</p>;
  const loading = (
    <p className="flex items-center gap-2 text-ws-sm text-muted">
      <Spinner className="h-4 w-4" />
      {M.cv.loading}
    </p>
  );
  if (pdf) {
    if (bytes.isError)
      return (
        <p role="alert" className="text-ws-sm text-danger">
          {M.cv.failed}
        </p>
      );
    if (!bytes.data) return loading;
    return (
      <Suspense fallback={loading}>
        <CvViewer data={bytes.data} label={`${M.cv.region}: ${name}`} />
      </Suspense>
    );
  }
  if (text.isError) return <p className="text-ws-sm text-muted">{M.cv.noText}</p>;
  if (!text.data) return loading;
  return (
    <div role="region" aria-label={`${M.cv.region}: ${name}`}>
      <p className="mb-2 text-ws-xs text-muted">{M.cv.docxNote}</p>
      <div className="rounded-lg bg-surface p-4 text-ws leading-relaxed whitespace-pre-wrap text-ink ring-1 ring-line">
        {text.data.text}
      </div>
    </div>
  );
}

function History({ panel }: { panel: PanelData }) {
  return (
    <ol className="relative space-y-4 border-l border-line pl-4">
      {panel.history.map((entry, i) => (
        <li key={i} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-brand-600 ring-2 ring-white" />
          <p className="text-ws font-medium text-ink">{APPLICATION_STEP_LABELS[entry.status]}</p>
          <p className="text-ws-sm text-muted">
            <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</time>
            {' · '}
            {entry.actor ? M.panel.historyBy(entry.actor) : M.panel.historyByCandidate}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** REC-19: the applicant beside the list: step and moves, the fit, then profile (with the terms, PRO-20), CV, notes and history as tabs. */
export function ApplicantPanelBody({ panel, slots, unread = 0 }: { panel: PanelData; slots: PanelSlots; unread?: number }) {
  const [tab, setTab] = useState<Tab>('profile');
  const id = useId();
  const { applicant, candidate } = panel;
  const country = countryOf(candidate.countryCode, candidate.countryRegion);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ws-sm text-muted">
        <StepPill status={applicant.status} />
        <RatingStars average={applicant.rating.average ?? 0} count={applicant.rating.count} />
        <span>Applied {shortDate(applicant.dateApplied)}</span>
        {country && <span>{country}</span>}
        {/* APP-17, REC-34: where the application came from, and who referred the candidate. */}
        <span data-testid="applicant-source">
          {SRC.label}: <span className="font-medium text-ink">{applicant.source_label}</span>
        </span>
        {applicant.referred_by && (
          <span
            className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 ring-1 ring-brand-200"
            data-testid="applicant-referrer"
          >
            {SRC.referredBy(applicant.referred_by)}
          </span>
        )}
        {candidate.demo && <DemoBadge />}
      </div>
      <div>{slots.actions(applicant)}</div>
      {/* REC-30, REC-31: at the Interview step, the times offered to the candidate on both clocks. */}
      {applicant.status === 'interview' && <InterviewSlotsSection jobId={panel.jobId} applicationId={applicant.application_id} />}
      {/* REC-26 (docs/decisions/043): the stored fit in words, with the version of the rules that wrote it. */}
      <section aria-labelledby={`${id}-fit`} className="rounded-lg bg-surface p-3 ring-1 ring-line" data-testid="applicant-fit">
        <h3 id={`${id}-fit`} className="text-ws-sm font-semibold text-ink">
          {F.fullFitTitle}
        </h3>
        {panel.fit ? (
          <>
            <div className="mt-2">
              <FitLines lines={panel.fit.lines} dense />
            </div>
            <p className="mt-2 text-ws-xs text-muted">{F.computedOn(panel.fit.version, shortDate(panel.fit.computedAt))}</p>
          </>
        ) : (
          <p className="mt-1 text-ws-sm text-muted">{F.notComputed}</p>
        )}
        <p className="mt-1 text-ws-xs text-muted">{F.recruiterNeverDecides}</p>
      </section>
      <ScreeningAnswers applicant={applicant} />
      {/* Six tabs are wider than a phone: the row scrolls sideways there rather than cutting the last ones off
          (its base line drawn inside, under the chosen tab's, as a scrolling row clips what hangs below it). */}
      <div role="tablist" aria-label={candidate.name} className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)]">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${id}-${t}`}
            aria-selected={tab === t}
            aria-controls={`${id}-${t}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              event.preventDefault();
              event.stopPropagation();
              const next = TABS[(TABS.indexOf(t) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] ?? 'profile';
              setTab(next);
              document.getElementById(`${id}-${next}`)?.focus();
            }}
            className={`h-9 flex-none border-b-2 px-3 text-ws-sm font-medium whitespace-nowrap ${
              tab === t ? 'border-brand-600 text-ink' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {M.panel.tabs[t]}
            {/* REC-29: the candidate's messages this member has not read. */}
            {t === 'messages' && unread > 0 && (
              <span className="ml-1.5 rounded-full bg-brand-600 px-1.5 text-ws-xs font-semibold text-white" data-testid="panel-unread">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">{`, ${C.unread(unread)}`}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} tabIndex={0} className="outline-none">
        {/* The tab's own heading keeps the headings in order (the panel's h2, then the sections' h4). */}
        <h3 className="sr-only">{M.panel.tabs[tab]}</h3>
        {tab === 'profile' && (
          <div className="space-y-6">
            {/* PRO-20: the candidate's terms first, the facts behind the fit above. */}
            <ApplicantTerms terms={panel.terms} />
            {slots.details(applicant)}
          </div>
        )}
        {tab === 'cv' && <Cv applicant={applicant} name={candidate.name} />}
        {tab === 'notes' && slots.notes(applicant, candidate.name)}
        {/* REC-28: the member's own scorecard and, once submitted, the others' and the summary. */}
        {tab === 'scorecards' && <ScorecardsTab jobId={panel.jobId} applicationId={applicant.application_id} />}
        {tab === 'messages' && <ApplicantMessages jobId={panel.jobId} applicationId={applicant.application_id} />}
        {tab === 'history' && <History panel={panel} />}
      </div>
    </div>
  );
}
