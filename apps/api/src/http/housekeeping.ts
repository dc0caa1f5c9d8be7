import type { FastifyInstance } from 'fastify';
import { JOB_ALERT_CONFIRM_DAYS } from '@careers/shared';
import { purgeEndedAccountRows } from '../domains/accounts/index.js';
import { purgeSentReminders, purgeSentWeeklySummaries, purgeStaleDrafts } from '../domains/applications/index.js';
import { purgeSettledCrmJobs } from '../domains/crm/index.js';
import { purgeUnconfirmedAlerts } from '../domains/job-alerts/index.js';
import { purgeDoneFileDeletions } from '../domains/privacy/index.js';
import { purgeExpiredMobileCodes } from '../domains/profile/index.js';
import { purgeSettledBackgroundJobs } from '../platform/background/background-jobs-repository.js';
import { createScheduledRunsRepository } from '../platform/background/scheduled-runs-repository.js';
import { createMailOutboxRepository } from '../platform/mail/mail-outbox-repository.js';
import { createFailureCountersRepository } from '../platform/rate-limit/failure-counters-repository.js';
import { createLoginFailuresRepository } from '../platform/rate-limit/login-failures-repository.js';
import { LOGIN_GUESSING } from '../platform/rate-limit/login-guessing.js';
import { createRateLimitRepository } from '../platform/rate-limit/rate-limit-repository.js';

/* How long housekeeping keeps each kind of row: every period it applies, in one place. */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows older than this are no use to any rule (the longest window is an hour). */
const KEEP_MS = DAY_MS;
/** docs/decisions/010: a draft nobody saved for 30 days is dropped, and with it the files only it named. */
export const DRAFT_KEEP_MS = 30 * DAY_MS;
/**
 * docs/decisions/015: finished scheduled runs, mail and CRM jobs delivered, failed for good or
 * superseded, and the jobs of `background_jobs` (docs/decisions/024) done or failed, are kept 30 days
 * as a history (counted from their last change), then deleted. Queued and running work is never
 * deleted. It must stay longer than the longest schedule's period (a week), or the run of a period
 * still under way could be deleted and then added and run again.
 */
export const SETTLED_JOB_KEEP_MS = 30 * DAY_MS;
/** ALR-7: an anonymous alert nobody confirmed while its link worked. */
export const UNCONFIRMED_ALERT_KEEP_MS = JOB_ALERT_CONFIRM_DAYS * DAY_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of clean-up, at the app clock's now (it also runs hourly by itself). */
    housekeeping(): Promise<void>;
  }
}

/**
 * One round of housekeeping, at the app clock's now: old rate-limit windows and wrong passwords, ended sessions, used reset
 * links, abandoned sign-ups, expired mobile codes, drafts untouched for 30 days, application uploads no
 * draft or application uses, the files removed after an account deletion (PRV-4), finished scheduled
 * runs and settled background jobs after 30 days, and anonymous job alerts left unconfirmed (ALR-7).
 * The deletes are idempotent. It runs hourly as the scheduled job `housekeeping` (http/schedules.ts), so
 * one process runs it each hour and a failure (it throws) is retried.
 */
export async function purgeOldRows(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = app.clock.now().getTime();
  const before = new Date(now - KEEP_MS);
  // Drafts first, so the files only they named are unused by the time files are purged.
  await purgeStaleDrafts(db, new Date(now - DRAFT_KEEP_MS));
  await createRateLimitRepository(db).purgeOlderThan(before);
  await createFailureCountersRepository(db).purgeOlderThan(before);
  // ACC-19: wrong passwords count for an hour (docs/decisions/030).
  await createLoginFailuresRepository(db).purgeOlderThan(new Date(now - LOGIN_GUESSING.windowSeconds * 1000));
  await purgeEndedAccountRows(db, before);
  // REC-32: a reminder's row matters only until its interview starts; kept 30 days, like settled jobs.
  await purgeSentReminders(db, new Date(now - SETTLED_JOB_KEEP_MS));
  // REC-41: a week's marker matters only within its week; kept as long as sent reminders.
  await purgeSentWeeklySummaries(db, new Date(now - SETTLED_JOB_KEEP_MS));
  await purgeExpiredMobileCodes(db, before);
  await app.applicationFiles.purgeUnused(before);
  // PRV-4: the record of files already removed from storage (docs/decisions/018).
  await purgeDoneFileDeletions(db, before);
  const settledBefore = new Date(now - SETTLED_JOB_KEEP_MS);
  await createScheduledRunsRepository(db).purgeFinishedBefore(settledBefore);
  await createMailOutboxRepository(db).purgeSettledBefore(settledBefore);
  await purgeSettledCrmJobs(db, settledBefore);
  await purgeSettledBackgroundJobs(db, settledBefore);
  await purgeUnconfirmedAlerts(db, new Date(now - UNCONFIRMED_ALERT_KEEP_MS));
}

/** One round of clean-up on demand (app.housekeeping(), tests): a failure is logged, not thrown. */
export async function housekeepingNow(app: FastifyInstance): Promise<void> {
  try {
    await purgeOldRows(app);
  } catch (error) {
    app.log.warn({ err: error }, 'housekeeping failed');
  }
}
