import { defineJobKind, type Delivery } from '../../platform/background/job-kind.js';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { ZohoError, type ZohoCrmClient } from '../../platform/zoho/zoho-crm.js';
import { createCrmOutboxRepository, type CrmJobRow, type CrmJobStatus } from './crm-outbox-repository.js';
import { toZohoContact, type CandidateProfile } from './zoho-contact.js';

/** What is queued for the CRM: a candidate's details to upsert (INT-3), or their Contact to delete (PRV-4). */
export type CrmPayload = { kind: 'contact'; userId: number; profile: CandidateProfile } | { kind: 'delete'; userId: number; email: string };

export interface ContactSyncResult {
  jobId: number;
  status: Extract<CrmJobStatus, 'queued' | 'processing' | 'delivered'>;
  /** False when the newest job already carries exactly these details. */
  queuedNow: boolean;
}

/**
 * Write the job in the caller's transaction (the change it reflects commits with it, or neither does).
 * A contact is idempotent: when the newest job already carries the same details nothing is added, and a
 * job still waiting takes the new details instead of a second job (docs/decisions/007). A deletion
 * drops any upsert still waiting (docs/decisions/018).
 */
async function storeCrmJob(tx: DbOrTx, payload: CrmPayload, now: Date): Promise<ContactSyncResult> {
  const outbox = createCrmOutboxRepository(tx);
  if (payload.kind === 'delete') {
    const { id } = await outbox.enqueueDelete(payload.userId, payload.email, now);
    return { jobId: id, status: 'queued', queuedNow: true };
  }
  const contact = toZohoContact(payload.profile);
  const newest = await outbox.newestContactJob(payload.userId, contact);
  if (newest?.samePayload) return { jobId: newest.id, status: newest.status, queuedNow: false };
  const job = await outbox.enqueueContact(payload.userId, contact, now);
  return { jobId: job.id, status: job.status, queuedNow: true };
}

/**
 * INT-3 (docs/decisions/007, 024): the CRM sync as a job kind (`crm_outbox`). Its worker runs only
 * where Zoho is configured; without it the jobs stay queued (`npm run crm:status`). A record Zoho
 * refuses fails at once; the rest is retried with back-off.
 */
export const crmJobs = defineJobKind({
  name: 'crm',
  label: 'CRM',
  settings: (config) => config.crm,
  store: storeCrmJob,
  queue: (db) => createCrmOutboxRepository(db),
  async deliver(job: CrmJobRow, { deps, db, clock, log, workerId }: Delivery<{ zoho: ZohoCrmClient }>) {
    // PRV-4: a 'delete' job removes the Contact with the job's e-mail; a 'contact' job upserts it.
    const result = job.kind === 'delete' ? await deps.zoho.deleteContact(job.payload.Email) : await deps.zoho.upsertContact(job.payload);
    const status = await createCrmOutboxRepository(db).markDelivered(job, workerId, clock.now(), result);
    if (status === null) log.warn({ jobId: job.id }, 'CRM job delivered after its claim lapsed; another process had taken it over');
  },
  isPermanent: (error) => error instanceof ZohoError && !error.retryable,
  describe: (job: CrmJobRow) => ({ jobId: job.id, userId: job.userId }),
  stats: (db) => createCrmOutboxRepository(db).queueStats(),
  // The requeue of `npm run crm:retry`.
  retryFailed: (db, now) => createCrmOutboxRepository(db).requeueFailed(now),
});
