/**
 * The CRM domain (INT-3): the job kind of Contact syncs and deletions for Zoho (its table, delivery and
 * worker settings), and what a candidate looks like to Zoho. Used by other domains and the HTTP layer
 * only through this file.
 */
export { queueContact, queueContactDeletion, purgeSettledCrmJobs, type ContactSyncResult } from './contact-queue.js';
export { crmJobs } from './crm-jobs.js';
export type { CandidateProfile } from './zoho-contact.js';
