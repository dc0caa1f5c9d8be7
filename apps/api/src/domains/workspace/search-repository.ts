import { sql } from 'drizzle-orm';
import type { ApplicationStatus, WorkspaceSearchResponse } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';

type JobStatus = WorkspaceSearchResponse['jobs'][number]['status'];

/** `text` as a LIKE pattern's literal part: its wildcards and the escape character escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How far a name may be from what was typed: pg_trgm's word-similarity distance (`q <<-> name`, 1 minus
 * the similarity of `q` to the closest part of the name) at most 0.4, i.e. pg_trgm's default threshold of
 * 0.6. "priya" finds "Priya Sharma" (0), "sharme" finds "Sharma", two letters find the names with a word
 * starting with them ("sh": distance 1/3), and "ha" does not find "Sharma".
 */
const MAX_DISTANCE = 0.4;

/**
 * REC-20 (docs/decisions/033): the command palette's three searches, each one indexed statement with its
 * limit. Names, titles and steps only: never `applications.details`, nothing recorded.
 */
export function createSearchRepository(db: DbOrTx) {
  return {
    /** Jobs of every status whose title holds `q` (a few thousand rows at most): the title starting with it first, then open ones, newest. */
    async jobs(q: string, limit: number): Promise<WorkspaceSearchResponse['jobs']> {
      const within = `%${likeLiteral(q)}%`;
      const result = await db.execute<{ id: number; title: string; status: JobStatus }>(sql`
        SELECT id, title, status FROM jobs
        WHERE lower(title) LIKE ${within}
        ORDER BY (lower(title) LIKE ${`${likeLiteral(q)}%`}) DESC, (status = 'open') DESC, posted_date DESC, id DESC
        LIMIT ${limit}`);
      return result.rows.map((r) => ({ id: r.id, title: r.title, status: r.status }));
    },

    /**
     * Applications by the candidate's name as applied, nearest first: the GiST index's KNN order
     * (`applications_name_trgm_idx`) reads the `limit` nearest and stops; the job and the user are joined to
     * those rows only, and the ones too far dropped.
     */
    async applicants(q: string, limit: number): Promise<WorkspaceSearchResponse['applicants']> {
      const result = await db.execute<{
        id: number;
        user_id: number;
        job_id: number;
        job_title: string;
        name: string;
        status: ApplicationStatus;
        demo: boolean;
      }>(sql`
        SELECT a.id, a.user_id, a.job_id, j.title AS job_title, a.candidate_name AS name, a.status, u.demo
        FROM (SELECT a.id, a.user_id, a.job_id, a.candidate_name, a.status, ${q} <<-> lower(a.candidate_name) AS distance
              FROM applications a ORDER BY ${q} <<-> lower(a.candidate_name) LIMIT ${limit}) a
        JOIN jobs j ON j.id = a.job_id
        JOIN users u ON u.id = a.user_id
        WHERE a.distance <= ${MAX_DISTANCE}
        ORDER BY a.distance, a.id`);
      return result.rows.map((r) => ({
        applicationId: r.id,
        candidateId: r.user_id,
        jobId: r.job_id,
        jobTitle: r.job_title,
        name: r.name,
        status: r.status,
        demo: r.demo,
      }));
    },

    /**
     * Discoverable candidates of the talent pool (REC-10) by their account's name, nearest first by KNN on
     * `users_candidate_name_trgm_idx` (live candidates only); the opt-in is read per row met (its primary
     * key), so a candidate who has not opted in is passed over and never found.
     */
    async candidates(q: string, limit: number): Promise<WorkspaceSearchResponse['candidates']> {
      const name = sql`lower(u.first_name || ' ' || u.last_name)`;
      const result = await db.execute<{ id: number; name: string; title: string; demo: boolean }>(sql`
        SELECT c.id, c.name, c.title, c.demo FROM (
          SELECT u.id, btrim(u.first_name || ' ' || u.last_name) AS name, u.job_title AS title, u.demo, ${q} <<-> ${name} AS distance
          FROM users u
          WHERE u.role = 'candidate' AND u.deleted_at IS NULL
            AND (SELECT d.discoverable FROM talent_documents d WHERE d.user_id = u.id)
          ORDER BY ${q} <<-> ${name}
          LIMIT ${limit}
        ) c
        WHERE c.distance <= ${MAX_DISTANCE}
        ORDER BY c.distance, c.id`);
      return result.rows.map((r) => ({ id: r.id, name: r.name, title: r.title, demo: r.demo }));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
