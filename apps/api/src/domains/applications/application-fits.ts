import { z } from 'zod';
import {
  explainFit,
  FIT_RULES_VERSION,
  fitOrder,
  APPLICATION_MESSAGES as A,
  type ExchangeRates,
  type Fit,
  type FitJobTerms,
  type Job,
} from '@careers/shared';
import type { Delivery } from '../../platform/background/job-kind.js';
import { defineStoredJobKind } from '../../platform/background/stored-job-kind.js';
import type { ApplicationFitInsert } from '../../platform/db/schema/index.js';
import { inTransaction, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { notFound } from '../../platform/lib/domain-error.js';
import { findJob } from '../jobs/index.js';
import { profileTermsOf } from '../profile/index.js';
import { readExchangeRates } from '../rates/index.js';
import { createApplicationFitsRepository, type FitTarget } from './application-fits-repository.js';

/** The calendar day (yyyy-MM-dd, UTC) a fit is read on. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A job's terms as the fit reads them (docs/decisions/038's columns). */
export const fitTermsOf = (job: Job): FitJobTerms => ({
  pay: job.pay,
  start_date: job.start_date,
  hours_per_week: job.hours_per_week,
  remote_countries: job.remote_countries,
  cet_overlap_hours: job.cet_overlap_hours,
  skills_required: job.skills_required,
  skills_nice: job.skills_nice,
});

/** The stored row of one fit, as recruiters read it. */
function fitRow(applicationId: number, jobId: number, fit: Fit, now: Date): ApplicationFitInsert {
  const f = fit.facts;
  return {
    applicationId,
    jobId,
    rulesVersion: fit.version,
    lines: fit.lines,
    skillsMet: f.skillsMet,
    skillsTotal: f.skillsTotal,
    niceMet: f.niceMet,
    niceTotal: f.niceTotal,
    skillsStatus: f.skills,
    rateStatus: f.rate,
    availabilityStatus: f.availability,
    overlapStatus: f.overlap,
    overlapMinutes: f.overlapMinutes,
    countryStatus: f.country,
    countryCode: f.countryCode,
    sortKey: fitOrder(f),
    computedAt: now,
  };
}

/**
 * REC-26 (docs/decisions/043): write the recruiter's fit of each application `target` covers, in the
 * caller's transaction: the job's terms, the candidates' terms (PRO-20) and the exchange rates read
 * once, the rules (`explainFit`, pure) applied to each, the rows written a statement per 500.
 * Answers how many fits were written.
 */
export async function refreshFits(txDb: DbOrTx, target: FitTarget, now: Date, rates?: ExchangeRates): Promise<number> {
  const repo = createApplicationFitsRepository(txDb);
  const subjects = await repo.subjects(target);
  if (subjects.length === 0) return 0;
  const jobIds = [...new Set(subjects.map((s) => s.jobId))];
  // One after another: a transaction's statements share one connection.
  const jobs: (Job | undefined)[] = [];
  for (const id of jobIds) jobs.push(await findJob(txDb, id));
  const terms = await profileTermsOf(
    txDb,
    subjects.map((s) => s.userId),
  );
  const exchange = rates ?? (await readExchangeRates(txDb));
  const jobTerms = new Map<number, FitJobTerms>();
  for (const job of jobs) if (job) jobTerms.set(job.job_id, fitTermsOf(job));
  const today = dayOf(now);
  const rows: ApplicationFitInsert[] = [];
  for (const s of subjects) {
    const job = jobTerms.get(s.jobId);
    if (!job) continue;
    rows.push(fitRow(s.applicationId, s.jobId, explainFit(job, terms.get(s.userId) ?? null, exchange, today, { who: 'recruiter' }), now));
  }
  await repo.upsert(rows);
  return rows.length;
}

/** REC-26: a candidate's terms changed (PRO-20): their applications' fits are rewritten in the same transaction (a few rows). */
export const refreshCandidateFits = (txDb: DbOrTx, userId: number, now: Date) => refreshFits(txDb, { userId }, now);

/**
 * REC-26: a job's terms changed, or its fits were written by older rules: every applicant's fit is
 * rewritten by the 'fit-refresh' job after the commit (thousands of rows need not hold the recruiter's
 * save). Queued in the caller's transaction; its commit wakes this process's worker.
 */
export const fitRefreshJobs = defineStoredJobKind({
  name: 'fit-refresh',
  label: 'Fit refresh',
  payload: z.object({ jobId: z.number().int() }),
  settings: (config) => config.fitRefresh,
  async deliver({ jobId }: { jobId: number }, { db, clock }: Delivery<Record<string, never>>) {
    await inTransaction(db, (tx) => refreshFits(tx, { jobId }, clock.now()));
  },
});

export const queueJobFitsRefresh = (txDb: DbOrTx, jobId: number, now: Date) =>
  fitRefreshJobs.enqueue(txDb, { jobId }, now).then(() => undefined);

/** PRV-4: an erased candidate's fits, in the erasure's transaction. */
export const deleteFitsOf = (txDb: DbOrTx, userId: number) => createApplicationFitsRepository(txDb).deleteOfUser(userId);

/** The stored fit of an application, as the recruiter's side panel shows it. */
export async function storedFitOf(db: DbOrTx, applicationId: number) {
  const row = await createApplicationFitsRepository(db).ofApplication(applicationId);
  return row && { version: row.rulesVersion, computedAt: row.computedAt.toISOString(), lines: row.lines };
}

/** How long a process waits before it looks again whether a job's fits are stale (the look reads every applicant's fit). */
const STALE_CHECK_MS = 10 * 60_000;
/** When each job's fits were last looked at, per database (tests open several in one process). */
const staleChecks = new WeakMap<DbOrTx, Map<number, number>>();

/**
 * Queue a refresh of the job's fits when some application has none or one of older rules (the table's first
 * page), looked at most once per job every 10 minutes in each process.
 */
export async function refreshStaleJobFits(db: DbOrTx, jobId: number, now: Date): Promise<boolean> {
  const staleCheckedAt = staleChecks.get(db) ?? new Map<number, number>();
  staleChecks.set(db, staleCheckedAt);
  const last = staleCheckedAt.get(jobId);
  if (last !== undefined && now.getTime() - last >= 0 && now.getTime() - last < STALE_CHECK_MS) return false;
  if (staleCheckedAt.size >= 10_000) staleCheckedAt.clear();
  staleCheckedAt.set(jobId, now.getTime());
  if (!(await createApplicationFitsRepository(db).jobNeedsRefresh(jobId, FIT_RULES_VERSION))) return false;
  await inTransaction(db, (tx) => queueJobFitsRefresh(tx, jobId, now));
  return true;
}

/**
 * APP-10 (docs/decisions/043): the fit of a signed-in candidate's terms to an open job, in the
 * candidate's words, read now (never stored: recruiters' fits are, REC-26).
 */
export function createCandidateFit({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async forJob(userId: number, jobId: number): Promise<Fit> {
      const job = await findJob(db, jobId);
      if (!job || job.status !== 'open') throw notFound(A.jobNotFound);
      const [terms, rates] = await Promise.all([profileTermsOf(db, [userId]), readExchangeRates(db)]);
      return explainFit(fitTermsOf(job), terms.get(userId) ?? null, rates, dayOf(clock.now()));
    },
  };
}
export type CandidateFit = ReturnType<typeof createCandidateFit>;
