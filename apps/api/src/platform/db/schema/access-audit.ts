import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ACCESS_KINDS } from '@careers/shared';
import { timestamptz } from './columns.js';

/**
 * REC-9 (docs/decisions/017): one row per recruiter or admin access to a candidate's
 * personal data: who (`actor_id`), whose (`candidate_id`; null for an applicants export, which names
 * its job), what (`kind` and the file, application or job) and when (the app's clock). The ids carry no
 * foreign keys on purpose: the log outlives the accounts, applications and jobs it names.
 */
export const accessAudit = pgTable(
  'access_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull(),
    actorId: integer('actor_id').notNull(),
    candidateId: integer('candidate_id'),
    kind: varchar('kind', { length: 20, enum: ACCESS_KINDS }).notNull(),
    applicationId: integer('application_id'),
    jobId: integer('job_id'),
    /** The application file's id (CV or application photo), or the storage path of a profile resume or photo. */
    fileRef: varchar('file_ref', { length: 200 }),
  },
  (t) => [
    index('access_audit_at_idx').on(t.at, t.id),
    index('access_audit_actor_idx').on(t.actorId, t.at),
    index('access_audit_candidate_idx').on(t.candidateId, t.at),
    index('access_audit_job_idx').on(t.jobId),
  ],
);
export type AccessAuditRow = typeof accessAudit.$inferSelect;
export type AccessAuditInsert = typeof accessAudit.$inferInsert;
