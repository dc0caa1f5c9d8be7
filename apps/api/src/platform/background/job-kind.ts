import type { AppConfig, OutboxWorkerConfig } from '../config/config.js';
import { afterCommit, databaseOf, type DbOrTx } from '../db/transactions.js';
import type { Clock } from '../lib/clock.js';
import type { ClaimedJob, QueueStats } from './outbox-claims.js';
import { createOutboxWorker, type OutboxQueue, type OutboxWorker, type WorkerLog } from './outbox-worker.js';

/** What the delivery of one job may use: the kind's own dependencies, and the runner's database, clock, log and worker id. */
export interface Delivery<Deps> {
  deps: Deps;
  db: DbOrTx;
  clock: Clock;
  log: WorkerLog;
  /** This worker's id: a job is settled only under the claim it holds (outbox-claims.ts). */
  workerId: string;
}

/**
 * docs/decisions/024: one kind of background work, as a worker runs it. Every queue (mail, CRM, file
 * removals, talent texts, scheduled runs) is one such definition, and its worker is made from it
 * (`createJobWorker`, `app.backgroundJobs.run`).
 */
export interface WorkerKind<Job extends ClaimedJob, Deps> {
  /** Unique; names the kind in BACKGROUND_WORKERS_OFF and in `app.backgroundJobs.worker(name)`. */
  readonly name: string;
  /** Names the queue in log lines ('Mail', 'CRM'). */
  readonly label: string;
  /** The worker's poll, back-off, attempts, batch and lease, read from the configuration. */
  settings(config: AppConfig): OutboxWorkerConfig;
  /** Claim, retry, fail and release on the kind's table (outbox-claims.ts). */
  queue(db: DbOrTx, deps: Deps): OutboxQueue<Job>;
  /** Do one job and record its success under the claim; throw to have it retried (or failed, see isPermanent). */
  deliver(job: Job, delivery: Delivery<Deps>): Promise<void>;
  /** An error no retry can mend: the job fails at once. */
  isPermanent(error: unknown): boolean;
  /** What a log line may say of a job (ids, never its content). */
  describe(job: Job): object;
  /** Takes personal data out of an error's text before it is stored or logged. */
  scrub?(text: string): string;
  /** docs/decisions/027: the kind's queue as the system page and /metrics read it (one cheap statement). */
  stats(db: DbOrTx): Promise<QueueStats>;
  /**
   * docs/decisions/027: failed jobs back to the queue with fresh attempts (the system page's retry, the
   * same requeue as `npm run crm:retry`); answers the ids requeued. Absent where a failed job cannot be
   * sent again (the mail outbox erases a message's text when it fails).
   */
  retryFailed?(db: DbOrTx, now: Date): Promise<number[]>;
}

/** A kind whose jobs callers write, each in the transaction of the change it follows. */
export interface JobKind<Payload, Queued, Job extends ClaimedJob, Deps> extends WorkerKind<Job, Deps> {
  /** Write one job in the caller's transaction, by the kind's own rules (a supersede key, one live job per candidate). */
  store(tx: DbOrTx, payload: Payload, now: Date): Promise<Queued>;
  /**
   * Queue a job in the caller's transaction: it exists only if that commits, and the commit itself wakes
   * this process's worker of the kind (other processes find it at their next poll). No caller wakes a
   * worker by hand.
   */
  enqueue(tx: DbOrTx, payload: Payload, now: Date): Promise<Queued>;
}

/** The workers of each database's process, woken by the commits that queue their kind's jobs. */
const wakersOf = new WeakMap<DbOrTx, Set<(kind: string) => void>>();

/**
 * A process's runner (background-jobs.ts) hears of the jobs committed on `db` from now on; the answer
 * stops it. Several runners on one database (tests build two apps on one) each hear of every job.
 */
export function onJobsCommitted(db: DbOrTx, wake: (kind: string) => void): () => void {
  const wakers = wakersOf.get(db) ?? new Set();
  wakersOf.set(db, wakers);
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** `kind.store`, then, once the transaction has committed, a wake-up for the kind's worker in this process. */
export async function enqueue<Payload, Queued>(
  tx: DbOrTx,
  kind: Pick<JobKind<Payload, Queued, ClaimedJob, unknown>, 'name' | 'store'>,
  payload: Payload,
  now: Date,
): Promise<Queued> {
  const queued = await kind.store(tx, payload, now);
  const db = databaseOf(tx);
  await afterCommit(tx, () => {
    for (const wake of wakersOf.get(db) ?? []) wake(kind.name);
  });
  return queued;
}

/** A job kind from its definition, with its `enqueue`. */
export function defineJobKind<Payload, Queued, Job extends ClaimedJob, Deps>(
  definition: Omit<JobKind<Payload, Queued, Job, Deps>, 'enqueue'>,
): JobKind<Payload, Queued, Job, Deps> {
  return { ...definition, enqueue: (tx, payload, now) => enqueue(tx, definition, payload, now) };
}

/** The worker of `kind` on `db`, with the kind's dependencies (the mailer, the Zoho client, storage). */
export function createJobWorker<Job extends ClaimedJob, Deps>(
  kind: WorkerKind<Job, Deps>,
  options: { db: DbOrTx; deps: Deps; clock: Clock; log: WorkerLog; workerId: string; config: OutboxWorkerConfig },
): OutboxWorker {
  const { db, deps, clock, log, workerId, config } = options;
  return createOutboxWorker({
    label: kind.label,
    queue: kind.queue(db, deps),
    deliver: (job) => kind.deliver(job, { deps, db, clock, log, workerId }),
    isPermanent: (error) => kind.isPermanent(error),
    describe: (job) => kind.describe(job),
    scrub: (text) => kind.scrub?.(text) ?? text,
    clock,
    log,
    workerId,
    config,
  });
}
