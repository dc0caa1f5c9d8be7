import type { AppConfig } from '../config/config.js';
import type { DbOrTx } from '../db/transactions.js';
import type { Clock } from '../lib/clock.js';
import { createJobWorker, onJobsCommitted, type WorkerKind } from './job-kind.js';
import type { ClaimedJob, QueueStats } from './outbox-claims.js';
import { processWorkerId, type OutboxWorker, type WorkerLog } from './outbox-worker.js';
import { createScheduledRunsRepository, type ScheduleRunsSummary } from './scheduled-runs-repository.js';
import { nextPeriodStart, periodStart, scheduledRuns, type Cadence, type ScheduledJob } from './schedules.js';

/**
 * docs/decisions/027: one job kind's queue as the system page and /metrics show it. `worker`: this
 * process runs one ('running'), builds one that BACKGROUND_WORKERS_OFF keeps stopped ('off'), or has
 * none because what it delivers through is not configured ('none': the CRM without Zoho).
 */
export interface KindQueueStatus extends QueueStats {
  name: string;
  label: string;
  worker: 'running' | 'off' | 'none';
  /** Whether its failed jobs can be queued again (the mail outbox erases a failed message's text). */
  retryable: boolean;
}

/** What the system page and /metrics read of a job kind. */
type TrackedKind = Pick<WorkerKind<ClaimedJob, never>, 'name' | 'label' | 'stats' | 'retryFailed'>;

/** docs/decisions/027: one declared schedule, its runs and its next one. */
export interface ScheduleStatus extends Omit<ScheduleRunsSummary, 'pending'> {
  cadence: Cadence;
  /** A run whose period has begun and that has not ended: waiting, retrying or running. */
  pending: ScheduleRunsSummary['pending'];
  /**
   * When it runs next: the pending run's time (now when it is due); now when the current period's run
   * has not been added yet; else the start of the next period.
   */
  nextRunAt: Date;
}

export interface BackgroundJobs {
  /**
   * Run `kind`'s worker in this process, with the kind's dependencies: started when the app is ready
   * (unless BACKGROUND_WORKERS_OFF names it), woken by the commits that queue its jobs, drained with the
   * others on close; `afterStop` runs once it has stopped (the SMTP pool closes after the mail worker).
   */
  run<Job extends ClaimedJob, Deps>(kind: WorkerKind<Job, Deps>, deps: Deps, options?: { afterStop?: () => void }): OutboxWorker;
  /** A job run once per period across all processes ("daily at 07:00 UTC", "every hour"); http/schedules.ts declares them. */
  schedule(job: ScheduledJob): void;
  /** This process's worker of the kind named `name` (a test runs one round with `runOnce()`); undefined when none runs. */
  worker(name: string): OutboxWorker | undefined;
  /** The scheduled jobs' worker of this process. */
  readonly scheduler: OutboxWorker;
  /** Start every worker that is not off (onReady). */
  start(): void;
  /** Graceful shutdown (docs/decisions/011): each worker finishes the job in flight and hands back the rest. */
  stop(): Promise<void>;
  /**
   * docs/decisions/027: a kind this process runs no worker of (what it delivers through is not
   * configured), so its queue is still reported.
   */
  track(kind: TrackedKind): void;
  /** docs/decisions/027: the kind named `name` as this process knows it (run or tracked), without reading its queue. */
  kind(name: string): { name: string; label: string; retryable: boolean } | undefined;
  /** docs/decisions/027: every kind's queue, read now (one statement per kind). */
  queues(): Promise<KindQueueStatus[]>;
  /**
   * docs/decisions/027: the failed jobs of the kind named `name` queued again with fresh attempts, and
   * this process's worker of it woken; the ids requeued, or undefined for a kind unknown or not retryable.
   */
  retryFailed(name: string): Promise<number[] | undefined>;
  /** docs/decisions/027: every declared schedule's last ended run, pending run and next run. */
  scheduleStatus(): Promise<ScheduleStatus[]>;
}

