import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { applicationFits, applications, users, type ApplicationFitInsert, type ApplicationFitRow } from '../../platform/db/schema/index.js';

/** Which applications a refresh covers: some by id, every one of a candidate, or every one of a job. */
export type FitTarget = { applicationIds: readonly number[] } | { userId: number } | { jobId: number };

/** An application whose fit is written: its job and its candidate. */
export interface FitSubject {
  applicationId: number;
  jobId: number;
  userId: number;
}

/** Rows written per statement (17 parameters each, well under PostgreSQL's 65,535). */
const CHUNK = 500;

/** REC-26 (docs/decisions/043): the stored fits of applications. */
export function createApplicationFitsRepository(db: DbOrTx) {
  return {
    /** The applications a refresh covers, of candidates whose account is not erased (erased ones keep no fit). */
    async subjects(target: FitTarget): Promise<FitSubject[]> {
      const where =
        'applicationIds' in target
          ? target.applicationIds.length === 0
            ? sql`false`
            : inArray(applications.id, [...target.applicationIds])
          : 'userId' in target
            ? eq(applications.userId, target.userId)
            : eq(applications.jobId, target.jobId);
      return db
        .select({ applicationId: applications.id, jobId: applications.jobId, userId: applications.userId })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(and(where, isNull(users.deletedAt)));
    },

    /** Write (or rewrite) fits, a statement per 500. */
    async upsert(rows: readonly ApplicationFitInsert[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db
          .insert(applicationFits)
          .values(rows.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: applicationFits.applicationId,
            set: {
              jobId: sql`excluded.job_id`,
              rulesVersion: sql`excluded.rules_version`,
              lines: sql`excluded.lines`,
              skillsMet: sql`excluded.skills_met`,
              skillsTotal: sql`excluded.skills_total`,
              niceMet: sql`excluded.nice_met`,
              niceTotal: sql`excluded.nice_total`,
              skillsStatus: sql`excluded.skills_status`,
              rateStatus: sql`excluded.rate_status`,
              availabilityStatus: sql`excluded.availability_status`,
              overlapStatus: sql`excluded.overlap_status`,
              overlapMinutes: sql`excluded.overlap_minutes`,
              countryStatus: sql`excluded.country_status`,
              countryCode: sql`excluded.country_code`,
              sortKey: sql`excluded.sort_key`,
              computedAt: sql`excluded.computed_at`,
            },
          });
      }
    },

    async ofApplication(applicationId: number): Promise<ApplicationFitRow | undefined> {
      const [row] = await db.select().from(applicationFits).where(eq(applicationFits.applicationId, applicationId)).limit(1);
      return row;
    },

    /**
     * Whether some application of the job has no fit, one written by other rules than `version`, or one
     * computed before an admin last changed an exchange rate (REC-25: the rate line converts with them).
     */
    async jobNeedsRefresh(jobId: number, version: string): Promise<boolean> {
      const result = await db.execute<{ stale: boolean }>(sql`
        SELECT EXISTS (
          SELECT 1 FROM applications a JOIN users u ON u.id = a.user_id
          LEFT JOIN application_fits f ON f.application_id = a.id
          WHERE a.job_id = ${jobId} AND u.deleted_at IS NULL
            AND (f.application_id IS NULL OR f.rules_version <> ${version}
              OR f.computed_at < (SELECT max(r.updated_at) FROM exchange_rates r))
        ) AS stale`);
      return result.rows[0]?.stale === true;
    },

    /** PRV-4: an erased candidate's fits go with their terms. */
    async deleteOfUser(userId: number): Promise<void> {
      await db
        .delete(applicationFits)
        .where(
          inArray(
            applicationFits.applicationId,
            db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)),
          ),
        );
    },
  };
}
export type ApplicationFitsRepository = ReturnType<typeof createApplicationFitsRepository>;
