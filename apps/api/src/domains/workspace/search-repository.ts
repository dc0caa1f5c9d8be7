import { sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, WorkspaceSearchResponse } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';

type JobStatus = WorkspaceSearchResponse['jobs'][number]['status'];

/** `text` as a LIKE pattern's literal part: its wildcards and the escape character escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How a name matches what was typed (`q`, lower-cased). From three characters on: trigram word similarity
 * (`q <% name`, pg_trgm's threshold 0.6), nearest first by the GiST index's KNN order (`q <<-> name`), so a
 * typo or a part of a name still finds it among 100,000. With two characters (too short for a trigram):
 * names with a word that starts with them, alphabetically.
 */
function nameMatch(name: SQL, q: string): { where: SQL; order: SQL } {
  if (q.length >= 3) return { where: sql`${q} <% ${name}`, order: sql`${q} <<-> ${name}` };
  const start = `${likeLiteral(q)}%`;
  return { where: sql`(${name} LIKE ${start} OR ${name} LIKE ${`% ${start}`})`, order: name };
}

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

    /** Applications by the candidate's name as applied (`applications_name_trgm_idx`), with their job and step. */
    async applicants(q: string, limit: number): Promise<WorkspaceSearchResponse['applicants']> {
      const { where, order } = nameMatch(sql`lower(a.candidate_name)`, q);
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
        FROM (SELECT a.id, a.job_id, a.user_id, a.candidate_name, a.status FROM applications a
              WHERE ${where} ORDER BY ${order} LIMIT ${limit}) a
        JOIN jobs j ON j.id = a.job_id
        JOIN users u ON u.id = a.user_id
        ORDER BY ${order}, a.id`);
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
     * Discoverable candidates of the talent pool (REC-10) by their account's name
     * (`users_candidate_name_trgm_idx`); a candidate who has not opted in is never found.
     */
    async candidates(q: string, limit: number): Promise<WorkspaceSearchResponse['candidates']> {
      const { where, order } = nameMatch(sql`lower(u.first_name || ' ' || u.last_name)`, q);
      const result = await db.execute<{ id: number; name: string; title: string; demo: boolean }>(sql`
        SELECT u.id, btrim(u.first_name || ' ' || u.last_name) AS name, u.job_title AS title, u.demo
        FROM users u
        WHERE u.role = 'candidate' AND u.deleted_at IS NULL AND ${where}
          AND EXISTS (SELECT 1 FROM talent_documents d WHERE d.user_id = u.id AND d.discoverable)
        ORDER BY ${order}, u.id
        LIMIT ${limit}`);
      return result.rows.map((r) => ({ id: r.id, name: r.name, title: r.title, demo: r.demo }));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
