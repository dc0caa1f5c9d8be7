import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE_TERMS,
  PROFILE_TERMS_MESSAGES as T,
  type ProfileTerms,
  type TalentCandidateDetail,
  type TalentSearchResponse,
} from '@careers/shared';
import { profileSkills } from '../../../../src/platform/db/schema/profile.js';
import { users } from '../../../../src/platform/db/schema/accounts.js';
import { signUp } from '../../../helpers/accounts.js';
import { signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const getTerms = (token: string) => call(ctx, 'GET', '/api/profile/terms', { token });
const putTerms = (token: string, payload: Record<string, unknown>) => call(ctx, 'PUT', '/api/profile/terms', { token, payload });
const optIn = (token: string) => call(ctx, 'PUT', '/api/profile/discoverable', { token, payload: { discoverable: true } });

// The test clock is 10 June 2026: summer time, so Manila has 2 h of overlap with CET working hours,
// Kolkata 4.5 h and Warsaw 8 h. The seeded rates: 67.5 PHP and 103.5 INR to the euro.
const maria: ProfileTerms = {
  skills: [
    { skill: 'entra-id', years: 6 },
    { skill: 'intune', years: 4 },
    { skill: 'microsoft-365', years: null },
  ],
  // PHP 30,000 a day (about €444).
  expected_rate: { min: 3_000_000, currency: 'PHP', unit: 'day' },
  available_from: '2026-07-01',
  hours_per_week: 40,
  notice_period_weeks: 2,
  country_of_residence: 'PH',
  time_zone: 'Asia/Manila',
};
const ravi: ProfileTerms = {
  skills: [{ skill: 'entra-id', years: 3 }],
  // INR 8,000 an hour: INR 64,000 a day (about €618).
  expected_rate: { min: 800_000, currency: 'INR', unit: 'hour' },
  available_from: null,
  hours_per_week: 30,
  notice_period_weeks: 4,
  country_of_residence: 'IN',
  time_zone: 'Asia/Kolkata',
};
const ola: ProfileTerms = {
  skills: [{ skill: 'intune', years: 10 }],
  // €9,000 a month: €450 a day.
  expected_rate: { min: 900_000, currency: 'EUR', unit: 'month' },
  available_from: '2026-09-01',
  hours_per_week: null,
  notice_period_weeks: null,
  country_of_residence: 'PL',
  time_zone: 'Europe/Warsaw',
};

async function candidateWith(first: string, terms: ProfileTerms) {
  const account = await signUp(ctx, undefined, { first_name: first, last_name: 'Terms' });
  const saved = await putTerms(account.token, { ...terms });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await optIn(account.token)).statusCode).toBe(200);
  return account;
}

async function search(query: Record<string, string>): Promise<string[]> {
  const res = await call(ctx, 'GET', `/api/recruiter/talent?${new URLSearchParams(query).toString()}`, { token: recruiter });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<TalentSearchResponse>()
    .candidates.map((c) => c.name)
    .sort();
}

describe('GET and PUT /api/profile/terms (PRO-20)', () => {
  it('starts empty, saves the whole and answers it back; a later save replaces it', async () => {
    const { token } = await signUp(ctx);
    expect((await getTerms(token)).json()).toEqual(EMPTY_PROFILE_TERMS);
    const saved = await putTerms(token, { ...maria, time_zone: 'asia/manila' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: T.saved, terms: maria });
    expect((await getTerms(token)).json()).toEqual(maria);

    const fewer = { ...EMPTY_PROFILE_TERMS, skills: [{ skill: 'intune', years: 1 }] };
    expect((await putTerms(token, { skills: fewer.skills })).json()).toEqual({ message: T.saved, terms: fewer });
  });

  it('answers 400 naming each wrong field with the form’s message, and stores nothing', async () => {
    const { token } = await signUp(ctx);
    const res = await putTerms(token, {
      skills: [{ skill: 'not-a-skill', years: 2 }],
      expected_rate: { min: 12.5, currency: 'JPY', unit: 'day' },
      hours_per_week: 0,
      notice_period_weeks: 30,
      country_of_residence: 'ZZ',
      time_zone: 'Europe/Atlantis',
    });
    expect(res.statusCode).toBe(400);
    const messages = JSON.stringify(res.json());
    for (const message of [
      T.skillInvalid,
      T.rateAmountInvalid,
      T.rateCurrencyInvalid,
      T.hoursPerWeekInvalid,
      T.noticeInvalid,
      T.countryInvalid,
      T.timeZoneInvalid,
    ])
      expect(messages).toContain(message);
    expect((await getTerms(token)).json()).toEqual(EMPTY_PROFILE_TERMS);
  });

  it('is the candidate’s own: 401 without a session, 403 for recruiters', async () => {
    expect((await call(ctx, 'GET', '/api/profile/terms')).statusCode).toBe(401);
    expect((await getTerms(recruiter)).statusCode).toBe(403);
  });
});

