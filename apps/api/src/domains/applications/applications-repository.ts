import { and, asc, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  sourceLabel,
  type ApplicationSourceTouches,
  applicationTimeline,
  type ApplicationDetails,
  type ApplicationFile,
  type ApplicationListItem,
  type ApplicationStatus,
  type Applicant,
  type Interview,
  type StatusEvent,
  type StoredScreeningAnswer,
} from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  applicationDrafts,
  applicationEvents,
  applicationFiles,
  applications,
  type ApplicationFileRow,
  type ApplicationRow,
} from '../../platform/db/schema/applications.js';
import { users } from '../../platform/db/schema/accounts.js';
import { referrers } from '../../platform/db/schema/referrers.js';
import { applicationInterviews, type ApplicationInterviewRow } from '../../platform/db/schema/interviews.js';
import { jobs, type JobRow } from '../../platform/db/schema/jobs.js';
import { NO_RATING, ratingsOf, touchActivity } from './notes-repository.js';

const toInterview = (row: ApplicationInterviewRow): Interview => ({
  starts_at: row.startsAt.toISOString(),
  duration_minutes: row.durationMinutes,
  meeting_url: row.meetingUrl,
  place: row.place,
  time_zone: row.timeZone,
  sequence: row.sequence,
  cancelled_at: row.cancelledAt?.toISOString() ?? null,
  cancel_reason: row.cancelReason,
});

const toFile = (row: ApplicationFileRow): ApplicationFile => ({
  id: row.id,
  kind: row.kind,
  name: row.originalName,
  size: row.size,
});

