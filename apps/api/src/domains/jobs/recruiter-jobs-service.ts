import {
  RECRUITER_MESSAGES as R,
  type Applicant,
  type Job,
  type JobInputOutput,
  type JobStatusInput,
  type PostedJob,
  type WatchResponse,
} from '@careers/shared';
import type { ApplicationFileRow } from '../../platform/db/schema/applications.js';
import type { Clock } from '../../platform/lib/clock.js';
import { HttpError } from '../../platform/lib/errors.js';
import type { RepositoryStore } from '../../http/repositories.js';
import { utcDay } from './jobs-repository.js';
import { applicantsCsv } from './applicants-csv.js';

/**
 * The earliest calendar date anywhere on Earth (UTC-12): a recruiter in any time zone may choose
 * their own today as the closing date, and no one can choose a day that has ended everywhere.
 */
export const earliestToday = (now: Date) => utcDay(new Date(now.getTime() - 12 * 3_600_000));

/** REC-4: what recruiters do with postings: list, post, edit, open and close them, and read who applied. */
export function createRecruiterJobsService({ repos, clock }: { repos: RepositoryStore; clock: Clock }) {
  const { jobs } = repos;

  async function find(id: number): Promise<Job> {
    const job = await jobs.findById(id);
    if (!job) throw new HttpError(404, R.jobNotFound);
    return job;
  }

  /** A closing date already in the past is refused, unless it is the one the job already had. */
  function checkClosingDate(closing: string | null, previous: string | null) {
    if (closing && closing !== previous && closing < earliestToday(clock.now()))
      throw new HttpError(400, R.closingDatePast, 'closing_date');
  }

  return {
    find,
    /** REC-3's list, each job saying whether `userId` watches it (issue 14). */
    async listPosted(userId: number): Promise<PostedJob[]> {
      const [posted, watched] = await Promise.all([jobs.listPosted(), repos.jobWatchers.watchedBy(userId)]);
      return posted.map((job) => ({ ...job, watching: watched.has(job.job_id) }));
    },

    /** Post a job; it is open at once, and its creator watches it (issue 14). */
    async create(input: JobInputOutput, creatorId: number): Promise<Job> {
      checkClosingDate(input.closing_date, null);
      const now = clock.now();
      return repos.transaction(async (tx) => {
        const job = await tx.jobs.create(input, now);
        await tx.jobWatchers.watch(job.job_id, creatorId, now);
        return job;
      });
    },

    /** Issue 14: start or stop watching a job (e-mails of each new application). */
    async setWatching(jobId: number, userId: number, watching: boolean): Promise<WatchResponse> {
      const job = await find(jobId);
      if (watching) await repos.jobWatchers.watch(job.job_id, userId, clock.now());
      else await repos.jobWatchers.unwatch(job.job_id, userId);
      return { message: watching ? R.watchOn : R.watchOff, job_id: job.job_id, watching };
    },

    async update(id: number, input: JobInputOutput): Promise<Job> {
      const previous = await find(id);
      checkClosingDate(input.closing_date, previous.closing_date);
      const job = await jobs.update(previous.job_id, input, clock.now());
      if (!job) throw new HttpError(404, R.jobNotFound);
      return job;
    },

    async setStatus(id: number, status: JobStatusInput['status']): Promise<Job> {
      const job = await jobs.setStatus(id, status, clock.now());
      if (!job) throw new HttpError(404, R.jobNotFound);
      return job;
    },

    /** A job's applicants with their details, files and timelines, in the order they applied. */
    async applicants(id: number): Promise<{ job: Job; applicants: Applicant[] }> {
      const job = await find(id);
      return { job, applicants: await repos.applications.applicantsOfJob(job.job_id) };
    },

    /** Issue 14: the same applicants as a CSV file (name, e-mail, mobile, step, applied date, average rating). */
    async applicantsCsv(id: number): Promise<{ fileName: string; body: string }> {
      const job = await find(id);
      return applicantsCsv(job, await repos.applications.applicantsOfJob(job.job_id));
    },

    /** A file of a submitted application; a file still in a candidate's draft is theirs alone (404). */
    async submittedFile(fileId: string): Promise<ApplicationFileRow> {
      const file = await repos.applications.findFile(fileId);
      if (!file || file.applicationId === null) throw new HttpError(404, R.fileNotFound);
      return file;
    },
  };
}
export type RecruiterJobsService = ReturnType<typeof createRecruiterJobsService>;
