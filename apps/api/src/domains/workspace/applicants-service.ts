import {
  APPLICANT_FIT_FILTERS,
  APPLICANTS_TABLE_MESSAGES as M,
  APPLICATION_STEP_LABELS,
  EMPTY_PROFILE_TERMS,
  RECRUITER_MESSAGES as R,
  canMarkNotSelected,
  nextStep,
  type ApplicantFitFilter,
  type ApplicantPanel,
  type ApplicantsPage,
  type ApplicantSort,
  type ApplicationStatus,
  type MoveAction,
  type MoveApplicationsResponse,
  type MoveResult,
  type ApplicantSortDirection,
  type Recommendation,
} from '@careers/shared';
import type { Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { DomainError, notFound } from '../../platform/lib/domain-error.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { applicantOf, refreshStaleJobFits, storedFitOf, type ApplicationsService } from '../applications/index.js';
import type { AccessAudit, ListViews } from '../audit/index.js';
import { profileTermsOf } from '../profile/index.js';
import { createApplicantsTableRepository, type ApplicantsFilter } from './applicants-table-repository.js';
import { decodeCursor, encodeCursor } from './keyset.js';

/** A thumbnail is served within this long of its list view being recorded (docs/decisions/036). */
const PHOTO_VIEW_HOURS = 12;

export interface ApplicantsListInput {
  actorId: number;
  jobId: number;
  view: string;
  q?: string | undefined;
  steps?: string | undefined;
  minRating?: number | undefined;
  fit?: string | undefined;
  /** REC-27: 'true' lists only the applications that need review. */
  needsReview?: 'true' | 'false' | undefined;
  /** REC-28: only applications with a submitted scorecard recommending this. */
  recommendation?: Recommendation | undefined;
  /** APP-17: only applications counted under this source. */
  source?: string | undefined;
  sort: ApplicantSort;
  dir: ApplicantSortDirection;
  cursor?: string | undefined;
  limit: number;
}

export interface WorkspaceApplicantsDeps {
  db: Db;
  clock: Clock;
  applications: Pick<ApplicationsService, 'advance' | 'markNotSelected' | 'submittedFile'>;
  audit: Pick<AccessAudit, 'record'>;
  listViews: Pick<ListViews, 'recordView'>;
  storage: Pick<FileStorage, 'get'>;
}

const isStatus = (value: string): value is ApplicationStatus => value in APPLICATION_STEP_LABELS;
const isFitFilter = (value: string): value is ApplicantFitFilter => APPLICANT_FIT_FILTERS.some((name) => name === value);

/** Why a final application cannot move (REC-6, APP-9). */
const finalMessage = (status: ApplicationStatus) =>
  status === 'hired' ? R.hiredIsFinal : status === 'withdrawn' ? R.withdrawnIsFinal : R.notSelectedIsFinal;

/**
 * REC-19 (docs/decisions/036): a job's applicants table (keyset pages), its bulk moves through the
 * applications service (REC-6 and one e-mail per candidate, item by item), the side panel, thumbnails
 * inside a recorded list view and a DOCX CV as text. Every read of personal data is recorded first (REC-9).
 */
export function createWorkspaceApplicants({ db, clock, applications, audit, listViews, storage }: WorkspaceApplicantsDeps) {
  const repo = createApplicantsTableRepository(db);

  async function existingJob(jobId: number) {
    const job = await repo.job(jobId);
    if (!job) throw notFound(R.jobNotFound);
    return job;
  }

  return {
    async list(input: ApplicantsListInput): Promise<ApplicantsPage> {
      const steps = input.steps ? [...new Set(input.steps.split(',').filter(isStatus))].sort() : undefined;
      const fit = input.fit ? [...new Set(input.fit.split(',').filter(isFitFilter))].sort() : undefined;
      const needsReview = input.needsReview === 'true';
      const filter: ApplicantsFilter = {
        jobId: input.jobId,
        q: input.q || undefined,
        steps,
        minRating: input.minRating,
        fit,
        needsReview,
        recommendation: input.recommendation,
        source: input.source || undefined,
      };
      // The cursor names its list: the same sort, direction and filters, or a 400.
      const signature = JSON.stringify([
        'applicants',
        input.jobId,
        input.sort,
        input.dir,
        filter.q ?? '',
        steps ?? [],
        input.minRating ?? 0,
        fit ?? [],
        needsReview,
        input.recommendation ?? '',
        filter.source ?? '',
      ]);
      const after = input.cursor ? decodeCursor(signature, input.cursor) : undefined;
      const job = await existingJob(input.jobId);
      // REC-9: the view is recorded before any row is answered; every page re-asserts it (one row per view).
      await listViews.recordView(input.actorId, input.jobId, input.view);
      const first = after === undefined;
      // REC-26: fits missing (applications from before fits were stored) or written by older rules are
      // rewritten by the 'fit-refresh' job; this page shows what is stored, each row with its version.
      if (first) await refreshStaleJobFits(db, input.jobId, clock.now());
      const [page, counts, needsReviewCount, sources] = await Promise.all([
        repo.page(filter, { sort: input.sort, dir: input.dir }, after, input.limit, clock.now()),
        first ? repo.stepCounts(filter) : Promise.resolve(undefined),
        first ? repo.needsReviewCount(input.jobId) : Promise.resolve(undefined),
        first ? repo.sources(input.jobId) : Promise.resolve(undefined),
      ]);
      const total =
        counts && Object.entries(counts).reduce((sum, [status, n]) => (!steps || steps.some((s) => s === status) ? sum + n : sum), 0);
      return {
        job: { id: job.id, title: job.title, status: job.status },
        rows: page.rows,
        nextCursor: page.more && page.last ? encodeCursor(signature, page.last) : null,
        ...(counts ? { total, stepCounts: counts } : {}),
        ...(needsReviewCount === undefined ? {} : { needsReviewCount }),
        ...(sources === undefined ? {} : { sources }),
      };
    },

    /**
     * REC-6 for each selected application, in order, each its own transaction and e-mail: moved, or
     * stale (someone moved it since the recruiter saw it), refused (a rule holds it at the step seen, e.g. an
     * open offer, REC-33), final (nothing comes after its step), or
     * not found (not this job's). One refusal does not stop the others. REC-29: a move to Not selected may
     * send each candidate the rejection template `templateId` (checked by the caller), filled in for them.
     */
    async move(
      actorId: number,
      jobId: number,
      action: MoveAction,
      items: { applicationId: number; from: ApplicationStatus }[],
      templateId?: number,
    ) {
      await existingJob(jobId);
      const seen = await repo.statuses(
        jobId,
        items.map((i) => i.applicationId),
      );
      const results: MoveResult[] = [];
      for (const { applicationId, from } of items) {
        const known = seen.get(applicationId);
        if (!known) {
          results.push({ applicationId, name: null, outcome: 'not-found', status: null, message: M.outcomes.notFound });
          continue;
        }
        const base = { applicationId, name: known.name };
        if (known.status !== from) {
          results.push({
            ...base,
            outcome: 'stale',
            status: known.status,
            message: M.outcomes.stale(APPLICATION_STEP_LABELS[known.status]),
          });
          continue;
        }
        const movable = action === 'advance' ? nextStep(known.status) !== null : canMarkNotSelected(known.status);
        if (!movable) {
          results.push({ ...base, outcome: 'final', status: known.status, message: finalMessage(known.status) });
          continue;
        }
        try {
          const { applicant } =
            action === 'advance'
              ? await applications.advance(actorId, applicationId, from)
              : await applications.markNotSelected(actorId, applicationId, from, templateId);
          results.push({
            ...base,
            outcome: 'moved',
            status: applicant.status,
            message: M.outcomes.moved(APPLICATION_STEP_LABELS[applicant.status]),
          });
        } catch (error) {
          if (!(error instanceof DomainError) || (error.code !== 'conflict' && error.code !== 'not-found')) throw error;
          const now = (await repo.statuses(jobId, [applicationId])).get(applicationId);
          results.push(
            now
              ? { ...base, outcome: now.status === from ? 'refused' : 'stale', status: now.status, message: error.message }
              : { ...base, outcome: 'not-found', status: null, message: M.outcomes.notFound },
          );
        }
      }
      const response: MoveApplicationsResponse = { results, moved: results.filter((r) => r.outcome === 'moved').length };
      return response;
    },

    /**
     * The side panel: the application, the candidate's summary, profile terms (PRO-20) and the step history;
     * recorded as a profile view (REC-9), the terms included: they are part of the profile read. Opened from a list view (`view`), one row per applicant per view: the panel's re-reads
     * after a note, rating or move are the access already recorded (docs/decisions/036).
     */
    async panel(actorId: number, applicationId: number, view?: string): Promise<ApplicantPanel> {
      const [applicant, summary, history, fit] = await Promise.all([
        applicantOf(db, applicationId),
        repo.summary(applicationId),
        repo.history(applicationId),
        storedFitOf(db, applicationId),
      ]);
      if (!applicant || !summary) throw notFound(R.applicationNotFound);
      const terms = (await profileTermsOf(db, [summary.user_id])).get(summary.user_id) ?? EMPTY_PROFILE_TERMS;
      await audit.record({
        actorId,
        candidateId: summary.user_id,
        kind: 'profile_view',
        applicationId,
        jobId: summary.job_id,
        ...(view ? { fileRef: view } : {}),
        // REC-26 (docs/decisions/043): which rules wrote the fit this recruiter reads.
        ...(fit ? { fitRulesVersion: fit.version } : {}),
      });
      return {
        jobId: summary.job_id,
        applicant,
        candidate: {
          id: summary.user_id,
          name: summary.name ?? '',
          title: summary.title,
          company: summary.company,
          countryCode: summary.country_code,
          countryRegion: summary.country_region,
          demo: summary.demo,
        },
        history,
        fit: fit ?? null,
        terms,
      };
    },

    /**
     * A thumbnail inside a recorded list view (REC-9, docs/decisions/036): the view's row already counts as
     * an access to every applicant of the job, so the photo adds none. Without that view, or for a photo of
     * another job's application: not found.
     */
    async photo(actorId: number, jobId: number, fileId: string, viewId: string): Promise<{ key: string; data: Buffer }> {
      const since = new Date(clock.now().getTime() - PHOTO_VIEW_HOURS * 3_600_000);
      const key = await repo.photoInView({ actorId, jobId, viewId, fileId, since });
      const stored = key ? await storage.get(key) : undefined;
      if (!key || !stored) throw notFound(R.fileNotFound);
      return { key, data: stored.data };
    },

    /** A DOCX CV's text (from the talent pool's extraction), recorded as a CV read (REC-9); not found until extracted. */
    async cvText(actorId: number, fileId: string): Promise<{ text: string }> {
      const file = await applications.submittedFile(fileId);
      if (file.kind !== 'cv') throw notFound(R.fileNotFound);
      const text = await repo.fileText(file.storageKey);
      if (text === undefined) throw notFound(M.cv.noText);
      await audit.record({
        actorId,
        candidateId: file.userId,
        kind: 'cv',
        ...(file.applicationId === null ? {} : { applicationId: file.applicationId }),
        fileRef: file.id,
      });
      return { text };
    },
  };
}
export type WorkspaceApplicants = ReturnType<typeof createWorkspaceApplicants>;