/** APP-1, APP-8, REC-4: applications, their status history (the timeline's dates) and their files. */
export function createApplicationsRepository(db: DbOrTx) {
  async function eventsOf(ids: number[]): Promise<Map<number, StatusEvent[]>> {
    const map = new Map<number, StatusEvent[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
    for (const row of rows) {
      const list = map.get(row.applicationId) ?? [];
      list.push({ status: row.status, at: row.createdAt.toISOString() });
      map.set(row.applicationId, list);
    }
    return map;
  }

  async function interviewsOf(ids: number[]): Promise<Map<number, Interview>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(applicationInterviews).where(inArray(applicationInterviews.applicationId, ids));
    return new Map(rows.map((row) => [row.applicationId, toInterview(row)]));
  }

  const toListItem = (row: ApplicationRow, job: JobRow, events: StatusEvent[], interview: Interview | null): ApplicationListItem => ({
    application_id: row.id,
    job_id: job.id,
    title: job.title,
    dateApplied: row.createdAt.toISOString(),
    location: job.location,
    contractType: job.jobType,
    status: row.status,
    applicationSteps: applicationTimeline(row.status, events),
    interview,
  });

  async function applicantsWhere(where: SQL): Promise<Applicant[]> {
    const rows = await db.select().from(applications).where(where).orderBy(asc(applications.createdAt), asc(applications.id));
    const ids = rows.map((r) => r.id);
    const referrerIds = [...new Set(rows.flatMap((r) => (r.referrerId === null ? [] : [r.referrerId])))];
    const [events, ratings, interviews, files, referrerNames] = await Promise.all([
      eventsOf(ids),
      ratingsOf(db, ids),
      interviewsOf(ids),
      ids.length
        ? db.select().from(applicationFiles).where(inArray(applicationFiles.applicationId, ids)).orderBy(asc(applicationFiles.createdAt))
        : [],
      referrerNamesOf(referrerIds),
    ]);
    return rows.map((row) => ({
      application_id: row.id,
      status: row.status,
      mode: row.mode,
      dateApplied: row.createdAt.toISOString(),
      applicationSteps: applicationTimeline(row.status, events.get(row.id) ?? []),
      details: row.details,
      files: files.filter((f) => f.applicationId === row.id).map(toFile),
      rating: ratings.get(row.id) ?? NO_RATING,
      interview: interviews.get(row.id) ?? null,
      screening_answers: row.screeningAnswers,
      does_not_meet: row.doesNotMeet,
      source: row.source,
      source_label: sourceLabel(row.source, row.sourceTouches),
      referred_by: (row.referrerId !== null && referrerNames.get(row.referrerId)) || null,
    }));
  }

  /** REC-34: referrers' names by id: an employee's as entered, a team member's from their account. */
  async function referrerNamesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: referrers.id, name: referrers.name, firstName: users.firstName, lastName: users.lastName })
      .from(referrers)
      .leftJoin(users, eq(users.id, referrers.userId))
      .where(inArray(referrers.id, ids));
    return new Map(rows.map((r) => [r.id, r.name ?? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim()]));
  }

  return {
    async findById(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      return row;
    },

    /** The candidate's live application to a job (a withdrawn one no longer counts, APP-9). */
    async findByUserAndJob(userId: number, jobId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId), ne(applications.status, 'withdrawn')))
        .limit(1);
      return row;
    },

    /**
     * A new application and its first event; a second one for the same job violates the unique key. Its
     * step and its last activity start now (docs/decisions/032: the app's clock, not the database's).
     */
    async insert(
      values: {
        userId: number;
        jobId: number;
        mode: ApplicationRow['mode'];
        details: ApplicationDetails;
        /** APP-11, REC-27: the screening answers and what they miss, computed at submit. */
        screeningAnswers: StoredScreeningAnswer[];
        doesNotMeet: string[];
        /** APP-15, REC-34: the counted source, both touches, and the referrer whose link was used. */
        source: string;
        sourceTouches: ApplicationSourceTouches | null;
        referrerId: number | null;
      },
      now: Date,
    ): Promise<ApplicationRow> {
      const [row] = await db
        .insert(applications)
        .values({ ...values, status: 'applied', createdAt: now, updatedAt: now, stepChangedAt: now, lastActivityAt: now })
        .returning();
      if (!row) throw new Error('insert into applications returned no row');
      await db.insert(applicationEvents).values({ applicationId: row.id, status: 'applied', actorId: null, createdAt: now });
      return row;
    },

    /**
     * The step machine's only write: move from `from` to `to` if the application is still at
     * `from` (so two recruiters, or one double click, cannot move it twice), and record the event.
     */
    async transition(
      id: number,
      from: ApplicationStatus,
      to: ApplicationStatus,
      actorId: number,
      now: Date,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(applications)
        .set({ status: to, updatedAt: now, stepChangedAt: now, lastActivityAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, from)))
        .returning();
      if (row) await db.insert(applicationEvents).values({ applicationId: id, status: to, actorId, createdAt: now });
      return row;
    },

    /** APP-8: the candidate's applications, newest first, with their timelines. */
    async listForUser(userId: number): Promise<ApplicationListItem[]> {
      const rows = await db
        .select({ application: applications, job: jobs })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      const ids = rows.map((r) => r.application.id);
      const [events, interviews] = await Promise.all([eventsOf(ids), interviewsOf(ids)]);
      return rows.map((r) =>
        toListItem(r.application, r.job, events.get(r.application.id) ?? [], interviews.get(r.application.id) ?? null),
      );
    },

    async listItem(id: number): Promise<ApplicationListItem | undefined> {
      const [row] = await db
        .select({ application: applications, job: jobs })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.id, id))
        .limit(1);
      if (!row) return undefined;
      const [events, interviews] = await Promise.all([eventsOf([id]), interviewsOf([id])]);
      return toListItem(row.application, row.job, events.get(id) ?? [], interviews.get(id) ?? null);
    },

    /** REC-5: a job's applicants for its recruiter, oldest first (the order they arrived). */
    applicantsOfJob: (jobId: number) => applicantsWhere(eq(applications.jobId, jobId)),

    async applicant(id: number): Promise<Applicant | undefined> {
      return (await applicantsWhere(eq(applications.id, id)))[0];
    },

    // ---- interviews (REC-12) ----

    async findInterview(applicationId: number): Promise<ApplicationInterviewRow | undefined> {
      const [row] = await db.select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, applicationId)).limit(1);
      return row;
    },

    /**
     * Schedule the application's interview, or move it: a new one gets `uid` and SEQUENCE 0, a moved
     * one keeps its UID and its SEQUENCE goes up by one (RFC 5545 §3.8.7.4), in one statement.
     */
    async saveInterview(
      values: {
        applicationId: number;
        uid: string;
        startsAt: Date;
        durationMinutes: number;
        meetingUrl: string | null;
        place?: string | null;
        timeZone: string;
        organizerId: number | null;
      },
      now: Date,
    ): Promise<ApplicationInterviewRow> {
      const [row] = await db
        .insert(applicationInterviews)
        .values({ ...values, sequence: 0, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: applicationInterviews.applicationId,
          set: {
            startsAt: values.startsAt,
            durationMinutes: values.durationMinutes,
            meetingUrl: values.meetingUrl,
            place: values.place ?? null,
            timeZone: values.timeZone,
            organizerId: values.organizerId,
            // REC-31: a cancelled interview scheduled again is live again (same UID, higher SEQUENCE).
            cancelledAt: null,
            cancelReason: null,
            sequence: sql`${applicationInterviews.sequence} + 1`,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('upsert into application_interviews returned no row');
      await touchActivity(db, values.applicationId, now);
      return row;
    },

    // ---- files (APP-3, PRO-18) ----

    /** The storage keys of the candidate's profile resume and photo ('' for none), and the resume's own name. */
    async profileFileKeys(userId: number): Promise<{ resumeKey: string; resumeName: string; photoKey: string } | undefined> {
      const [row] = await db
        .select({ resumeKey: users.resumeKey, resumeName: users.resumeName, photoKey: users.profilePhotoKey })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async insertFile(values: Omit<ApplicationFileRow, 'applicationId'>): Promise<ApplicationFile> {
      const [row] = await db.insert(applicationFiles).values(values).returning();
      if (!row) throw new Error('insert into application_files returned no row');
      return toFile(row);
    },

    /** The caller's files among `ids` that no application uses yet (only those may be attached). */
    async unattachedFilesOf(userId: number, ids: string[]): Promise<ApplicationFile[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(applicationFiles)
        .where(and(eq(applicationFiles.userId, userId), inArray(applicationFiles.id, ids), isNull(applicationFiles.applicationId)));
      return rows.map(toFile);
    },

    /** Attach the caller's unused files; false when any of them was taken meanwhile (the caller rolls back). */
    async attachFiles(userId: number, ids: string[], applicationId: number): Promise<boolean> {
      if (ids.length === 0) return true;
      const attached = await db
        .update(applicationFiles)
        .set({ applicationId })
        .where(and(eq(applicationFiles.userId, userId), inArray(applicationFiles.id, ids), isNull(applicationFiles.applicationId)))
        .returning({ id: applicationFiles.id });
      return attached.length === new Set(ids).size;
    },

    /**
     * Uploads that never made it into an application and that no draft names any more, older
     * than `before` (APP-4: a draft keeps its files; everything else is cleaned up after a day).
     */
    async unusedFilesBefore(before: Date): Promise<{ id: string; storageKey: string }[]> {
      return db
        .select({ id: applicationFiles.id, storageKey: applicationFiles.storageKey })
        .from(applicationFiles)
        .where(
          and(
            isNull(applicationFiles.applicationId),
            lt(applicationFiles.createdAt, before),
            sql`not exists (
              select 1 from ${applicationDrafts} d
              where d.user_id = ${applicationFiles.userId}
                and (d.fields -> 'cv_files' @> jsonb_build_array(jsonb_build_object('id', ${applicationFiles.id}::text))
                  or d.fields -> 'photo_files' @> jsonb_build_array(jsonb_build_object('id', ${applicationFiles.id}::text)))
            )`,
          ),
        );
    },

    async deleteFile(id: string): Promise<void> {
      await db.delete(applicationFiles).where(eq(applicationFiles.id, id));
    },

    /** PRV-2: what the candidate submitted with each application (the snapshot), newest first. */
    async snapshotsOfUser(
      userId: number,
    ): Promise<
      Pick<ApplicationRow, 'id' | 'mode' | 'details' | 'updatedAt' | 'screeningAnswers' | 'doesNotMeet' | 'source' | 'sourceTouches'>[]
    > {
      return db
        .select({
          id: applications.id,
          mode: applications.mode,
          details: applications.details,
          updatedAt: applications.updatedAt,
          screeningAnswers: applications.screeningAnswers,
          doesNotMeet: applications.doesNotMeet,
          source: applications.source,
          sourceTouches: applications.sourceTouches,
        })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    /** PRV-2: every CV and photo the candidate uploaded, attached to an application or still in a draft, oldest first. */
    async filesOfUser(userId: number): Promise<ApplicationFileRow[]> {
      return db
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.userId, userId))
        .orderBy(asc(applicationFiles.createdAt), asc(applicationFiles.id));
    },

    async findFile(id: string): Promise<ApplicationFileRow | undefined> {
      const [row] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, id)).limit(1);
      return row;
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
