import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { InterviewReminderKind } from '../../platform/db/schema/interview-reminders.js';

/** A reminder due: the interview as it stands now, and which reminder. */
export interface DueReminder {
  applicationId: number;
  kind: InterviewReminderKind;
  startsAt: Date;
}

/** What a reminder e-mail needs of its interview, read in the transaction that records the reminder. */
export interface ReminderInterview {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  startsAt: Date;
  durationMinutes: number;
  /** REC-30: the video link, or null when the interview is at `place`. */
  meetingUrl: string | null;
  place: string | null;
  /** The zone the organiser scheduled it in. */
  timeZone: string;
  candidate: { email: string; firstName: string; name: string; timeZone: string | null } | null;
  /** The organiser and the other interviewers still on the team, each with their own zone if chosen. */
  team: { userId: number; email: string; firstName: string; timeZone: string | null; organiser: boolean }[];
}

const iso = (d: Date) => d.toISOString();

/**
 * REC-32 (docs/decisions/051): the interview reminders. Every query reads the interview's current row
 * (its start, `cancelled_at`, the application's step), whichever flow last changed it.
 */
export function createInterviewRemindersRepository(db: DbOrTx) {
  return {
    /**
     * The reminders due at `now`, not yet recorded for the interview's current start: a reminder is due
     * from its moment (24 hours or one hour before) until the interview starts, only for a live interview
     * of an application at the Interview step, and only if the interview was scheduled (or last changed)
     * before that moment (one booked 10 hours ahead gets no "24 hours" reminder: its invitation just came).
     * The 24-hour one is no longer due once the one-hour one is (a server down for a day sends the nearer
     * only).
     */
    async due(now: Date, limit: number): Promise<DueReminder[]> {
      const rows = await db.execute<{ application_id: number; kind: InterviewReminderKind; starts_at: string | Date }>(sql`
        SELECT i.application_id, k.kind, i.starts_at
          FROM application_interviews i
          JOIN applications a ON a.id = i.application_id
          CROSS JOIN (VALUES ('24h', interval '24 hours'), ('1h', interval '1 hour')) AS k(kind, lead)
         WHERE i.cancelled_at IS NULL
           AND a.status = 'interview'
           -- Written on starts_at alone, so each kind is a range scan of application_interviews_starts_idx.
           AND i.starts_at > ${iso(now)}::timestamptz
           AND i.starts_at <= ${iso(now)}::timestamptz + k.lead
           AND i.updated_at < i.starts_at - k.lead
           AND (k.kind = '1h' OR i.starts_at > ${iso(now)}::timestamptz + interval '1 hour')
           AND NOT EXISTS (
             SELECT 1 FROM interview_reminders r
              WHERE r.application_id = i.application_id AND r.kind = k.kind AND r.starts_at = i.starts_at)
         ORDER BY i.starts_at, i.application_id, k.kind
         LIMIT ${limit}`);
      return rows.rows.map((r) => ({ applicationId: r.application_id, kind: r.kind, startsAt: new Date(r.starts_at) }));
    },

    /**
     * Record the reminder, in the caller's transaction, if the interview still starts at `startsAt`, is
     * not cancelled and its application is still at the Interview step (the row is locked against a
     * change until the transaction ends). Answers whether this call recorded it: false when another
     * process (or an earlier run) already did, or the interview changed since `due` read it.
     */
    async record(reminder: DueReminder, now: Date): Promise<boolean> {
      const live = await db.execute<{ application_id: number }>(sql`
        SELECT i.application_id
          FROM application_interviews i
          JOIN applications a ON a.id = i.application_id
         WHERE i.application_id = ${reminder.applicationId}
           AND i.starts_at = ${iso(reminder.startsAt)}::timestamptz
           AND i.cancelled_at IS NULL
           AND a.status = 'interview'
           FOR SHARE OF i`);
      if (live.rows.length === 0) return false;
      const inserted = await db.execute<{ application_id: number }>(sql`
        INSERT INTO interview_reminders (application_id, kind, starts_at, sent_at)
        VALUES (${reminder.applicationId}, ${reminder.kind}, ${iso(reminder.startsAt)}::timestamptz, ${iso(now)}::timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING application_id`);
      return inserted.rows.length > 0;
    },

    /** The interview, its candidate and its team, as the e-mails need them. */
    async interview(applicationId: number): Promise<ReminderInterview | undefined> {
      const rows = await db.execute<{
        application_id: number;
        job_id: number;
        job_title: string;
        starts_at: string | Date;
        duration_minutes: number;
        meeting_url: string | null;
        place: string | null;
        time_zone: string;
        organizer_id: number | null;
        candidate_email: string | null;
        candidate_first_name: string | null;
        candidate_name: string | null;
        candidate_time_zone: string | null;
        candidate_deleted: boolean;
      }>(sql`
        SELECT i.application_id, a.job_id, j.title AS job_title, i.starts_at, i.duration_minutes, i.meeting_url, i.place,
               i.time_zone, i.organizer_id,
               u.email AS candidate_email,
               coalesce(nullif(a.details->>'first_name', ''), u.first_name) AS candidate_first_name,
               coalesce(nullif(a.candidate_name, ''), btrim(u.first_name || ' ' || u.last_name)) AS candidate_name,
               -- PRO-20's zone, else the browser's last known one (REC-30).
               coalesce(u.time_zone, u.browser_time_zone) AS candidate_time_zone,
               (u.deleted_at IS NOT NULL) AS candidate_deleted
          FROM application_interviews i
          JOIN applications a ON a.id = i.application_id
          JOIN jobs j ON j.id = a.job_id
          LEFT JOIN users u ON u.id = a.user_id
         WHERE i.application_id = ${applicationId}`);
      const row = rows.rows[0];
      if (!row) return undefined;
      const team = await db.execute<{ user_id: number; email: string; first_name: string; time_zone: string | null }>(sql`
        SELECT u.id AS user_id, u.email, u.first_name, s.time_zone
          FROM users u
          LEFT JOIN recruiter_settings s ON s.user_id = u.id
         WHERE u.role <> 'candidate' AND u.deactivated_at IS NULL AND u.deleted_at IS NULL
           AND (u.id = ${row.organizer_id ?? 0}
                OR u.id IN (SELECT user_id FROM application_interviewers WHERE application_id = ${applicationId}))
         ORDER BY u.id`);
      return {
        applicationId: row.application_id,
        jobId: row.job_id,
        jobTitle: row.job_title,
        startsAt: new Date(row.starts_at),
        durationMinutes: row.duration_minutes,
        meetingUrl: row.meeting_url,
        place: row.place,
        timeZone: row.time_zone,
        candidate:
          row.candidate_email && !row.candidate_deleted
            ? {
                email: row.candidate_email,
                firstName: row.candidate_first_name ?? '',
                name: row.candidate_name || row.candidate_email,
                timeZone: row.candidate_time_zone,
              }
            : null,
        team: team.rows.map((t) => ({
          userId: t.user_id,
          email: t.email,
          firstName: t.first_name,
          timeZone: t.time_zone,
          organiser: t.user_id === row.organizer_id,
        })),
      };
    },

    /** Housekeeping: reminders recorded before `before` (their interviews are long over). */
    async purgeSentBefore(before: Date): Promise<void> {
      await db.execute(sql`DELETE FROM interview_reminders WHERE sent_at < ${iso(before)}::timestamptz`);
    },
  };
}
export type InterviewRemindersRepository = ReturnType<typeof createInterviewRemindersRepository>;
