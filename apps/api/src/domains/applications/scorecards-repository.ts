import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Criterion, CriterionScore } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { jobs } from '../../platform/db/schema/jobs.js';
import { applicationInterviewStages, interviewStages, scorecards } from '../../platform/db/schema/scorecards.js';
import { touchActivity } from './notes-repository.js';
import type { ScorecardExportRow } from './scorecards-export.js';

export interface StageRow {
  id: number;
  name: string;
  criteria: Criterion[];
}

export interface ScorecardRow {
  id: number;
  stageId: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  scores: CriterionScore[];
  recommendation: number | null;
  submittedAt: Date | null;
  updatedAt: Date;
}

const fullName = (firstName: string | null, lastName: string | null) =>
  firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim();

/** REC-28 (docs/decisions/047): interview plans, the application's current stage, and scorecards. */
export function createScorecardsRepository(db: DbOrTx) {
  const scorecardColumns = {
    id: scorecards.id,
    stageId: scorecards.stageId,
    authorId: scorecards.authorId,
    firstName: users.firstName,
    lastName: users.lastName,
    scores: scorecards.scores,
    recommendation: scorecards.recommendation,
    submittedAt: scorecards.submittedAt,
    updatedAt: scorecards.updatedAt,
  };

  return {
    async jobExists(jobId: number): Promise<boolean> {
      const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
      return row !== undefined;
    },

    /** A job's stages in plan order. */
    async stagesOf(jobId: number): Promise<StageRow[]> {
      return db
        .select({ id: interviewStages.id, name: interviewStages.name, criteria: interviewStages.criteria })
        .from(interviewStages)
        .where(eq(interviewStages.jobId, jobId))
        .orderBy(asc(interviewStages.position), asc(interviewStages.id));
    },

    /** How many scorecards each of these stages has (stages with none are absent). */
    async scorecardCounts(stageIds: number[]): Promise<Map<number, number>> {
      const map = new Map<number, number>();
      if (stageIds.length === 0) return map;
      const rows = await db
        .select({ stageId: scorecards.stageId, n: count() })
        .from(scorecards)
        .where(inArray(scorecards.stageId, stageIds))
        .groupBy(scorecards.stageId);
      for (const row of rows) map.set(row.stageId, row.n);
      return map;
    },

    async deleteStages(stageIds: number[]): Promise<void> {
      if (stageIds.length > 0) await db.delete(interviewStages).where(inArray(interviewStages.id, stageIds));
    },

    async updateStage(id: number, values: { position: number; name: string; criteria: Criterion[] }): Promise<void> {
      await db.update(interviewStages).set(values).where(eq(interviewStages.id, id));
    },

    async insertStages(jobId: number, stages: { position: number; name: string; criteria: Criterion[] }[]): Promise<void> {
      if (stages.length > 0) await db.insert(interviewStages).values(stages.map((s) => ({ ...s, jobId })));
    },

    /** Serialises plan writes of one job (two recruiters saving at once, or the default stored twice). */
    async lockJob(jobId: number): Promise<void> {
      await db.execute(sql`SELECT id FROM jobs WHERE id = ${jobId} FOR UPDATE`);
    },

    async currentStageOf(applicationId: number): Promise<number | null> {
      const [row] = await db
        .select({ stageId: applicationInterviewStages.stageId })
        .from(applicationInterviewStages)
        .where(eq(applicationInterviewStages.applicationId, applicationId));
      return row?.stageId ?? null;
    },

    async setCurrentStage(applicationId: number, stageId: number | null, setBy: number, now: Date): Promise<void> {
      if (stageId === null) {
        await db.delete(applicationInterviewStages).where(eq(applicationInterviewStages.applicationId, applicationId));
      } else {
        await db
          .insert(applicationInterviewStages)
          .values({ applicationId, stageId, setBy, setAt: now })
          .onConflictDoUpdate({ target: applicationInterviewStages.applicationId, set: { stageId, setBy, setAt: now } });
      }
      await touchActivity(db, applicationId, now);
    },

    /** Every scorecard of an application, with authors' names, oldest first. */
    async scorecardsOf(applicationId: number): Promise<ScorecardRow[]> {
      return db
        .select(scorecardColumns)
        .from(scorecards)
        .leftJoin(users, eq(users.id, scorecards.authorId))
        .where(eq(scorecards.applicationId, applicationId))
        .orderBy(asc(scorecards.createdAt), asc(scorecards.id));
    },

    async findScorecard(id: number): Promise<(ScorecardRow & { applicationId: number }) | undefined> {
      const [row] = await db
        .select({ ...scorecardColumns, applicationId: scorecards.applicationId })
        .from(scorecards)
        .leftJoin(users, eq(users.id, scorecards.authorId))
        .where(eq(scorecards.id, id));
      return row;
    },

    async findMine(applicationId: number, stageId: number, authorId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: scorecards.id })
        .from(scorecards)
        .where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.stageId, stageId), eq(scorecards.authorId, authorId)));
      return row?.id;
    },

    async insertScorecard(
      values: {
        applicationId: number;
        stageId: number;
        authorId: number;
        scores: CriterionScore[];
        recommendation: number | null;
        submittedAt: Date | null;
      },
      now: Date,
    ): Promise<number> {
      const [row] = await db
        .insert(scorecards)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: scorecards.id });
      await touchActivity(db, values.applicationId, now);
      return row?.id ?? 0;
    },

    async updateScorecard(
      id: number,
      applicationId: number,
      values: { scores: CriterionScore[]; recommendation: number | null; submittedAt: Date | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(scorecards)
        .set({ ...values, updatedAt: now })
        .where(eq(scorecards.id, id));
      await touchActivity(db, applicationId, now);
    },

    /** The team: recruiters and admins whose accounts exist and are active (REC-8), by name. */
    async team(): Promise<{ id: number; name: string }[]> {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(inArray(users.role, ['recruiter', 'admin']), isNull(users.deletedAt), isNull(users.deactivatedAt)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return rows.map((r) => ({ id: r.id, name: fullName(r.firstName, r.lastName) ?? '' }));
    },

    /** PRV-2 (docs/decisions/047): the scorecards on a candidate's applications, for their data export. */
    async scorecardsOfCandidate(userId: number) {
      return db.execute<ScorecardExportRow>(sql`
        SELECT s.application_id, j.title AS job_title, st.name AS stage, s.author_id, s.scores, s.recommendation,
               s.submitted_at, s.updated_at
        FROM scorecards s
        JOIN applications a ON a.id = s.application_id
        JOIN jobs j ON j.id = a.job_id
        JOIN interview_stages st ON st.id = s.stage_id
        WHERE a.user_id = ${userId}
        ORDER BY s.application_id, st.position, s.id`);
    },
  };
}
export { fullName as scorecardAuthorName };
export type ScorecardsRepository = ReturnType<typeof createScorecardsRepository>;
