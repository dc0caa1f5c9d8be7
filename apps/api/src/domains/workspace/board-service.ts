import {
  RECRUITER_MESSAGES as R,
  type ApplicationStatus,
  type BoardCard,
  type BoardColumn,
  type BoardColumnQuery,
  type BoardQuery,
  type BoardResponse,
  type StepCounts,
} from '@careers/shared';
import type { Clock } from '../../platform/lib/clock.js';
import { notFound } from '../../platform/lib/domain-error.js';
import type { Db } from '../../platform/db/transactions.js';
import { createBoardRepository, type BoardCardRow } from './board-repository.js';
import { decodeCursor, encodeCursor } from './keyset.js';

/** REC-9: records one list view of a job's applicants (the audit domain's `recordView`, passed in at composition). */
export type RecordView = (actorId: number, jobId: number, viewId: string) => Promise<void>;

/** One value per step, every step present. */
const byStatus = <T>(of: (status: ApplicationStatus) => T): Record<ApplicationStatus, T> => ({
  applied: of('applied'),
  under_review: of('under_review'),
  interview: of('interview'),
  offer: of('offer'),
  hired: of('hired'),
  not_selected: of('not_selected'),
  withdrawn: of('withdrawn'),
});

/** The cursor's signature: a column of one job (docs/decisions/032: another list's cursor is a 400). */
const signatureOf = (jobId: number, status: ApplicationStatus) => `board:${jobId}:${status}`;

const cardOf = (row: BoardCardRow): BoardCard => ({
  applicationId: row.id,
  name: row.name,
  title: row.title,
  ratingAvg: Number(row.rating_avg),
  ratingCount: row.rating_count,
  daysInStep: row.days,
  interviewAt: row.interview_at === null ? null : new Date(row.interview_at).toISOString(),
  demo: row.demo,
});

/** A page from `limit` + 1 rows: the first `limit` cards, and a cursor after the last when more followed. */
function pageOf(jobId: number, status: ApplicationStatus, rows: BoardCardRow[], limit: number): BoardColumn {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    cards: shown.map(cardOf),
    nextCursor: rows.length > limit && last ? encodeCursor(signatureOf(jobId, status), { value: last.step_key, id: last.id }) : null,
  };
}

/**
 * REC-23 (docs/decisions/034): a job's pipeline board. The first answer holds the count of every step and
 * the first cards of each column (three statements in parallel); a column's later pages follow by keyset
 * on (step time, id), so cards moving while a recruiter scrolls neither repeat nor skip others. Both reads
 * are one list view of the job's applicants: recorded once per view before the answer (REC-9), after the
 * read, so a job that does not exist records nothing.
 */
export function createWorkspaceBoard({ db, clock, recordView }: { db: Db; clock: Clock; recordView: RecordView }) {
  const repo = createBoardRepository(db);
  const existingJob = async (jobId: number) => {
    const job = await repo.job(jobId);
    if (!job) throw notFound(R.jobNotFound);
    return job;
  };
  return {
    async board(actorId: number, jobId: number, { view, perColumn }: BoardQuery): Promise<BoardResponse> {
      const now = clock.now();
      const [job, counted, rows] = await Promise.all([existingJob(jobId), repo.counts(jobId), repo.firstCards(jobId, perColumn, now)]);
      const counts: StepCounts = byStatus((status) => counted.find((c) => c.status === status)?.n ?? 0);
      const columns = byStatus((status) =>
        pageOf(
          jobId,
          status,
          rows.filter((r) => r.status === status),
          perColumn,
        ),
      );
      await recordView(actorId, jobId, view);
      return { job, counts, columns };
    },

    async column(
      actorId: number,
      jobId: number,
      status: ApplicationStatus,
      { view, cursor, limit }: BoardColumnQuery,
    ): Promise<BoardColumn> {
      const after = cursor === undefined ? null : decodeCursor(signatureOf(jobId, status), cursor);
      const [, rows] = await Promise.all([existingJob(jobId), repo.columnCards(jobId, status, after, limit, clock.now())]);
      await recordView(actorId, jobId, view);
      return pageOf(jobId, status, rows, limit);
    },
  };
}
export type WorkspaceBoard = ReturnType<typeof createWorkspaceBoard>;
