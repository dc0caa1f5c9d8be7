import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_TERMS, profileTermsSchema, type ProfileTerms } from '@careers/shared';
import { profileTermsOf } from '../../../src/domains/profile/index.js';
import { createProfileTermsRepository } from '../../../src/domains/profile/profile-terms-repository.js';
import { insertCandidate } from '../../helpers/candidates.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const manila: ProfileTerms = profileTermsSchema.parse({
  skills: [
    { skill: 'entra-id', years: 6 },
    { skill: 'intune', years: null },
  ],
  expected_rate: { min: 3_000_000, currency: 'PHP', unit: 'day' },
  available_from: '2027-02-01',
  hours_per_week: 40,
  notice_period_weeks: 2,
  country_of_residence: 'PH',
  time_zone: 'Asia/Manila',
});

describe('profile terms storage (PRO-20, docs/decisions/042)', () => {
  it('reads back what was saved, skills in their order, and empty terms for a profile with none', async () => {
    const db = ctx.database.db;
    const maria = await insertCandidate(db, 'maria.terms@example.com', 'Santos', 'Maria');
    const asha = await insertCandidate(db, 'asha.terms@example.com');
    expect(await createProfileTermsRepository(db).save(maria, manila, ctx.clock.now())).toBe(true);
    const terms = await profileTermsOf(db, [maria, asha, 999_999]);
    expect(terms.get(maria)).toEqual(manila);
    expect(terms.get(asha)).toEqual(EMPTY_PROFILE_TERMS);
    expect(terms.has(999_999)).toBe(false);

    // A save replaces the whole: fewer skills, no rate.
    const fewer = { ...manila, skills: [{ skill: 'intune', years: 3 }], expected_rate: null };
    await createProfileTermsRepository(db).save(maria, fewer, ctx.clock.now());
    expect((await profileTermsOf(db, [maria])).get(maria)).toEqual(fewer);
  });

  it('refuses a partial rate and out-of-range numbers in the database too', async () => {
    const db = ctx.database.db;
    const id = await insertCandidate(db, 'checks.terms@example.com');
    const repo = createProfileTermsRepository(db);
    await expect(repo.save(id, { ...manila, hours_per_week: 61 }, ctx.clock.now())).rejects.toThrow();
    await expect(repo.save(id, { ...manila, skills: [{ skill: 'intune', years: 51 }] }, ctx.clock.now())).rejects.toThrow();
  });
});
