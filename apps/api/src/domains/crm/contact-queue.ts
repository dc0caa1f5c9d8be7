import type { DbOrTx } from '../../platform/db/transactions.js';
import { createCrmOutboxRepository } from './crm-outbox-repository.js';
import { crmJobs, type ContactSyncResult } from './crm-jobs.js';
import type { CandidateProfile } from './zoho-contact.js';

export type { ContactSyncResult };

/**
 * INT-3: queue the candidate's details for the CRM, in the caller's transaction; its commit wakes this
 * process's CRM worker. Idempotent: when the newest job already carries the same details, nothing is
 * added; a job still waiting takes the new details instead of a second job.
 */
export const queueContact = (tx: DbOrTx, userId: number, profile: CandidateProfile, now: Date): Promise<ContactSyncResult> =>
  crmJobs.enqueue(tx, { kind: 'contact', userId, profile }, now);

/** PRV-4: queue the deletion of the candidate's Contact (by its e-mail), in the caller's transaction. */
export const queueContactDeletion = (tx: DbOrTx, userId: number, email: string, now: Date) =>
  crmJobs.enqueue(tx, { kind: 'delete', userId, email }, now);

/** Housekeeping: delivered, failed and superseded jobs whose last change is older than `before`. */
export const purgeSettledCrmJobs = (db: DbOrTx, before: Date) => createCrmOutboxRepository(db).purgeSettledBefore(before);
