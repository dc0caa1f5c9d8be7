import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../lib/clock.js';
import type { ClaimedJob } from './outbox-claims.js';
import { errorSerializer } from '../lib/log-redaction.js';
import type { BackoffConfig, OutboxWorkerConfig } from '../config/config.js';

export interface WorkerLog {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** True from the moment stop() is called. */
  readonly stopping: boolean;
  /** Claim one batch of due jobs and deliver it; resolves to the number of jobs claimed. */
  runOnce(): Promise<number>;
  /** Poll in the background until stop(). */
  start(): void;
  /** Look for due jobs now instead of at the next poll (a job was just committed in this process). */
  wake(): void;
  /** Finish the delivery in flight, hand back the rest of the batch, end the loop (graceful shutdown, OPS-7). */
  stop(): Promise<void>;
}

export type { BackoffConfig, OutboxWorkerConfig };

/** What a worker needs of a queue: claims (outbox-claims.ts) and the settling of one job's outcome. */
export interface OutboxQueue<J extends ClaimedJob> {
  claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<J[]>;
  release(workerId: string, now: Date, ids?: number[]): Promise<number>;
  markRetry(job: J, workerId: string, now: Date, error: string, retryAt: Date): Promise<unknown>;
  markFailed(job: J, workerId: string, now: Date, error: string, reason: 'permanent' | 'attempts'): Promise<unknown>;
}

export interface OutboxWorkerOptions<J extends ClaimedJob> {
  /** Names the queue in log lines ('CRM', 'Mail'). */
  label: string;
  queue: OutboxQueue<J>;
  /** Deliver the job and record its success under the claim; throw to retry or fail it. */
  deliver(job: J): Promise<void>;
  /** True for an error that no retry can mend (the job fails at once). */
  isPermanent(error: unknown): boolean;
  /** What a log line may say about the job (ids, never its content). */
  describe(job: J): object;
  /** Takes personal data out of an error's text before it is stored or logged (the mail's addresses). */
  scrub?(text: string): string;
  clock: Clock;
  log: WorkerLog;
  /** Names this process in claims (host:pid:random). */
  workerId: string;
  config: OutboxWorkerConfig;
}

/** Retry n waits base * 2^(n-1), capped (INT-3). */
export const backoffMs = (attempt: number, config: BackoffConfig) =>
  Math.min(config.backoffMaxMs, config.backoffBaseMs * 2 ** Math.max(0, attempt - 1));

/**
 * The delivery loop of an outbox, one per queue and server process (INT-3, OPS-1; docs/decisions/009).
 * Jobs are claimed in batches with a lease and delivered one after the other; every outcome is written
 * back under the claim, so a claim that lapsed and was taken over by another process cannot overwrite
 * that process's result. Transient failures come back after a growing wait; after `maxAttempts`, or at
 * once for a permanent error, the job fails.
 */
export function createOutboxWorker<J extends ClaimedJob>(options: OutboxWorkerOptions<J>): OutboxWorker {
  const { label, queue, clock, log, workerId, config } = options;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (job: J) => {
    try {
      await options.deliver(job);
    } catch (error) {
      // Stored and logged: a database error's own message quotes the query's values (GEN-12), so it is
      // reduced to its code; a mail server's or Zoho's answer is kept as it is.
      const text = error instanceof Error ? describeError(error) : String(error);
      const message = options.scrub ? options.scrub(text) : text;
      const now = clock.now();
      const about = { ...options.describe(job), error: message };
      if (options.isPermanent(error)) {
        await queue.markFailed(job, workerId, now, message, 'permanent');
        log.warn(about, `${label} job failed: refused for good`);
      } else if (job.attempts >= config.maxAttempts) {
        await queue.markFailed(job, workerId, now, message, 'attempts');
        log.warn(about, `${label} job failed after ${job.attempts} attempts`);
      } else {
        const retryAt = new Date(now.getTime() + backoffMs(job.attempts, config));
        await queue.markRetry(job, workerId, now, message, retryAt);
        log.warn({ ...about, attempt: job.attempts, retryAt: retryAt.toISOString() }, `${label} delivery failed; will retry`);
      }
    }
  };

  /** The batch being worked on, so stop() can wait for it however it was started. */
  let active: Promise<number> | undefined;

  const runBatch = async () => {
    const jobs = await queue.claimDue(workerId, clock.now(), config.batchSize, config.leaseMs);
    for (const [index, job] of jobs.entries()) {
      if (stopping) {
        await queue.release(
          workerId,
          clock.now(),
          jobs.slice(index).map((j) => j.id),
        );
        break;
      }
      await deliver(job);
    }
    return jobs.length;
  };

  const runOnce = async (): Promise<number> => {
    // One batch at a time per worker.
    while (active) await active.catch(() => 0);
    const batch = runBatch();
    active = batch;
    try {
      return await batch;
    } finally {
      active = undefined;
    }
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const run = async () => {
    while (!stopping) {
      let claimed = 0;
      woken = false;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, `${label} worker: claiming or settling jobs failed; trying again`);
      }
      // A full batch suggests more is due, and a wake-up during the batch may be for a job it missed:
      // go on at once; otherwise wait for the next poll (or a wake-up).
      if (!stopping && claimed < config.batchSize && !woken) await sleep(config.pollMs);
    }
  };

  return {
    workerId,
    get stopping() {
      return stopping;
    },
    runOnce,
    start() {
      if (loop) return;
      stopping = false;
      loop = run();
      log.info(`${label} worker ${workerId} started (poll every ${config.pollMs} ms)`);
    },
    wake() {
      woken = true;
      clearTimeout(timer);
      wake?.();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      await loop;
      loop = undefined;
      await active?.catch(() => 0);
      // Anything still held (e.g. a batch interrupted by an error) goes back to the queue now, not after the lease.
      // Best effort: with the database already gone, the lease hands the jobs back later instead.
      try {
        const released = await queue.release(workerId, clock.now());
        if (released > 0) log.info(`${label} worker ${workerId} released ${released} claimed job(s)`);
      } catch (err) {
        log.warn({ err }, `${label} worker ${workerId} could not release its claims; they return when the lease ends`);
      }
    },
  };
}

/** An error as the outbox stores and logs it: a database error by its code only, never with values. */
function describeError(error: Error): string {
  const safe = errorSerializer(error);
  const code: unknown = safe['code'];
  return safe.type === 'DatabaseError' ? `database error ${typeof code === 'string' ? code : ''}`.trim() : error.message;
}

/** Names this process in claims: host, pid and a random part (a restarted process gets a new one). */
export const processWorkerId = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 120);
