import { and, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessKind } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { accessAudit } from '../../platform/db/schema/access-audit.js';
import { applications } from '../../platform/db/schema/applications.js';
import { jobs } from '../../platform/db/schema/jobs.js';

/** One access to record (REC-9): who, whose, what, and when. */
export interface AccessRecord {
  actorId: number;
  /** Whose data; null for an applicants export (its job names whose). */
  candidateId: number | null;
  kind: AccessKind;
  applicationId?: number;
  jobId?: number;
  fileRef?: string;
  at: Date;
}

/**
 * Which entries a listing shows. `candidate` matches the accesses to that candidate's data: the rows
 * naming them, and the applicants exports and list views of a job they had applied to by then (the
 * CSV or the list carried their row). PRV-3's "who looked at my data" is `list({ candidate: me, … })`.
 */
export interface AccessFilter {
  member?: number | undefined;
  candidate?: number | undefined;
  limit: number;
  offset: number;
}

export interface AccessListRow {
  id: number;
  at: Date;
  kind: AccessKind;
  actorId: number;
  actorFirstName: string | null;
  actorLastName: string | null;
  candidateId: number | null;
  candidateFirstName: string | null;
  candidateLastName: string | null;
  applicationId: number | null;
  jobId: number | null;
  jobTitle: string | null;
  fileRef: string | null;
}

const actor = alias(users, 'actor');
const candidate = alias(users, 'candidate');

/** REC-9 (docs/decisions/017): the access audit log, written on every serve and read by admins and by candidates (PRV-3). */
export function createAccessAuditRepository(db: DbOrTx) {
  function where(filter: AccessFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.member !== undefined) conditions.push(eq(accessAudit.actorId, filter.member));
    if (filter.candidate !== undefined) {
      const exported = db
        .select({ one: sql`1` })
        .from(applications)
        .where(
          and(
            eq(applications.jobId, accessAudit.jobId),
            eq(applications.userId, filter.candidate),
            sql`${applications.createdAt} <= ${accessAudit.at}`,
          ),
        );
      const ofCandidate = or(
        eq(accessAudit.candidateId, filter.candidate),
        and(inArray(accessAudit.kind, ['applicants_export', 'applicants_view']), exists(exported)),
      );
      if (ofCandidate) conditions.push(ofCandidate);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    async insert(entry: AccessRecord): Promise<void> {
      await db.insert(accessAudit).values({
        at: entry.at,
        actorId: entry.actorId,
        candidateId: entry.candidateId,
        kind: entry.kind,
        applicationId: entry.applicationId ?? null,
        jobId: entry.jobId ?? null,
        fileRef: entry.fileRef ?? null,
      });
    },

    /** One page, newest first (ties by id, so the order is total), with the names of the people and the job. */
    async list(filter: AccessFilter): Promise<{ rows: AccessListRow[]; total: number }> {
      const condition = where(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: accessAudit.id,
            at: accessAudit.at,
            kind: accessAudit.kind,
            actorId: accessAudit.actorId,
            actorFirstName: actor.firstName,
            actorLastName: actor.lastName,
            candidateId: accessAudit.candidateId,
            candidateFirstName: candidate.firstName,
            candidateLastName: candidate.lastName,
            applicationId: accessAudit.applicationId,
            jobId: accessAudit.jobId,
            jobTitle: jobs.title,
            fileRef: accessAudit.fileRef,
          })
          .from(accessAudit)
          .leftJoin(actor, eq(actor.id, accessAudit.actorId))
          .leftJoin(candidate, eq(candidate.id, accessAudit.candidateId))
          .leftJoin(jobs, eq(jobs.id, accessAudit.jobId))
          .where(condition)
          .orderBy(desc(accessAudit.at), desc(accessAudit.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ value: count() }).from(accessAudit).where(condition),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },
  };
}
export type AccessAuditRepository = ReturnType<typeof createAccessAuditRepository>;
