import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { claimColumns, timestamptz } from './columns.js';

/**
 * queued: waiting (available_at says from when); processing: a worker holds it until claimed_until;
 * done: the file is gone from storage; failed: it kept failing (last_error says why).
 */
export const FILE_DELETION_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type FileDeletionStatus = (typeof FILE_DELETION_STATUSES)[number];

/**
 * PRV-4 (docs/decisions/018): files to remove from storage (disk or S3), queued in the transaction that
 * forgets them and removed after the commit by a worker of the one background-job mechanism
 * (docs/decisions/015), so a storage failure is retried and never leaves the database half-deleted.
 * The key is all it holds: no user, no name.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    status: varchar('status', { length: 12, enum: FILE_DELETION_STATUSES }).notNull().default('queued'),
    ...claimColumns(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('file_deletions_status_available_idx').on(t.status, t.availableAt)],
);
export type FileDeletionRow = typeof fileDeletions.$inferSelect;
