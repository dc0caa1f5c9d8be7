import type { CrmConfig } from '../../platform/config/config.js';
import type { Clock } from '../../platform/lib/clock.js';
import { createOutboxWorker, type OutboxWorker, type WorkerLog } from '../../platform/background/outbox-worker.js';
import { ZohoError, type ZohoCrmClient } from '../../platform/zoho/zoho-crm.js';
import type { CrmOutboxRepository } from './crm-outbox-repository.js';

export { backoffMs, type WorkerLog } from '../../platform/background/outbox-worker.js';
export type CrmWorker = OutboxWorker;

export interface CrmWorkerOptions {
  repo: CrmOutboxRepository;
  zoho: ZohoCrmClient;
  clock: Clock;
  log: WorkerLog;
  /** Names this process in claims (host:pid:random). */
  workerId: string;
  config: CrmConfig;
}

/**
 * INT-3's delivery loop, one per server process: the shared outbox worker (outbox/outbox-worker.ts)
 * delivering each job as a Zoho upsert. A record Zoho refuses fails at once; the rest is retried.
 */
export function createCrmWorker({ repo, zoho, clock, log, workerId, config }: CrmWorkerOptions): CrmWorker {
  return createOutboxWorker({
    label: 'CRM',
    queue: repo,
    async deliver(job) {
      // PRV-4: a 'delete' job removes the Contact with the job's e-mail; a 'contact' job upserts it.
      const result = job.kind === 'delete' ? await zoho.deleteContact(job.payload.Email) : await zoho.upsertContact(job.payload);
      const status = await repo.markDelivered(job, workerId, clock.now(), result);
      if (status === null) log.warn({ jobId: job.id }, 'CRM job delivered after its claim lapsed; another process had taken it over');
    },
    isPermanent: (error) => error instanceof ZohoError && !error.retryable,
    describe: (job) => ({ jobId: job.id, userId: job.userId }),
    clock,
    log,
    workerId,
    config,
  });
}
