import type { AppConfig } from '../config/config.js';
import type { DbOrTx } from '../db/transactions.js';
import type { Clock } from '../lib/clock.js';
import { createJobWorker, onJobsCommitted, type WorkerKind } from './job-kind.js';
import type { ClaimedJob } from './outbox-claims.js';
import { processWorkerId, type OutboxWorker, type WorkerLog } from './outbox-worker.js';
import { periodStart, scheduledRuns, type ScheduledJob } from './schedules.js';

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
  let started = false;
  let stopListening: (() => void) | undefined;

  const run: BackgroundJobs['run'] = (kind, deps, extra) => {
    if (workers.has(kind.name)) throw new Error(`two workers of the job kind ${kind.name}`);
    const worker = createJobWorker(kind, { db, deps, clock, log, workerId: processWorkerId(), config: kind.settings(config) });
    workers.set(kind.name, { worker, ...extra });
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
