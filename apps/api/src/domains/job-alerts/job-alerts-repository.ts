import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { ExchangeRates, JobAlertFilters, JobAlertFrequency } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { users } from '../../platform/db/schema/accounts.js';
import { jobAlertSends, jobAlerts, type JobAlertRow } from '../../platform/db/schema/job-alerts.js';
import { jobs, type JobRow } from '../../platform/db/schema/jobs.js';
import { openJobConditions, type JobFilters } from '../jobs/index.js';

export type { JobAlertRow };

/** An alert's saved filters in the careers search's terms (PUB-7, PUB-20). */
export const filtersOf = (alert: JobAlertRow): JobFilters => ({
  q: alert.q ?? undefined,
  department: alert.department ?? undefined,
  location: alert.location ?? undefined,
  category: alert.category ?? undefined,
  type: alert.jobType ?? undefined,
  minPay:
    alert.minPay !== null && alert.minPayCurrency !== null && alert.minPayUnit !== null
      ? { amount: alert.minPay, currency: alert.minPayCurrency, unit: alert.minPayUnit }
      : undefined,
  workFrom: alert.workFrom ?? undefined,
  skills: alert.skills.length > 0 ? alert.skills : undefined,
});

/** Job alerts (ALR) and what each has sent (ALR-3). */
export function createJobAlertsRepository(db: DbOrTx) {
  return {
    async create(
      values: { userId: number | null; email: string; filters: JobAlertFilters; frequency: JobAlertFrequency; confirmedAt: Date | null },
      now: Date,
    ): Promise<JobAlertRow> {
      const { filters } = values;
      const [row] = await db
        .insert(jobAlerts)
        .values({
          userId: values.userId,
          email: values.email,
          q: filters.q || null,
          department: filters.department || null,
          location: filters.location || null,
          category: filters.category ?? null,
          jobType: filters.type ?? null,
          minPay: filters.minPay?.amount ?? null,
          minPayCurrency: filters.minPay?.currency ?? null,
          minPayUnit: filters.minPay?.unit ?? null,
          workFrom: filters.workFrom ?? null,
          skills: filters.skills ?? [],
          frequency: values.frequency,
          confirmedAt: values.confirmedAt,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert into job_alerts returned no row');
      return row;
    },

    /** How many alerts a candidate has (signed in), or an address has (anonymous). */
    async countFor(owner: { userId: number } | { email: string }): Promise<number> {
      const where =
        'userId' in owner ? eq(jobAlerts.userId, owner.userId) : and(isNull(jobAlerts.userId), eq(jobAlerts.email, owner.email));
      const [row] = await db.select({ n: count() }).from(jobAlerts).where(where);
      return row?.n ?? 0;
    },

    /** A candidate's alerts, newest first. */
    async listFor(userId: number): Promise<JobAlertRow[]> {
      return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
    },

    async find(id: number): Promise<JobAlertRow | undefined> {
      const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
      return row;
    },

    /** Delete one of the candidate's alerts; answers whether there was one. */
    async deleteOwn(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(jobAlerts)
        .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
        .returning({ id: jobAlerts.id });
      return rows.length > 0;
    },

    /** Delete an alert by id (its unsubscribe link); answers whether there was one. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(jobAlerts).where(eq(jobAlerts.id, id)).returning({ id: jobAlerts.id });
      return rows.length > 0;
    },

    /**
     * ALR-6, account deletion (PRV-4, Art. 17): every alert of the candidate, and the anonymous ones
     * sent to their address; what each sent goes with it (ON DELETE CASCADE).
     */
    async deleteAllFor(userId: number, email: string): Promise<number> {
      const rows = await db
        .delete(jobAlerts)
        .where(sql`${jobAlerts.userId} = ${userId} OR lower(${jobAlerts.email}) = lower(${email})`)
        .returning({ id: jobAlerts.id });
      return rows.length;
    },

    /**
     * Double opt-in: the link was followed. Answers the alert, 'expired' when it was still unconfirmed
     * and created before `createdAfter` (ALR-7), or undefined when it is gone.
     */
    async confirm(id: number, now: Date, createdAfter: Date): Promise<{ alert: JobAlertRow; already: boolean } | 'expired' | undefined> {
      const [found] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
      if (!found) return undefined;
      if (found.confirmedAt) return { alert: found, already: true };
      if (found.createdAt <= createdAfter) return 'expired';
      const [row] = await db.update(jobAlerts).set({ confirmedAt: now }).where(eq(jobAlerts.id, id)).returning();
      return row ? { alert: row, already: false } : undefined;
    },

    /**
     * Confirmed alerts of one frequency, oldest first, each with where its mail goes: a candidate's
     * current address (they may have changed it), an anonymous alert's own.
     */
    async confirmed(frequency: JobAlertFrequency): Promise<{ alert: JobAlertRow; to: string }[]> {
      const rows = await db
        .select({ alert: jobAlerts, userEmail: users.email })
        .from(jobAlerts)
        .leftJoin(users, eq(users.id, jobAlerts.userId))
        .where(and(eq(jobAlerts.frequency, frequency), isNotNull(jobAlerts.confirmedAt)))
        .orderBy(asc(jobAlerts.id));
      return rows.map((r) => ({ alert: r.alert, to: r.userEmail ?? r.alert.email }));
    },

    /**
     * The open jobs that match the alert by the careers search's own conditions (openJobConditions,
     * PUB-7, PUB-20: a minimum pay converted with `rates`, ALR-9), posted, reopened or changed since the
     * alert was confirmed, that it has not sent yet; oldest first, at most `limit`.
     */
    async newMatches(alert: JobAlertRow, limit: number, rates: ExchangeRates): Promise<JobRow[]> {
      if (!alert.confirmedAt) return [];
      return db
        .select()
        .from(jobs)
        .where(
          and(
            openJobConditions(filtersOf(alert), rates),
            gte(jobs.updatedAt, alert.confirmedAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(jobAlertSends)
                .where(and(eq(jobAlertSends.alertId, alert.id), eq(jobAlertSends.jobId, jobs.id))),
            ),
          ),
        )
        .orderBy(asc(jobs.updatedAt), asc(jobs.id))
        .limit(limit);
    },

    /** ALR-7, housekeeping: anonymous alerts never confirmed and created before `before`. */
    async purgeUnconfirmedBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(jobAlerts)
        .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.createdAt, before)))
        .returning({ id: jobAlerts.id });
      return rows.length;
    },

    /** Record what an alert sent (in the transaction that queues the mail): never sent again. */
    async recordSent(alertId: number, jobIds: number[], now: Date): Promise<void> {
      if (jobIds.length === 0) return;
      await db
        .insert(jobAlertSends)
        .values(jobIds.map((jobId) => ({ alertId, jobId, sentAt: now })))
        .onConflictDoNothing();
    },
  };
}
export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
