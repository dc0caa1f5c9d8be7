import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

const iso = (d: Date) => d.toISOString();
const date = (v: string | Date) => new Date(v);

/** One interview of a member's feed, with what the audit (REC-9) records of it. */
export interface FeedInterviewRow {
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl: string | null;
  place: string | null;
  applicationId: number;
  jobId: number;
  jobTitle: string;
  candidateId: number;
  candidateName: string;
}

/** REC-32 (docs/decisions/051): the team members' calendar feeds (hashed tokens) and what they list. */
export function createCalendarFeedsRepository(db: DbOrTx) {
  return {
    async find(userId: number): Promise<{ createdAt: Date; lastReadAt: Date | null } | undefined> {
      const rows = await db.execute<{ created_at: string | Date; last_read_at: string | Date | null }>(
        sql`SELECT created_at, last_read_at FROM calendar_feeds WHERE user_id = ${userId}`,
      );
      const row = rows.rows[0];
      return row && { createdAt: date(row.created_at), lastReadAt: row.last_read_at === null ? null : date(row.last_read_at) };
    },

    /** A new token for the member's feed; the previous one (if any) stops working in the same statement. */
    async replace(userId: number, tokenHash: string, now: Date): Promise<void> {
      await db.execute(sql`
        INSERT INTO calendar_feeds (user_id, token_hash, created_at, last_read_at)
        VALUES (${userId}, ${tokenHash}, ${iso(now)}::timestamptz, NULL)
        ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at, last_read_at = NULL`);
    },

    async remove(userId: number): Promise<void> {
      await db.execute(sql`DELETE FROM calendar_feeds WHERE user_id = ${userId}`);
    },

    /** The owner of a live feed: a team member still active (a deactivated member's feed answers nothing). */
    async ownerOf(tokenHash: string): Promise<number | undefined> {
      const rows = await db.execute<{ user_id: number }>(sql`
        SELECT f.user_id FROM calendar_feeds f JOIN users u ON u.id = f.user_id
         WHERE f.token_hash = ${tokenHash} AND u.role <> 'candidate' AND u.deactivated_at IS NULL AND u.deleted_at IS NULL`);
      return rows.rows[0]?.user_id;
    },

    /** Note the read, at most once a minute (a calendar polling often writes little). */
    async markRead(userId: number, now: Date): Promise<void> {
      await db.execute(sql`
        UPDATE calendar_feeds SET last_read_at = ${iso(now)}::timestamptz
         WHERE user_id = ${userId}
           AND (last_read_at IS NULL OR last_read_at < ${iso(now)}::timestamptz - interval '1 minute')`);
    },

    /**
     * The member's interviews (organiser or interviewer) from `from` on, not cancelled, of applications
     * still in the running (not withdrawn or not selected), by start.
     */
    async interviewsOf(userId: number, from: Date, limit: number): Promise<FeedInterviewRow[]> {
      const rows = await db.execute<{
        uid: string;
        sequence: number;
        starts_at: string | Date;
        duration_minutes: number;
        meeting_url: string | null;
        place: string | null;
        application_id: number;
        job_id: number;
        job_title: string;
        candidate_id: number;
        candidate_name: string | null;
      }>(sql`
        SELECT i.uid, i.sequence, i.starts_at, i.duration_minutes, i.meeting_url, i.place, a.id AS application_id, a.job_id,
               j.title AS job_title, a.user_id AS candidate_id, a.candidate_name
          FROM application_interviews i
          JOIN applications a ON a.id = i.application_id
          JOIN jobs j ON j.id = a.job_id
         WHERE i.cancelled_at IS NULL
           AND a.status NOT IN ('withdrawn', 'not_selected')
           AND i.starts_at >= ${iso(from)}::timestamptz
           AND (i.organizer_id = ${userId}
                OR EXISTS (SELECT 1 FROM application_interviewers x WHERE x.application_id = i.application_id AND x.user_id = ${userId}))
         ORDER BY i.starts_at, i.application_id
         LIMIT ${limit}`);
      return rows.rows.map((r) => ({
        uid: r.uid,
        sequence: r.sequence,
        startsAt: date(r.starts_at),
        durationMinutes: r.duration_minutes,
        meetingUrl: r.meeting_url,
        place: r.place,
        applicationId: r.application_id,
        jobId: r.job_id,
        jobTitle: r.job_title,
        candidateId: r.candidate_id,
        candidateName: r.candidate_name ?? '',
      }));
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
