import type { Clock } from '../lib/clock.js';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerConfig, type WorkerLog } from './outbox-worker.js';
import { periodStart, type ScheduledJob } from './schedules.js';
import type { ScheduledRunsRepository } from './scheduled-runs-repository.js';

/** A run whose schedule this code no longer has (renamed or removed): it fails at once. */
class UnknownScheduleError extends Error {}

/**
 * docs/decisions/015: the worker of the scheduled jobs, one per process. Each round it adds the run of
 * every period that has begun (the unique (name, period start) makes that once across all processes),
 * then claims due runs like any outbox: FOR UPDATE SKIP LOCKED, a lease, retries with back-off, the
 * outcome written under the held claim.
 */
export function createScheduleWorker(options: {
  repo: ScheduledRunsRepository;
  schedules: readonly ScheduledJob[];
  clock: Clock;
  log: WorkerLog;
  workerId: string;
  config: OutboxWorkerConfig;
}): OutboxWorker {
  const { repo, schedules, clock, log, workerId } = options;
  return createOutboxWorker({
    label: 'Scheduled',
    queue: {
      async claimDue(id, now, limit, leaseMs) {
        await repo.addPeriods(
          schedules.map((s) => ({ name: s.name, start: periodStart(s.cadence, now) })),
          now,
        );
        return repo.claimDue(id, now, limit, leaseMs);
      },
      release: repo.release,
      markRetry: repo.markRetry,
      markFailed: repo.markFailed,
    },
    async deliver(run) {
      const schedule = schedules.find((s) => s.name === run.name);
      if (!schedule) throw new UnknownScheduleError(`no scheduled job is named ${run.name}`);
      await schedule.run({ start: run.periodStart, now: clock.now() });
      if ((await repo.markDone(run, workerId, clock.now())) === null)
        log.warn({ runId: run.id, name: run.name }, 'scheduled run finished after its claim lapsed; another process had taken it over');
    },
    isPermanent: (error) => error instanceof UnknownScheduleError,
    describe: (run) => ({ runId: run.id, name: run.name, period: run.periodStart.toISOString() }),
    clock,
    log,
    workerId,
    config: options.config,
  });
}

export interface BackgroundJobs {
  /** A queue's worker (mail, CRM): started when the app is ready, drained with the others on close. */
  addWorker(worker: OutboxWorker, options?: { afterStop?: () => void }): void;
  /** A job run once per period across all processes ("daily at 07:00 UTC", "every hour"). */
  schedule(job: ScheduledJob): void;
  /** The scheduled jobs' worker of this process. */
  readonly scheduler: OutboxWorker;
  /** Start every worker (onReady). */
  start(): void;
  /** Graceful shutdown (docs/decisions/011): each worker finishes the job in flight and hands back the rest. */
  stop(): Promise<void>;
}

/**
 * One mechanism for all background work of a process (docs/decisions/015): the outbox workers of the
 * queues and the scheduled jobs' worker, started and drained together.
 */
export function createBackgroundJobs(options: {
  scheduledRuns: ScheduledRunsRepository;
  clock: Clock;
  log: WorkerLog;
  workerId: string;
  scheduleConfig: OutboxWorkerConfig;
}): BackgroundJobs {
  const schedules: ScheduledJob[] = [];
  const scheduler = createScheduleWorker({
    repo: options.scheduledRuns,
    schedules,
    clock: options.clock,
    log: options.log,
    workerId: options.workerId,
    config: options.scheduleConfig,
  });
  const workers: { worker: OutboxWorker; afterStop?: () => void }[] = [{ worker: scheduler }];
  let started = false;
  return {
    scheduler,
    addWorker(worker, extra) {
      workers.push({ worker, ...extra });
      if (started) worker.start();
    },
    schedule(job) {
      if (schedules.some((s) => s.name === job.name)) throw new Error(`two scheduled jobs are named ${job.name}`);
      periodStart(job.cadence, options.clock.now()); // a malformed cadence fails here, at start-up
      schedules.push(job);
    },
    start() {
      started = true;
      for (const { worker } of workers) worker.start();
    },
    async stop() {
      await Promise.all(
        workers.map(async ({ worker, afterStop }) => {
          await worker.stop();
          afterStop?.();
        }),
      );
    },
  };
}
