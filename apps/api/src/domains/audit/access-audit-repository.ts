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
  /** REC-26 (docs/decisions/043): the fit rules' version of the lines a side panel showed. */
  fitRulesVersion?: string;
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

/** Where a keyset page starts: older or newer than the entry at `atMicros` (µs since 1970) with that id. */
export interface AccessPosition {
  direction: 'older' | 'newer';
  atMicros: bigint;
  id: number;
}

/** The admins' listing (docs/decisions/033): filters, and a keyset position instead of an offset. */
export interface AccessPageFilter {
  member?: number | undefined;
  candidate?: number | undefined;
  kind?: AccessKind | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** A row of a keyset page, with its exact instant for the next cursor. */
export type AccessPageRow = AccessListRow & { atMicros: bigint };

/** The kinds that read a whole list of a job's applicants: they name the job, not one candidate. */
const LIST_KINDS = sql.raw(`('applicants_export', 'applicants_view')`);

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

  /** Everything but the candidate: member, kind and range, on the alias `a`. */
  function common(filter: AccessPageFilter, position: AccessPosition | undefined): SQL {
    const parts: SQL[] = [sql`true`];
    if (filter.member !== undefined) parts.push(sql`a.actor_id = ${filter.member}`);
    if (filter.kind !== undefined) parts.push(sql`a.kind = ${filter.kind}`);
    if (filter.from !== undefined) parts.push(sql`a.at >= ${filter.from}`);
    if (filter.to !== undefined) parts.push(sql`a.at < ${filter.to}`);
    if (position) {
      const at = sql`(timestamptz 'epoch' + ${position.atMicros.toString()}::bigint * interval '1 microsecond')`;
      parts.push(
        position.direction === 'older' ? sql`(a.at, a.id) < (${at}, ${position.id})` : sql`(a.at, a.id) > (${at}, ${position.id})`,
      );
    }
    return sql.join(parts, sql` AND `);
  }

  /**
   * The ids and instants of the matching entries, in `order`, at most `limit`. With a candidate: the
   * rows naming them (on `(candidate_id, at)`), and the list views and exports of each job they had
   * applied to by then (per job on `(job_id, at, id)`), each branch ordered and limited, then merged:
   * never an OR over the whole log.
   */
  function matching(filter: AccessPageFilter, position: AccessPosition | undefined, order: SQL, limit: number): SQL {
    const where = common(filter, position);
    if (filter.candidate === undefined) {
      return sql`SELECT a.id, a.at FROM access_audit a WHERE ${where} ORDER BY ${order} LIMIT ${limit}`;
    }
    return sql`(SELECT a.id, a.at FROM access_audit a WHERE a.candidate_id = ${filter.candidate} AND ${where} ORDER BY ${order} LIMIT ${limit})
      UNION
      (SELECT a.id, a.at
        FROM (SELECT job_id, min(created_at) AS since FROM applications WHERE user_id = ${filter.candidate} GROUP BY job_id) ap
        CROSS JOIN LATERAL (
          SELECT a.id, a.at FROM access_audit a
          WHERE a.job_id = ap.job_id AND a.kind IN ${LIST_KINDS} AND a.at >= ap.since AND ${where}
          ORDER BY ${order} LIMIT ${limit}
        ) a
        ORDER BY ${order} LIMIT ${limit})`;
  }

  return {
    /**
     * One keyset page (docs/decisions/033): `limit` entries older (or newer) than `position`, newest first,
     * ties by id; `more` tells whether another page lies beyond them in that direction.
     */
    async page(
      filter: AccessPageFilter,
      position: AccessPosition | undefined,
      limit: number,
    ): Promise<{ rows: AccessPageRow[]; more: boolean }> {
      const newer = position?.direction === 'newer';
      const order = newer ? sql`a.at ASC, a.id ASC` : sql`a.at DESC, a.id DESC`;
      const result = await db.execute<{
        id: number;
        at: string | Date;
        at_micros: string;
        kind: AccessKind;
        actor_id: number;
        actor_first_name: string | null;
        actor_last_name: string | null;
        candidate_id: number | null;
        candidate_first_name: string | null;
        candidate_last_name: string | null;
        application_id: number | null;
        job_id: number | null;
        job_title: string | null;
        file_ref: string | null;
      }>(sql`
        WITH m AS (SELECT a.id, a.at FROM (${matching(filter, position, order, limit + 1)}) a ORDER BY ${order} LIMIT ${limit + 1})
        SELECT a.id, a.at, (extract(epoch FROM a.at) * 1000000)::bigint::text AS at_micros, a.kind, a.actor_id,
          actor.first_name AS actor_first_name, actor.last_name AS actor_last_name, a.candidate_id,
          candidate.first_name AS candidate_first_name, candidate.last_name AS candidate_last_name,
          a.application_id, a.job_id, j.title AS job_title, a.file_ref
        FROM m JOIN access_audit a ON a.id = m.id
        LEFT JOIN users actor ON actor.id = a.actor_id
        LEFT JOIN users candidate ON candidate.id = a.candidate_id
        LEFT JOIN jobs j ON j.id = a.job_id
        ORDER BY ${order}`);
      const rows = result.rows.slice(0, limit).map((r): AccessPageRow => ({
        id: r.id,
        at: new Date(r.at),
        atMicros: BigInt(r.at_micros),
        kind: r.kind,
        actorId: r.actor_id,
        actorFirstName: r.actor_first_name,
        actorLastName: r.actor_last_name,
        candidateId: r.candidate_id,
        candidateFirstName: r.candidate_first_name,
        candidateLastName: r.candidate_last_name,
        applicationId: r.application_id,
        jobId: r.job_id,
        jobTitle: r.job_title,
        fileRef: r.file_ref,
      }));
      if (newer) rows.reverse();
      return { rows, more: result.rows.length > limit };
    },

    /** How many entries match, counted no further than `cap + 1` (so "more than cap" is known and cheap). */
    async countUpTo(filter: AccessPageFilter, cap: number): Promise<number> {
      const order = sql`a.at DESC, a.id DESC`;
      const result = await db.execute<{ n: number | string }>(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM (${matching(filter, undefined, order, cap + 1)}) a LIMIT ${cap + 1}) c`,
      );
      return Math.min(Number(result.rows[0]?.n ?? 0), cap + 1);
    },

    /** The entries, in one statement. */
    async insert(entries: readonly AccessRecord[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(accessAudit)
        .values(
          entries.map((entry) => ({
            at: entry.at,
            actorId: entry.actorId,
            candidateId: entry.candidateId,
            kind: entry.kind,
            applicationId: entry.applicationId ?? null,
            jobId: entry.jobId ?? null,
            fileRef: entry.fileRef ?? null,
            fitRulesVersion: entry.fitRulesVersion ?? null,
          })),
        )
        // The log's unique indexes are the "once per list view" and "once a day" ones (docs/decisions/032,
        // 036, 051): a repeat inside the same view, or the same day's feed, is the access already recorded.
        .onConflictDoNothing();
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
