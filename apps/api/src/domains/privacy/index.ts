/**
 * Privacy (PRV): the candidate's data export, account deletion with its file-removal queue, and the
 * retention of inactive candidates (docs/decisions/018, 019). The HTTP layer uses it only through this file.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createFileDeletionsRepository } from './file-deletions-repository.js';

export { accountDeletedEmail } from './account-deletion-email.js';
export { retentionAnonymisedEmail, retentionWarningEmail } from './retention-emails.js';
export { createAccountDeletionService, type AccountDeletionService } from './account-deletion-service.js';
export { createAccountErasure } from './account-erasure.js';
export { createDataExportService, type DataExportService } from './data-export-service.js';
export { createRetentionService, RETENTION_AT_UTC, type RetentionService } from './retention-service.js';
export { fileDeletionJobs } from './file-deletion-jobs.js';

/** PRV-4: the record of files already removed from storage, older than `before` (docs/decisions/018). */
export const purgeDoneFileDeletions = (db: DbOrTx, before: Date) => createFileDeletionsRepository(db).purgeDoneBefore(before);
