import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users, type NewUserRow } from '../../platform/db/schema/accounts.js';
import { applicationDrafts, applicationEvents, applicationFiles, applications } from '../../platform/db/schema/applications.js';
import { applicationInterviews } from '../../platform/db/schema/interviews.js';
import { jobs } from '../../platform/db/schema/jobs.js';
import { applicationNotes, applicationRatings } from '../../platform/db/schema/recruiter-notes.js';

type NewApplication = typeof applications.$inferInsert;
type NewEvent = typeof applicationEvents.$inferInsert;
type NewFile = typeof applicationFiles.$inferInsert;
type NewNote = typeof applicationNotes.$inferInsert;
type NewRating = typeof applicationRatings.$inferInsert;
type NewInterview = typeof applicationInterviews.$inferInsert;

/** A demo job opening and how many applications of people who are not demo people it has. */
export interface DemoJob {
  id: number;
  title: string;
  realApplications: number;
  /** Real candidates' unsent applications to it (their work: the opening stays for them). */
  realDrafts: number;
}

/** REC-21 (docs/decisions/035): the demo people's rows, written by the seed and removed by `db:remove-demo`. */
export function createDemoRepository(db: DbOrTx) {
  return {
    /** Whether the database has any candidate's account (a database in use is never seeded). */
    async anyCandidate(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'candidate')).limit(1);
      return row !== undefined;
    },

    /** Whether the database has any job opening. */
    async anyJob(): Promise<boolean> {
      const [row] = await db.select({ id: jobs.id }).from(jobs).limit(1);
      return row !== undefined;
    },

    /** The demo catalogue's openings by title. */
    async demoJobIds(): Promise<Map<string, number>> {
      const rows = await db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.demo, true));
      return new Map(rows.map((r) => [r.title, r.id]));
    },

    /** The demo openings are posted by a demo team member (the jobs table's "posted by"). */
    async setDemoJobsCreator(creatorId: number): Promise<void> {
      await db.update(jobs).set({ createdBy: creatorId }).where(eq(jobs.demo, true));
    },

    async insertUsers(rows: NewUserRow[]): Promise<number[]> {
      const inserted = await db.insert(users).values(rows).returning({ id: users.id });
      return inserted.map((r) => r.id);
    },

    async insertApplications(rows: NewApplication[]): Promise<number[]> {
      const inserted = await db.insert(applications).values(rows).returning({ id: applications.id });
      return inserted.map((r) => r.id);
    },

    async insertEvents(rows: NewEvent[]): Promise<void> {
      if (rows.length > 0) await db.insert(applicationEvents).values(rows);
    },

    async insertFiles(rows: NewFile[]): Promise<void> {
      if (rows.length > 0) await db.insert(applicationFiles).values(rows);
    },

    async insertNotes(rows: NewNote[]): Promise<void> {
      if (rows.length > 0) await db.insert(applicationNotes).values(rows);
    },

    /** The rating sums on the applications follow by migration 0015's trigger. */
    async insertRatings(rows: NewRating[]): Promise<void> {
      if (rows.length > 0) await db.insert(applicationRatings).values(rows);
    },

    async insertInterviews(rows: NewInterview[]): Promise<void> {
      if (rows.length > 0) await db.insert(applicationInterviews).values(rows);
    },

    /** The demo accounts (candidates and team members), by role. */
    async demoUsers(): Promise<{ id: number; role: string }[]> {
      return db.select({ id: users.id, role: users.role }).from(users).where(eq(users.demo, true));
    },

    /** Every storage key the demo accounts hold: profile résumés and photos, application files. */
    async storageKeysOf(userIds: number[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const profile = await db
        .select({ resume: users.resumeKey, photo: users.profilePhotoKey })
        .from(users)
        .where(inArray(users.id, userIds));
      const files = await db
        .select({ key: applicationFiles.storageKey })
        .from(applicationFiles)
        .where(inArray(applicationFiles.userId, userIds));
      return [...profile.flatMap((p) => [p.resume, p.photo]), ...files.map((f) => f.key)].filter((key) => key !== '');
    },

    /**
     * Delete accounts; their applications, events, files' rows, ratings, interviews, talent rows and
     * sessions go with them (ON DELETE CASCADE); notes they wrote on other applications stay, unsigned.
     */
    async deleteUsers(userIds: number[]): Promise<number> {
      if (userIds.length === 0) return 0;
      const deleted = await db.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id });
      return deleted.length;
    },

    /**
     * The demo openings, each with how many applications and drafts of non-demo people it has (counted after
     * the demo people went).
     */
    async demoJobs(): Promise<DemoJob[]> {
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          realApplications: count(applications.id),
          realDrafts: sql<number>`(SELECT count(*)::int FROM ${applicationDrafts} WHERE ${applicationDrafts.jobId} = ${jobs.id})`,
        })
        .from(jobs)
        .leftJoin(applications, eq(applications.jobId, jobs.id))
        .where(eq(jobs.demo, true))
        .groupBy(jobs.id, jobs.title)
        .orderBy(jobs.id);
      return rows;
    },

    /**
     * Delete demo openings that no application refers to (the foreign key would refuse the others) and no
     * real candidate has a draft for; real candidates' saved-job bookmarks of them go with them (cascade).
     */
    async deleteJobs(jobIds: number[]): Promise<number> {
      if (jobIds.length === 0) return 0;
      const deleted = await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.id, jobIds),
            eq(jobs.demo, true),
            sql`NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.jobId} = ${jobs.id})`,
            sql`NOT EXISTS (SELECT 1 FROM ${applicationDrafts} WHERE ${applicationDrafts.jobId} = ${jobs.id})`,
          ),
        )
        .returning({ id: jobs.id });
      return deleted.length;
    },
  };
}
export type DemoRepository = ReturnType<typeof createDemoRepository>;
