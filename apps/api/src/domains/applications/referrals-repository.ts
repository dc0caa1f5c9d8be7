import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { applications } from '../../platform/db/schema/applications.js';
import { jobs } from '../../platform/db/schema/jobs.js';
import { referrers, type ReferrerRow } from '../../platform/db/schema/referrers.js';

/** REC-34, REC-35: referrers, their codes, and who is told when a referral is hired (REC-36). */
export function createReferralsRepository(db: DbOrTx) {
  return {
    /** The referrer a link's code names; undefined for an unknown or removed one. */
    async idByCode(code: string): Promise<number | undefined> {
      const [row] = await db.select({ id: referrers.id }).from(referrers).where(eq(referrers.code, code)).limit(1);
      return row?.id;
    },

    /** A team member's referrer row, made with `code` the first time (two at once: one wins, both read it). */
    async ensureForUser(userId: number, code: string, now: Date): Promise<ReferrerRow> {
      await db.insert(referrers).values({ userId, code, createdAt: now }).onConflictDoNothing({ target: referrers.userId });
      const [row] = await db.select().from(referrers).where(eq(referrers.userId, userId));
      if (!row) throw new Error(`referrer of user ${userId} is missing`);
      return row;
    },

    /** The team members (recruiters and admins, not deactivated) without a referrer row yet. */
    async teamMembersWithoutRow(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(referrers, eq(referrers.userId, users.id))
        .where(and(inArray(users.role, ['recruiter', 'admin']), isNull(users.deactivatedAt), isNull(referrers.id)));
      return rows.map((r) => r.id);
    },

    /** Every referrer whose person is still here (team members not deactivated), with their referrals and hires. */
    async list() {
      const result = await db.execute<{
        id: number;
        user_id: number | null;
        name: string;
        email: string;
        code: string;
        referrals: number | string;
        hires: number | string;
      }>(sql`
        SELECT r.id, r.user_id, coalesce(r.name, btrim(u.first_name || ' ' || u.last_name)) AS name,
          coalesce(r.email, u.email) AS email, r.code,
          (SELECT count(*) FROM applications a WHERE a.referrer_id = r.id) AS referrals,
          (SELECT count(*) FROM applications a WHERE a.referrer_id = r.id AND a.status = 'hired') AS hires
        FROM referrers r LEFT JOIN users u ON u.id = r.user_id
        WHERE r.user_id IS NULL OR (u.role IN ('recruiter', 'admin') AND u.deactivated_at IS NULL)
        ORDER BY r.user_id IS NULL, lower(coalesce(r.name, btrim(u.first_name || ' ' || u.last_name))), r.id`);
      return result.rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        kind: r.user_id === null ? ('employee' as const) : ('team' as const),
        code: r.code,
        referrals: Number(r.referrals),
        hires: Number(r.hires),
      }));
    },

    /** The open jobs a personal link can be made for, newest first (REC-34). */
    async openJobs(): Promise<{ id: number; title: string }[]> {
      return db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(eq(jobs.status, 'open'))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(500);
    },

    /** Whether `email` is a team member's or an employee referrer's already. */
    async emailTaken(email: string): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM referrers WHERE user_id IS NULL AND lower(email) = lower(${email})
        UNION ALL SELECT 1 FROM users WHERE role IN ('recruiter', 'admin') AND lower(email) = lower(${email}) LIMIT 1`);
      return result.rows.length > 0;
    },

    async addEmployee(values: { name: string; email: string; code: string; addedBy: number }, now: Date): Promise<ReferrerRow> {
      const [row] = await db
        .insert(referrers)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error('insert into referrers returned no row');
      return row;
    },

    async findById(id: number): Promise<ReferrerRow | undefined> {
      const [row] = await db.select().from(referrers).where(eq(referrers.id, id));
      return row;
    },

    /** Remove an employee referrer; their applications keep nothing of them (ON DELETE SET NULL). */
    async removeEmployee(id: number): Promise<boolean> {
      const rows = await db
        .delete(referrers)
        .where(and(eq(referrers.id, id), isNull(referrers.userId)))
        .returning({ id: referrers.id });
      return rows.length > 0;
    },

    /**
     * REC-36: who to tell that an application was hired: its referrer's first name and address; none for an
     * application without one or whose team member was deactivated.
     */
    async referrerToTell(applicationId: number): Promise<{ firstName: string; email: string } | undefined> {
      const [row] = await db
        .select({
          name: referrers.name,
          email: referrers.email,
          firstName: users.firstName,
          userEmail: users.email,
          deactivatedAt: users.deactivatedAt,
          userId: referrers.userId,
        })
        .from(applications)
        .innerJoin(referrers, eq(referrers.id, applications.referrerId))
        .leftJoin(users, eq(users.id, referrers.userId))
        .where(eq(applications.id, applicationId));
      if (!row) return undefined;
      if (row.userId !== null) {
        if (row.deactivatedAt || !row.userEmail) return undefined;
        return { firstName: row.firstName ?? '', email: row.userEmail };
      }
      if (!row.email) return undefined;
      return { firstName: (row.name ?? '').split(/\s+/)[0] ?? '', email: row.email };
    },
  };
}
