import type { PublicCache } from '../../platform/cache/public-cache.js';
import type { Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { createJobsRepository, utcDay } from './jobs-repository.js';

export interface JobClosingDeps {
  db: Db;
  clock: Clock;
  publicCache: Pick<PublicCache, 'invalidate' | 'clear'>;
}

/**
 * REC-24 (docs/decisions/038): a job whose closing date has passed closes by itself. The closing date is
 * the last day to apply, through 23:59:59 UTC (as JSON-LD's validThrough says, PUB-16), so a job closes
 * once the UTC day is later than its closing date.
 *
 * Two paths, one rule: the scheduled job `close-passed-jobs` closes them every few minutes in whichever
 * process runs that period, and `closePassedForToday` runs the same update before the first request of
 * each new UTC day in every process, so no public read (careers list, job page, sitemap) ever shows a
 * job whose closing date has passed, even before the schedule's next run. The update takes only open
 * jobs (`status = 'open'` is rechecked under each row's lock), so each job is closed exactly once
 * whichever process and path gets there first; the others find nothing to do.
 */
export function createJobClosingService({ db, clock, publicCache }: JobClosingDeps) {
  const repository = createJobsRepository(db);
  /** The UTC day whose passed jobs this process has closed (null: not yet). */
  let closedThrough: string | null = null;
  let running: Promise<void> | null = null;

  /** Close every open job whose closing date is before today (UTC); the ids it closed, none if another process did. */
  async function closePassed(): Promise<number[]> {
    const now = clock.now();
    // One statement on the pool: it commits as it runs.
    const closed = await repository.closePassed(utcDay(now), now);
    // docs/decisions/012: the public answers are dropped here and, by NOTIFY, in the other processes.
    if (closed.length > 0) await publicCache.invalidate();
    return closed;
  }

  return {
    closePassed,
    /**
     * Before a request: on the first one of a new UTC day, close the passed jobs and drop this process's
     * public answers (another process may have closed them first, and its NOTIFY may not have arrived).
     * Concurrent requests share the one update; on failure the next request tries again.
     */
    async closePassedForToday(): Promise<void> {
      const today = utcDay(clock.now());
      if (closedThrough === today) return;
      running ??= (async () => {
        try {
          await closePassed();
          publicCache.clear();
          closedThrough = today;
        } finally {
          running = null;
        }
      })();
      await running;
    },
  };
}
export type JobClosingService = ReturnType<typeof createJobClosingService>;

/** For the jobs' own checks: is this closing date already past (UTC)? */
export const closingDatePassed = (closing: string | null, now: Date) => closing !== null && closing < utcDay(now);
