import type { ScheduledRunRow } from '../db/schema/background.js';
import type { WorkerKind } from './job-kind.js';
import { createScheduledRunsRepository } from './scheduled-runs-repository.js';

/**
 * docs/decisions/015: when a scheduled job is due. A period is identified by its start, computed from the
 * app's clock (tests move it); every process computes the same start, so the run's unique key
 * (name, period start) makes it run once per period across all of them.
 */
export type Cadence =
  /** Every N milliseconds, periods aligned to the Unix epoch (every hour starts on the hour). */
  | { everyMs: number }
  /** Once a day at this UTC time, 'HH:MM'. */
  | { dailyAtUtc: string };

export interface ScheduledJob {
  /** Unique among schedules; stored with each run (at most 60 characters). */
  name: string;
  cadence: Cadence;
  /**
   * Do the period's work. Throw to have it retried with back-off. A run that crashed after its work
   * committed is run again once its lease ends, so the work must be safe to repeat (keep a watermark
   * in the same transaction, as the watchers' digest does).
   */
  run(period: { start: Date; now: Date }): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Minutes after midnight UTC of an 'HH:MM' time; throws on anything else (a programming error). */
function minutesOfDay(hhmm: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new Error(`not an HH:MM time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The start of the period `now` falls in. */
export function periodStart(cadence: Cadence, now: Date): Date {
  const t = now.getTime();
  if ('everyMs' in cadence) {
    if (!Number.isInteger(cadence.everyMs) || cadence.everyMs < 1_000) throw new Error('a schedule runs at most every second');
    return new Date(Math.floor(t / cadence.everyMs) * cadence.everyMs);
  }
  const offset = minutesOfDay(cadence.dailyAtUtc) * 60_000;
  return new Date(Math.floor((t - offset) / DAY_MS) * DAY_MS + offset);
}

/** docs/decisions/027: when the period after the one `now` falls in begins (the next run of a schedule that is up to date). */
export function nextPeriodStart(cadence: Cadence, now: Date): Date {
  const start = periodStart(cadence, now).getTime();
  return new Date(start + ('everyMs' in cadence ? cadence.everyMs : DAY_MS));
}

/** A run whose schedule this code no longer has (renamed or removed): it fails at once. */
class UnknownScheduleError extends Error {}

/**
 * docs/decisions/015, 024: the scheduled runs as a kind of background work, one worker per process. Each
 * round it adds the run of every period that has begun (the unique (name, period start) makes that once
 * across all processes), then claims due runs like any queue: FOR UPDATE SKIP LOCKED, a lease, retries
 * with back-off, the outcome written under the held claim. Its runs are added by the worker itself, so
 * it has no `enqueue`; the schedules are declared in one file (http/schedules.ts).
 */
export const scheduledRuns: WorkerKind<ScheduledRunRow, { schedules: readonly ScheduledJob[] }> = {
  name: 'schedules',
  label: 'Scheduled',
  settings: (config) => config.schedules,
  queue(db, { schedules }) {
    const repo = createScheduledRunsRepository(db);
    return {
      async claimDue(workerId, now, limit, leaseMs) {
        await repo.addPeriods(
          schedules.map((s) => ({ name: s.name, start: periodStart(s.cadence, now) })),
          now,
        );
        return repo.claimDue(workerId, now, limit, leaseMs);
      },
      release: repo.release,
      markRetry: repo.markRetry,
      markFailed: repo.markFailed,
    };
  },
  async deliver(run, { deps, db, clock, log, workerId }) {
    const schedule = deps.schedules.find((s) => s.name === run.name);
    if (!schedule) throw new UnknownScheduleError(`no scheduled job is named ${run.name}`);
    await schedule.run({ start: run.periodStart, now: clock.now() });
    if ((await createScheduledRunsRepository(db).markDone(run, workerId, clock.now())) === null)
      log.warn({ runId: run.id, name: run.name }, 'scheduled run finished after its claim lapsed; another process had taken it over');
  },
  isPermanent: (error) => error instanceof UnknownScheduleError,
  describe: (run) => ({ runId: run.id, name: run.name, period: run.periodStart.toISOString() }),
  stats: (db) => createScheduledRunsRepository(db).queueStats(),
  // A schedule's run must be safe to repeat (ScheduledJob.run), so a failed one may run again.
  retryFailed: (db, now) => createScheduledRunsRepository(db).requeueFailed(now),
};
