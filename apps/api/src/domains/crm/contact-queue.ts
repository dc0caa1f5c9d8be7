import type { DbOrTx } from '../../platform/db/transactions.js';
import { createCrmOutboxRepository, type CrmJobStatus } from './crm-outbox-repository.js';
import { toZohoContact, type CandidateProfile } from './zoho-contact.js';

export interface ContactSyncResult {
  jobId: number;
  status: Extract<CrmJobStatus, 'queued' | 'processing' | 'delivered'>;
  /** False when the newest job already carries exactly these details. */
  queuedNow: boolean;
}

/**
 * INT-3: queue the candidate's details for the CRM, in the caller's transaction (the change it
 * reflects commits with it, or neither does). Idempotent: when the newest job already carries the same
 * details, nothing is added; a job still waiting takes the new details instead of a second job.
 */
export async function queueContact(tx: DbOrTx, userId: number, profile: CandidateProfile, now: Date): Promise<ContactSyncResult> {
  const outbox = createCrmOutboxRepository(tx);
  const payload = toZohoContact(profile);
  const newest = await outbox.newestContactJob(userId, payload);
  if (newest?.samePayload) return { jobId: newest.id, status: newest.status, queuedNow: false };
  const job = await outbox.enqueueContact(userId, payload, now);
  return { jobId: job.id, status: job.status, queuedNow: true };
}

/** PRV-4: queue the deletion of the candidate's Contact (by its e-mail), in the caller's transaction. */
export const queueContactDeletion = (tx: DbOrTx, userId: number, email: string, now: Date) =>
  createCrmOutboxRepository(tx).enqueueDelete(userId, email, now);

/** Housekeeping: delivered, failed and superseded jobs whose last change is older than `before`. */
export const purgeSettledCrmJobs = (db: DbOrTx, before: Date) => createCrmOutboxRepository(db).purgeSettledBefore(before);
