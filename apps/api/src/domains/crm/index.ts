/**
 * The CRM domain (INT-3): the outbox of Contact jobs for Zoho, their worker, and what a candidate looks
 * like to Zoho. Used by other domains and the HTTP layer only through this file.
 */
export { queueContact, queueContactDeletion, purgeSettledCrmJobs, type ContactSyncResult } from './contact-queue.js';
export { createCrmWorker, type CrmWorker } from './crm-worker.js';
export { createCrmOutboxRepository } from './crm-outbox-repository.js';
export type { CandidateProfile } from './zoho-contact.js';
