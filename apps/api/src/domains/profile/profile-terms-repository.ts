import { asc, eq, inArray } from 'drizzle-orm';
import { isCandidateCurrency, type PayUnit, type ProfileTerms } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { profileSkills } from '../../platform/db/schema/profile.js';

type TermsColumns = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'expectedRateMin'
  | 'expectedRateCurrency'
  | 'expectedRateUnit'
  | 'availableFrom'
  | 'hoursPerWeek'
  | 'noticePeriodWeeks'
  | 'countryOfResidence'
  | 'timeZone'
>;

const TERMS_COLUMNS = {
  id: users.id,
  expectedRateMin: users.expectedRateMin,
  expectedRateCurrency: users.expectedRateCurrency,
  expectedRateUnit: users.expectedRateUnit,
  availableFrom: users.availableFrom,
  hoursPerWeek: users.hoursPerWeek,
  noticePeriodWeeks: users.noticePeriodWeeks,
  countryOfResidence: users.countryOfResidence,
  timeZone: users.timeZone,
};

function toTerms(row: TermsColumns, skills: ProfileTerms['skills']): ProfileTerms {
  const unit: PayUnit | null = row.expectedRateUnit;
  const currency = row.expectedRateCurrency;
  return {
    skills,
    expected_rate:
      row.expectedRateMin !== null && currency !== null && isCandidateCurrency(currency) && unit !== null
        ? { min: row.expectedRateMin, currency, unit }
        : null,
    available_from: row.availableFrom,
    hours_per_week: row.hoursPerWeek,
    notice_period_weeks: row.noticePeriodWeeks,
    country_of_residence: row.countryOfResidence,
    time_zone: row.timeZone,
  };
}

/** PRO-20 (docs/decisions/042): a candidate's terms, the columns of their users row and their profile_skills rows. */
export function createProfileTermsRepository(db: DbOrTx) {
  return {
    /** The terms of each user that exists, in two statements whatever the number of users. */
    async termsOf(userIds: readonly number[]): Promise<Map<number, ProfileTerms>> {
      const ids = [...new Set(userIds)];
      const result = new Map<number, ProfileTerms>();
      if (ids.length === 0) return result;
      // One after the other: `db` may be a transaction's single connection (pg warns on overlapping queries).
      const rows = await db.select(TERMS_COLUMNS).from(users).where(inArray(users.id, ids));
      const skillRows = await db
        .select({ userId: profileSkills.userId, skill: profileSkills.skill, years: profileSkills.years })
        .from(profileSkills)
        .where(inArray(profileSkills.userId, ids))
        .orderBy(asc(profileSkills.userId), asc(profileSkills.position));
      const skillsBy = new Map<number, ProfileTerms['skills']>();
      for (const s of skillRows) {
        const list = skillsBy.get(s.userId) ?? [];
        list.push({ skill: s.skill, years: s.years });
        skillsBy.set(s.userId, list);
      }
      for (const row of rows) result.set(row.id, toTerms(row, skillsBy.get(row.id) ?? []));
      return result;
    },

    /**
     * Replace the terms as a whole (the caller's transaction): the row first (locking it, so two saves at
     * once follow each other), then the skills. False when the user is gone.
     */
    async save(userId: number, terms: ProfileTerms, now: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({
          expectedRateMin: terms.expected_rate?.min ?? null,
          expectedRateCurrency: terms.expected_rate?.currency ?? null,
          expectedRateUnit: terms.expected_rate?.unit ?? null,
          availableFrom: terms.available_from,
          hoursPerWeek: terms.hours_per_week,
          noticePeriodWeeks: terms.notice_period_weeks,
          countryOfResidence: terms.country_of_residence,
          timeZone: terms.time_zone,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (updated.length === 0) return false;
      await db.delete(profileSkills).where(eq(profileSkills.userId, userId));
      if (terms.skills.length > 0)
        await db.insert(profileSkills).values(terms.skills.map((s, position) => ({ userId, skill: s.skill, years: s.years, position })));
      return true;
    },
  };
}
export type ProfileTermsRepository = ReturnType<typeof createProfileTermsRepository>;
