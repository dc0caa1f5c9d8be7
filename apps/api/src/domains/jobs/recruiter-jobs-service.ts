import {
  JOB_TERMS_MESSAGES as T,
  RECRUITER_MESSAGES as R,
  type Job,
  type JobInputOutput,
  type JobStatusInput,
  type PostedJob,
  type RecruiterJobDetails,
  type WatchResponse,
} from '@careers/shared';
import type { PublicCache } from '../../platform/cache/public-cache.js';
import { afterCommit, createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, invalid, notFound } from '../../platform/lib/domain-error.js';
import { utcDay } from './jobs-repository.js';
import { createJobRepositories } from './repositories.js';
import { closingDatePassed } from './job-closing.js';

/**
 * The earliest calendar date anywhere on Earth (UTC-12): a recruiter in any time zone may choose
 * their own today as the closing date, and no one can choose a day that has ended everywhere.
 */
const earliestToday = (now: Date) => utcDay(new Date(now.getTime() - 12 * 3_600_000));

export interface RecruiterJobsServiceDeps {
  db: Db;
  clock: Clock;
  publicCache: Pick<PublicCache, 'invalidate'>;
  /**
   * REC-26 (docs/decisions/043): called in the edit's transaction when a job's terms that the fit reads
   * changed (the applications domain queues its applicants' fits to be rewritten; passed in at composition).
   */
  termsChanged?: (txDb: DbOrTx, jobId: number, now: Date) => Promise<void>;
}

/** The terms the explainable fit reads (docs/decisions/043), to tell whether an edit changed them. */
const fitTermsKey = (job: Job) =>
  JSON.stringify([
    job.pay,
    job.start_date,
    job.hours_per_week,
    job.remote_countries,
    job.cet_overlap_hours,
    job.skills_required,
    job.skills_nice,
  ]);

/** REC-4: what recruiters do with postings: list, post, edit, open and close them, and watch them. */
export function createRecruiterJobsService({ db, clock, publicCache, termsChanged }: RecruiterJobsServiceDeps) {
  const repos = createRepositoryStore(db, createJobRepositories);
  const { jobs } = repos;

  /**
   * What follows every write to a posting (docs/decisions/012): once it commits, the public answers
   * (careers list, job pages, sitemap) are dropped here and, by NOTIFY, in the other processes.
   */
  const jobChanged = (tx: DbOrTx) => afterCommit(tx, () => publicCache.invalidate());

  async function find(id: number): Promise<Job> {
    const job = await jobs.findById(id);
    if (!job) throw notFound(R.jobNotFound);
    return job;
  }

  /** A closing date already in the past is refused, unless it is the one the job already had. */
  function checkClosingDate(closing: string | null, previous: string | null) {
    if (closing && closing !== previous && closing < earliestToday(clock.now())) throw invalid(R.closingDatePast, 'closing_date');
  }

  /**
   * REC-24: a job is published (posted, or reopened) only with a pay range. A job posted before terms
   * existed may stay open without one, but an open job that has a range keeps one.
   */
  function checkPayToPublish(input: JobInputOutput, previous: Job | null) {
    if (input.pay !== null) return;
    if (previous === null) throw invalid(T.payRequiredToPublish, 'pay');
    if (previous.status === 'open' && previous.pay !== null) throw invalid(T.payRequiredToKeepOpen, 'pay');
  }

  return {
    find,
    /** The editor's read: the job with its screening questions (REC-27; expected answers: recruiters only). */
    async details(id: number): Promise<RecruiterJobDetails> {
      const job = await find(id);
      return { job, screening_questions: (await jobs.screeningQuestions(id)) ?? [] };
    },
    /** REC-3's list, each job saying whether `userId` watches it (REC-13). */
    async listPosted(userId: number): Promise<PostedJob[]> {
      const [posted, watched] = await Promise.all([jobs.listPosted(), repos.jobWatchers.watchedBy(userId)]);
      return posted.map((job) => ({ ...job, watching: watched.has(job.job_id) }));
    },

    /** Post a job; it is open at once (REC-4), and its creator watches it (REC-13). */
    async create(input: JobInputOutput, creatorId: number): Promise<Job> {
      checkClosingDate(input.closing_date, null);
      checkPayToPublish(input, null);
      const now = clock.now();
      return repos.transaction(async (tx, txDb) => {
        const job = await tx.jobs.create(input, now, creatorId);
        await tx.jobWatchers.watch(job.job_id, creatorId, now);
        await jobChanged(txDb);
        return job;
      });
    },

    /** REC-13: start or stop watching a job (e-mails of each new application). */
    async setWatching(jobId: number, userId: number, watching: boolean): Promise<WatchResponse> {
      const job = await find(jobId);
      if (watching) await repos.jobWatchers.watch(job.job_id, userId, clock.now());
      else await repos.jobWatchers.unwatch(job.job_id, userId);
      return { message: watching ? R.watchOn : R.watchOff, job_id: job.job_id, watching };
    },

    async update(id: number, input: JobInputOutput): Promise<Job> {
      const previous = await find(id);
      checkClosingDate(input.closing_date, previous.closing_date);
      checkPayToPublish(input, previous);
      const now = clock.now();
      const job = await repos.transaction(async (tx, txDb) => {
        const updated = await tx.jobs.update(previous.job_id, input, now);
        if (updated && termsChanged && fitTermsKey(updated) !== fitTermsKey(previous)) await termsChanged(txDb, updated.job_id, now);
        return updated;
      });
      if (!job) throw notFound(R.jobNotFound);
      await jobChanged(db);
      return job;
    },

    async setStatus(id: number, status: JobStatusInput['status']): Promise<Job> {
      const previous = await find(id);
      // REC-24: reopening publishes the job again: it needs a pay range.
      if (status === 'open' && previous.status !== 'open') {
        if (previous.pay === null) throw conflict(T.payRequiredToPublish, 'pay');
        // A job closed by its closing date (REC-24) would close again at once.
        if (closingDatePassed(previous.closing_date, clock.now())) throw conflict(T.closingDatePassedToReopen, 'closing_date');
      }
      const job = await jobs.setStatus(id, status, clock.now());
      if (!job) throw notFound(R.jobNotFound);
      await jobChanged(db);
      return job;
    },
  };
}
export type RecruiterJobsService = ReturnType<typeof createRecruiterJobsService>;
