import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ZohoContact } from '../../zoho/zoho-crm.js';
import { users } from './accounts.js';
import { claimColumns, timestamptz } from './columns.js';

/**
 * queued: waiting (available_at says from when); processing: claimed by a worker until claimed_until;
 * delivered: the CRM accepted it; failed: a permanent error or too many tries (last_error says why);
 * superseded: a failed job replaced by a newer job for the same candidate.
 */
export const CRM_JOB_STATUSES = ['queued', 'processing', 'delivered', 'failed', 'superseded'] as const;
export type CrmJobStatus = (typeof CRM_JOB_STATUSES)[number];

/** The kinds of CRM sync job (the `kind` column below). */
/** 'contact': upsert the candidate; 'delete': PRV-4, delete the Contact with the payload's e-mail. */
export const CRM_JOB_KINDS = ['contact', 'delete'] as const;

/**
 * INT-3's outbox: one row per sync of a candidate to Zoho CRM, written in the transaction of the change
 * it reflects and delivered by a worker. OPS-1: claims live here (FOR UPDATE SKIP LOCKED plus a lease),
 * so any number of processes can share the queue and a crashed one's claims come back.
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What to do in the CRM; 'contact' = upsert the candidate as a Contact, by e-mail. */
    kind: varchar('kind', { length: 20, enum: CRM_JOB_KINDS }).notNull(),
    /** The candidate; deleting an account deletes its sync jobs (and the personal data they hold). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The record as sent to Zoho, taken in the transaction of the change. */
    payload: jsonb('payload').$type<ZohoContact>().notNull(),
    status: varchar('status', { length: 12, enum: CRM_JOB_STATUSES }).notNull().default('queued'),
    /** Bumped when a newer change replaces the payload of a job still queued or in flight. */
    revision: integer('revision').notNull().default(1),
    ...claimColumns(),
    /** Zoho's record id and what it did ('insert' or 'update'). */
    crmRecordId: varchar('crm_record_id', { length: 40 }),
    crmAction: varchar('crm_action', { length: 10 }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    // At most one live job per candidate: a newer change updates it instead of racing it, so the CRM
    // never receives an older state after a newer one.
    uniqueIndex('crm_outbox_live_idx')
      .on(t.kind, t.userId)
      .where(sql`status IN ('queued', 'processing')`),
    index('crm_outbox_status_available_idx').on(t.status, t.availableAt),
  ],
);
export type CrmJobRow = typeof crmOutbox.$inferSelect;
