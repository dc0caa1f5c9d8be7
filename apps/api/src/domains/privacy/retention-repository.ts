import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { applications } from '../../platform/db/schema/applications.js';

/**
 * PRV-5 (docs/decisions/019): a candidate's last activity, from what we store: the sign-up
 * (`created_at`), the last login, the last change of the profile or password (`updated_at`, which only
 * the candidate's own actions move for a candidate) and the last application submitted. GREATEST
 * skips the nulls (never logged in, never applied).
 */
const lastActivity = sql<Date>`greatest(${users.createdAt}, ${users.updatedAt}, ${users.lastLoginAt}, (select max(${applications.createdAt}) from ${applications} where ${applications.userId} = ${users.id}))`;

/** Live candidates only: recruiters and admins are never warned or anonymised, tombstones are gone already. */
const liveCandidate = (userId?: number) =>
  and(eq(users.role, 'candidate'), isNull(users.deletedAt), userId === undefined ? undefined : eq(users.id, userId));

export interface RetentionCandidate {
  userId: number;
  lastActivity: Date;
  warnedAt: Date | null;
}

/** The statements of the retention job; the service decides, these re-check under the row lock. */
export function createRetentionRepository(db: DbOrTx) {
  return {
    /** Candidates inactive since `inactiveSince` or already warned, by id. */
    async candidatesToReview(inactiveSince: Date): Promise<RetentionCandidate[]> {
      const rows = await db
        .select({ userId: users.id, lastActivity: lastActivity.mapWith(users.createdAt), warnedAt: users.retentionWarnedAt })
        .from(users)
        .where(and(liveCandidate(), or(lte(lastActivity, inactiveSince), isNotNull(users.retentionWarnedAt))))
        .orderBy(asc(users.id));
      return rows;
    },

    /**
     * Record the warning if the candidate is still inactive since `inactiveSince` and not warned yet;
     * answers their address and name for the e-mail, or undefined when another run (or a login) got there first.
     */
    async markWarned(userId: number, inactiveSince: Date, now: Date): Promise<{ email: string; firstName: string } | undefined> {
      const [row] = await db
        .update(users)
        .set({ retentionWarnedAt: now })
        .where(and(liveCandidate(userId), isNull(users.retentionWarnedAt), lte(lastActivity, inactiveSince)))
        .returning({ email: users.email, firstName: users.firstName });
      return row;
    },

    /** A warned candidate who was active after the warning keeps the account: forget the warning. */
    async clearWarningIfActive(userId: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ retentionWarnedAt: null })
        .where(and(liveCandidate(userId), isNotNull(users.retentionWarnedAt), gte(lastActivity, users.retentionWarnedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Lock the candidate's row if they are still due for anonymisation: warned at or before
     * `warnedBy`, inactive since `inactiveSince`, and nothing done since the warning. Answers what the
     * erasure and its last e-mail need, or undefined (a login in the meantime keeps the account).
     */
    async lockIfDue(
      userId: number,
      warnedBy: Date,
      inactiveSince: Date,
    ): Promise<{ id: number; email: string; firstName: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(
            liveCandidate(userId),
            lte(users.retentionWarnedAt, warnedBy),
            lte(lastActivity, inactiveSince),
            lt(lastActivity, users.retentionWarnedAt),
          ),
        )
        .for('update');
      return row;
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
