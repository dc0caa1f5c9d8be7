import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /**
     * The application file's id (CV or application photo), the storage path of a profile resume or photo,
     * or for an 'applicants_view' the list view's client UUID (one row per view, docs/decisions/032); on a
     * 'profile_view' from the workspace's side panel, the list view it was opened in (one row per applicant
     * per view, docs/decisions/036); on a 'calendar_feed', the UTC day of the read (`day:2026-11-27`: one
     * row per candidate shown per member per day, docs/decisions/051).
     */
    fileRef: varchar('file_ref', { length: 200 }),
    /**
     * On a 'profile_view' whose panel showed the applicant's explainable fit (REC-26, docs/decisions/043):
     * the version of the fit rules that wrote the lines the recruiter read.
     */
    fitRulesVersion: varchar('fit_rules_version', { length: 20 }),
  },
  (t) => [
    index('access_audit_at_idx').on(t.at, t.id),
    index('access_audit_actor_idx').on(t.actorId, t.at),
    index('access_audit_candidate_idx').on(t.candidateId, t.at),
    index('access_audit_job_at_idx').on(t.jobId, t.at, t.id),
    index('access_audit_kind_at_idx').on(t.kind, t.at, t.id),
    // One row per list view of a job's applicants (recordView inserts ON CONFLICT DO NOTHING).
    uniqueIndex('access_audit_view_once_idx')
      .on(t.actorId, t.jobId, t.fileRef)
      .where(sql`${t.kind} = 'applicants_view'`),
    // One profile view per applicant per list view: the side panel re-reads after a note, rating or move.
    uniqueIndex('access_audit_panel_once_idx')
      .on(t.actorId, t.applicationId, t.fileRef)
      .where(sql`${t.kind} = 'profile_view' AND ${t.fileRef} IS NOT NULL`),
    // One calendar feed access per application per member per UTC day: a calendar app polls every hour or so.
    uniqueIndex('access_audit_feed_once_idx')
      .on(t.actorId, t.applicationId, t.fileRef)
      .where(sql`${t.kind} = 'calendar_feed'`),
  ],
);
export type AccessAuditRow = typeof accessAudit.$inferSelect;
export type AccessAuditInsert = typeof accessAudit.$inferInsert;