/**
 * One runner for all background work of a process (docs/decisions/015, 024): a worker per job kind
 * (mail, CRM, file removals, talent texts) and the scheduled runs' worker, started and drained together.
 * A kind named in `off` gets its worker built but never started, so this process leaves its jobs to
 * the others (a test runs it by hand).
 */
export function createBackgroundJobs(options: {
  db: DbOrTx;
  config: AppConfig;
  clock: Clock;
  log: WorkerLog;
  off?: readonly string[];
}): BackgroundJobs {
  const { db, config, clock, log } = options;
  const off = new Set(options.off);
  const workers = new Map<string, { worker: OutboxWorker; afterStop?: () => void }>();
  /** Every kind known to this process, in the order registered: run here, or only tracked. */
  const kinds = new Map<string, TrackedKind>();
  let started = false;
  let stopListening: (() => void) | undefined;

  const run: BackgroundJobs['run'] = (kind, deps, extra) => {
    if (workers.has(kind.name)) throw new Error(`two workers of the job kind ${kind.name}`);
    const worker = createJobWorker(kind, { db, deps, clock, log, workerId: processWorkerId(), config: kind.settings(config) });
    workers.set(kind.name, { worker, ...extra });
    kinds.set(kind.name, kind);
    if (started && !off.has(kind.name)) worker.start();
    return worker;
  };

  const schedules: ScheduledJob[] = [];
  const scheduler = run(scheduledRuns, { schedules });

  return {
    run,
    scheduler,
    worker: (name) => workers.get(name)?.worker,
    schedule(job) {
      if (schedules.some((s) => s.name === job.name)) throw new Error(`two scheduled jobs are named ${job.name}`);
      periodStart(job.cadence, clock.now()); // a malformed cadence fails here, at start-up
      schedules.push(job);
    },
    start() {
      started = true;
      for (const [name, { worker }] of workers) if (!off.has(name)) worker.start();
      // A job committed in this process is looked for at once, not at the next poll.
      stopListening = onJobsCommitted(db, (name) => {
        if (!off.has(name)) workers.get(name)?.worker.wake();
      });
    },
    track(kind) {
      if (kinds.has(kind.name)) throw new Error(`the job kind ${kind.name} is known twice`);
      kinds.set(kind.name, kind);
    },
    kind(name) {
      const kind = kinds.get(name);
      return kind ? { name: kind.name, label: kind.label, retryable: kind.retryFailed !== undefined } : undefined;
    },
    async queues() {
      return Promise.all(
        [...kinds.values()].map(async (kind) => ({
          name: kind.name,
          label: kind.label,
          worker: workers.has(kind.name) ? (off.has(kind.name) ? 'off' : 'running') : 'none',
          retryable: kind.retryFailed !== undefined,
          ...(await kind.stats(db)),
        })),
      );
    },
    async retryFailed(name) {
      const kind = kinds.get(name);
      if (!kind?.retryFailed) return undefined;
      const ids = await kind.retryFailed(db, clock.now());
      if (ids.length > 0 && started && !off.has(name)) workers.get(name)?.worker.wake();
      return ids;
    },
    async scheduleStatus() {
      const now = clock.now();
      const summaries = new Map((await createScheduledRunsRepository(db).summaries(schedules.map((s) => s.name))).map((s) => [s.name, s]));
      return schedules.map((schedule) => {
        const summary = summaries.get(schedule.name);
        const pending = summary?.pending ?? null;
        return {
          name: schedule.name,
          cadence: schedule.cadence,
          lastFinished: summary?.lastFinished ?? null,
          lastSuccessAt: summary?.lastSuccessAt ?? null,
          failed: summary?.failed ?? 0,
          pending,
          nextRunAt: pending
            ? new Date(Math.max(pending.availableAt.getTime(), now.getTime()))
            : (summary?.lastFinished?.periodStart.getTime() ?? Number.NEGATIVE_INFINITY) >= periodStart(schedule.cadence, now).getTime()
              ? nextPeriodStart(schedule.cadence, now)
              : now,
        };
      });
    },
    async stop() {
      stopListening?.();
      await Promise.all(
        [...workers.values()].map(async ({ worker, afterStop }) => {
          await worker.stop();
          afterStop?.();
        }),
      );
    },
  };
}
