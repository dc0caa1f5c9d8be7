import type { CrmConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { ZohoError, type ZohoCrmClient } from '../services/zoho-crm.js';
import type { CrmJobRow, CrmOutboxRepository } from './crm-outbox-repository.js';

export interface WorkerLog {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CrmWorker {
  readonly workerId: string;
  /** True from the moment stop() is called. */
  readonly stopping: boolean;
  /** Claim one batch of due jobs and deliver it; resolves to the number of jobs claimed. */
  runOnce(): Promise<number>;
  /** Poll in the background until stop(). */
  start(): void;
  /** Finish the delivery in flight, hand back the rest of the batch, end the loop (graceful shutdown, D40). */
  stop(): Promise<void>;
}

export interface CrmWorkerOptions {
  repo: CrmOutboxRepository;
  zoho: ZohoCrmClient;
  clock: Clock;
  log: WorkerLog;
  /** Names this process in claims (host:pid:random). */
  workerId: string;
  config: CrmConfig;
}

/** Retry n waits base * 2^(n-1), capped (D32). */
export const backoffMs = (attempt: number, config: Pick<CrmConfig, 'backoffBaseMs' | 'backoffMaxMs'>) =>
  Math.min(config.backoffMaxMs, config.backoffBaseMs * 2 ** Math.max(0, attempt - 1));

/**
 * D32's delivery loop, one per server process. Jobs are claimed in batches with a lease (D40) and
 * delivered one after the other; every outcome is written back under the claim, so a claim that lapsed
 * and was taken over by another process cannot overwrite that process's result.
 */
export function createCrmWorker({ repo, zoho, clock, log, workerId, config }: CrmWorkerOptions): CrmWorker {
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (job: CrmJobRow) => {
    try {
      const result = await zoho.upsertContact(job.payload);
      const status = await repo.markDelivered(job, workerId, clock.now(), result);
      if (status === null) log.warn({ jobId: job.id }, 'CRM job delivered after its claim lapsed; another process had taken it over');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      if (error instanceof ZohoError && !error.retryable) {
        await repo.markFailed(job, workerId, now, message, 'permanent');
        log.warn({ jobId: job.id, userId: job.userId, error: message }, 'CRM job failed: the CRM refused the record');
      } else if (job.attempts >= config.maxAttempts) {
        await repo.markFailed(job, workerId, now, message, 'attempts');
        log.warn({ jobId: job.id, userId: job.userId, error: message }, `CRM job failed after ${job.attempts} attempts`);
      } else {
        const retryAt = new Date(now.getTime() + backoffMs(job.attempts, config));
        await repo.markRetry(job, workerId, now, message, retryAt);
        log.warn({ jobId: job.id, attempt: job.attempts, retryAt: retryAt.toISOString(), error: message }, 'CRM delivery failed; will retry');
      }
    }
  };

  /** The batch being worked on, so stop() can wait for it however it was started. */
  let active: Promise<number> | undefined;

  const runBatch = async () => {
    const jobs = await repo.claimDue(workerId, clock.now(), config.batchSize, config.leaseMs);
    for (const [index, job] of jobs.entries()) {
      if (stopping) {
        await repo.release(workerId, clock.now(), jobs.slice(index).map((j) => j.id));
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
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'CRM worker: claiming or settling jobs failed; trying again');
      }
      // A full batch suggests more is due: go on at once; otherwise wait for the next poll.
      if (!stopping && claimed < config.batchSize) await sleep(config.pollMs);
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
      log.info(`CRM worker ${workerId} started (poll every ${config.pollMs} ms)`);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      await loop;
      loop = undefined;
      await active?.catch(() => 0);
      // Anything still held (e.g. a batch interrupted by an error) goes back to the queue now, not after the lease.
      const released = await repo.release(workerId, clock.now());
      if (released > 0) log.info(`CRM worker ${workerId} released ${released} claimed job(s)`);
    },
  };
}