describe('the talent pool on the terms (REC-10)', () => {
  let mariaId = 0;
  beforeAll(async () => {
    await candidateWith('Maria', maria);
    await candidateWith('Ravi', ravi);
    await candidateWith('Ola', ola);
    // Not discoverable: never found, whatever the terms.
    const hidden = await signUp(ctx, undefined, { first_name: 'Hidden', last_name: 'Terms' });
    expect((await putTerms(hidden.token, { ...maria })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Maria'));
    mariaId = row?.id ?? 0;
  });

  it('filters by skills (all of them), found in the text search too', async () => {
    expect(await search({ skills: 'entra-id' })).toEqual(['Maria Terms', 'Ravi Terms']);
    expect(await search({ skills: 'entra-id,intune' })).toEqual(['Maria Terms']);
    expect(await search({ q: 'intune' })).toEqual(['Maria Terms', 'Ola Terms']);
  });

  it('filters by a maximum rate in any currency and unit, through the exchange rates', async () => {
    // €600 a day: Maria (≈ €444) and Ola (€450 a day) ask less, Ravi (≈ €618 a day) more.
    expect(await search({ maxRate: '600', rateCurrency: 'EUR', rateUnit: 'day' })).toEqual(['Maria Terms', 'Ola Terms']);
    // €620 a day takes Ravi in too; the same in rupees per hour (€77.5 an hour = INR 8,021.25).
    expect(await search({ maxRate: '620' })).toEqual(['Maria Terms', 'Ola Terms', 'Ravi Terms']);
    expect(await search({ maxRate: '8021.25', rateCurrency: 'INR', rateUnit: 'hour' })).toEqual(['Maria Terms', 'Ola Terms', 'Ravi Terms']);
    expect(await search({ maxRate: '29999.99', rateCurrency: 'PHP', rateUnit: 'day' })).toEqual([]);
    expect(await search({ maxRate: '30000', rateCurrency: 'PHP', rateUnit: 'day' })).toEqual(['Maria Terms']);
  });

  it('filters by availability: a date on or before the day, or a notice period that ends by then', async () => {
    // 1 July 2026 is three weeks after the clock's day: Maria from that day; Ravi's 4 weeks' notice ends later.
    expect(await search({ availableBy: '2026-07-01' })).toEqual(['Maria Terms']);
    expect(await search({ availableBy: '2026-07-08' })).toEqual(['Maria Terms', 'Ravi Terms']);
    expect(await search({ availableBy: '2026-09-01' })).toEqual(['Maria Terms', 'Ola Terms', 'Ravi Terms']);
  });

  it('filters by overlap with Central European working hours, from the time zone, and by country of residence', async () => {
    expect(await search({ overlap: '2' })).toEqual(['Maria Terms', 'Ola Terms', 'Ravi Terms']);
    expect(await search({ overlap: '4' })).toEqual(['Ola Terms', 'Ravi Terms']);
    expect(await search({ overlap: '8' })).toEqual(['Ola Terms']);
    expect(await search({ country: 'PH' })).toEqual(['Maria Terms']);
    expect(await search({ country: 'IN', skills: 'entra-id', overlap: '4', maxRate: '700' })).toEqual(['Ravi Terms']);
  });

  it('shows the terms on each result and on the candidate’s page', async () => {
    const res = await call(ctx, 'GET', '/api/recruiter/talent?country=PH', { token: recruiter });
    expect(res.json<TalentSearchResponse>().candidates[0]?.terms).toEqual(maria);
    const detail = await call(ctx, 'GET', `/api/recruiter/candidates/${mariaId}`, { token: recruiter });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<TalentCandidateDetail>().terms).toEqual(maria);
  });

  it('answers 400 for filters that are not understood', async () => {
    for (const query of [
      'skills=cobol',
      'maxRate=abc',
      'maxRate=10&rateCurrency=XYZ',
      'availableBy=2026-13-01',
      'overlap=9',
      'country=%2B91',
    ])
      expect((await call(ctx, 'GET', `/api/recruiter/talent?${query}`, { token: recruiter })).statusCode, query).toBe(400);
  });
});

describe('the terms in the data export and the account deletion (PRV-2, PRV-4)', () => {
  it('exports them in data.json and erases them with the account', async () => {
    const account = await candidateWith('Erin', maria);
    const exported = await call(ctx, 'GET', '/api/me/export', { token: account.token });
    expect(exported.statusCode).toBe(200);
    const json = unzipSync(new Uint8Array(exported.rawPayload))['data.json'];
    expect(JSON.parse(strFromU8(json ?? new Uint8Array())).profileTerms).toEqual(maria);

    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    const deleted = await call(ctx, 'DELETE', '/api/me', {
      token: account.token,
      payload: { password: account.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [tombstone] = await ctx.database.db
      .select({ rate: users.expectedRateMin, zone: users.timeZone, country: users.countryOfResidence, from: users.availableFrom })
      .from(users)
      .where(eq(users.id, row?.id ?? 0));
    expect(tombstone).toEqual({ rate: null, zone: null, country: null, from: null });
    expect(
      await ctx.database.db
        .select()
        .from(profileSkills)
        .where(eq(profileSkills.userId, row?.id ?? 0)),
    ).toEqual([]);
  });
});
