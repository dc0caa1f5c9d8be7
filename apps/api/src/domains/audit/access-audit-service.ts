import {
  AUDIT_MESSAGES as A,
  AUDIT_PAGE_SIZE,
  AUDIT_TOTAL_CAP,
  type AuditFilters,
  type AuditResponse,
  type MyAccess,
  type MyAccessesResponse,
} from '@careers/shared';
import type { Clock } from '../../platform/lib/clock.js';
import { unavailable } from '../../platform/lib/domain-error.js';
import type { Db } from '../../platform/db/transactions.js';
import {
  createAccessAuditRepository,
  type AccessListRow,
  type AccessPageRow,
  type AccessPosition,
  type AccessRecord,
} from './access-audit-repository.js';

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** More than any account's accesses for years; the export lists them in one piece. */
const EXPORT_LIMIT = 100_000;

const asSeenByCandidate = (row: AccessListRow): MyAccess => ({
  at: row.at.toISOString(),
  kind: row.kind,
  recruiter: fullName(row.actorFirstName, row.actorLastName),
  job: row.kind === 'applicants_export' || row.kind === 'applicants_view' ? row.jobTitle : null,
});

/** docs/decisions/033: a cursor names an entry and a direction (`AUDIT_CURSOR`, checked by the query schema). */
const cursorOf = (direction: AccessPosition['direction'], row: AccessPageRow) =>
  `${direction === 'older' ? 'o' : 'n'}.${row.atMicros.toString()}.${row.id}`;

function positionOf(cursor: string | undefined): AccessPosition | undefined {
  if (cursor === undefined) return undefined;
  const [direction, micros, id] = cursor.split('.');
  return { direction: direction === 'n' ? 'newer' : 'older', atMicros: BigInt(micros ?? '0'), id: Number(id) };
}

/**
 * REC-9 (docs/decisions/017): the access audit log. `record` is part of serving personal
 * data: it is called before the bytes leave, and when the row cannot be written it throws 'unavailable', so the
 * data is not served. `list` is the one read side: the admins' page, and a candidate's own listing and
 * data export (PRV-3), which are `list({ candidate: id, page })`.
 */
export function createAccessAudit({ db, clock }: { db: Db; clock: Clock }) {
  const repos = { accessAudit: createAccessAuditRepository(db) };
  return {
    /** One access, or several made by one read (a calendar feed names each candidate it shows). */
    async record(entries: Omit<AccessRecord, 'at'> | readonly Omit<AccessRecord, 'at'>[]): Promise<void> {
      const at = clock.now();
      const all: readonly Omit<AccessRecord, 'at'>[] = 'actorId' in entries ? [entries] : entries;
      try {
        await repos.accessAudit.insert(all.map((entry) => ({ ...entry, at })));
      } catch (error) {
        throw unavailable(A.unavailable, error);
      }
    },

    /** PRV-3: the accesses to one candidate's data as they see them (no ids of ours), newest first, a page. */
    async listForCandidate(candidateId: number, page: number): Promise<MyAccessesResponse> {
      const { rows, total } = await repos.accessAudit.list({
        candidate: candidateId,
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      return { accesses: rows.map(asSeenByCandidate), total, page, pageSize: AUDIT_PAGE_SIZE };
    },

    /** PRV-2: every access to the candidate's data, for their export. */
    async allForCandidate(candidateId: number): Promise<MyAccess[]> {
      const { rows } = await repos.accessAudit.list({ candidate: candidateId, limit: EXPORT_LIMIT, offset: 0 });
      return rows.map(asSeenByCandidate);
    },

    /**
     * The admins' log (docs/decisions/033): one keyset page of AUDIT_PAGE_SIZE entries, newest first, and the
     * count of the matches up to AUDIT_TOTAL_CAP. `page` (links from before keyset paging) is not read:
     * without a cursor the page is the newest.
     */
    async list(filters: AuditFilters): Promise<AuditResponse> {
      const filter = {
        member: filters.member,
        candidate: filters.candidate,
        kind: filters.kind,
        from: filters.from === undefined ? undefined : new Date(filters.from),
        to: filters.to === undefined ? undefined : new Date(filters.to),
      };
      const asked = positionOf(filters.cursor);
      const [page, counted] = await Promise.all([
        repos.accessAudit.page(filter, asked, AUDIT_PAGE_SIZE),
        repos.accessAudit.countUpTo(filter, AUDIT_TOTAL_CAP),
      ]);
      // Back at the top going newer: the newest page, full, as without a cursor (not the few entries left above it).
      const backAtTop = asked?.direction === 'newer' && !page.more;
      const position = backAtTop ? undefined : asked;
      const { rows, more } = backAtTop ? await repos.accessAudit.page(filter, undefined, AUDIT_PAGE_SIZE) : page;
      const first = rows[0];
      const last = rows.at(-1);
      // Going older, newer pages lie behind the cursor; going newer, `more` says whether any are left.
      const newerExist = position === undefined ? false : position.direction === 'older' ? true : more;
      const olderExist = position === undefined || position.direction === 'older' ? more : true;
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          kind: row.kind,
          member: { id: row.actorId, name: fullName(row.actorFirstName, row.actorLastName) },
          candidate:
            row.candidateId === null ? null : { id: row.candidateId, name: fullName(row.candidateFirstName, row.candidateLastName) },
          job: row.jobId === null ? null : { id: row.jobId, title: row.jobTitle },
          applicationId: row.applicationId,
          // An application file's id needs a recruiter's token to use (and is recorded); a profile file's
          // storage path would open the public photo route, and a panel's list view id means nothing to a
          // reader, so they stay in the database.
          fileId: row.applicationId !== null && (row.kind === 'cv' || row.kind === 'photo') ? row.fileRef : null,
        })),
        total: Math.min(counted, AUDIT_TOTAL_CAP),
        totalCapped: counted > AUDIT_TOTAL_CAP,
        nextCursor: olderExist && last ? cursorOf('older', last) : null,
        prevCursor: newerExist && first ? cursorOf('newer', first) : null,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  };
}
export type AccessAudit = ReturnType<typeof createAccessAudit>;
