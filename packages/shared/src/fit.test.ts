import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from './exchange-rates.js';
import {
  cetOverlapMinutes,
  daySpanText,
  explainFit,
  fitOrder,
  fitShortText,
  FIT_RULES_VERSION,
  unitFactorsText,
  type FitJobTerms,
  type FitLine,
} from './fit.js';
import type { ProfileTerms } from './profile-terms.js';

const rates: ExchangeRates = { asOf: '2026-11-20', perEur: { PHP: '66.5', INR: '101.25', USD: '1.1', CHF: '0.94' } };
const TODAY = '2026-11-26';

/** A day-rate role in EUR, starting in January (CET winter time), for India and the Philippines. */
const job: FitJobTerms = {
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: '2027-01-18',
  hours_per_week: 40,
  remote_countries: ['IN', 'PH'],
  cet_overlap_hours: 4,
  skills_required: ['microsoft-365', 'entra-id', 'exchange-online', 'purview', 'intune'],
  skills_nice: ['microsoft-copilot', 'powershell'],
};

/** A candidate in Pune with four of the five required skills. */
const pune: ProfileTerms = {
  skills: [
    { skill: 'microsoft-365', years: 6 },
    { skill: 'entra-id', years: 4 },
    { skill: 'exchange-online', years: 5 },
    { skill: 'purview', years: 2 },
    { skill: 'powershell', years: 3 },
  ],
  expected_rate: { min: 60_000, currency: 'EUR', unit: 'day' },
  available_from: '2027-01-04',
  hours_per_week: 40,
  notice_period_weeks: null,
  country_of_residence: 'IN',
  time_zone: 'Asia/Kolkata',
};

const line = (lines: FitLine[], kind: FitLine['kind']) => lines.find((l) => l.kind === kind);

describe('explainFit', () => {
  it('writes the issue’s example, line by line and joined', () => {
    const fit = explainFit(job, pune, rates, TODAY);
    expect(fit.version).toBe(FIT_RULES_VERSION);
    expect(fit.lines).toEqual([
      { kind: 'skills', status: 'partly', text: '4 of 5 required skills (missing: Microsoft Intune) and 1 of 2 nice-to-have' },
      { kind: 'rate', status: 'meets', text: 'your rate fits the range' },
      { kind: 'availability', status: 'meets', text: 'available 2 weeks before the start' },
      { kind: 'overlap', status: 'meets', text: '4.5 h overlap with CET' },
      { kind: 'country', status: 'meets', text: 'you may work from India' },
    ]);
    expect(fit.text).toBe(
      '4 of 5 required skills (missing: Microsoft Intune) and 1 of 2 nice-to-have · your rate fits the range · available 2 weeks before the start · 4.5 h overlap with CET · you may work from India',
    );
    expect(fit.facts).toEqual({
      skillsMet: 4,
      skillsTotal: 5,
      niceMet: 1,
      niceTotal: 2,
      skills: 'partly',
      rate: 'meets',
      availability: 'meets',
      overlap: 'meets',
      overlapMinutes: 270,
      country: 'meets',
      countryCode: 'IN',
    });
    expect(fitShortText(fit.facts)).toBe('4/5 skills · rate ✓ · CET 4.5 h ✓ · IN ✓');
  });

  it('is deterministic: the same inputs give the same fit', () => {
    expect(explainFit(job, pune, rates, TODAY)).toEqual(explainFit(job, pune, rates, TODAY));
  });

  it('words the same rules for the recruiter', () => {
    const fit = explainFit(job, pune, rates, TODAY, { who: 'recruiter' });
    expect(fit.lines.map((l) => l.text)).toEqual([
      '4 of 5 required skills (missing: Microsoft Intune) and 1 of 2 nice-to-have',
      'rate fits the range',
      'available 2 weeks before the start',
      '4.5 h overlap with CET',
      'may work from India',
    ]);
    expect(fit.facts).toEqual(explainFit(job, pune, rates, TODAY).facts);
  });

  describe('skills', () => {
    it('names every missing skill by its catalogue name', () => {
      const fit = explainFit({ ...job, skills_nice: [] }, { ...pune, skills: [{ skill: 'entra-id', years: 1 }] }, rates, TODAY);
      expect(line(fit.lines, 'skills')).toEqual({
        kind: 'skills',
        status: 'partly',
        text: '1 of 5 required skills (missing: Microsoft 365, Exchange Online, Microsoft Purview and Microsoft Intune)',
      });
    });

    it('meets with all, misses with none', () => {
      const all = explainFit(job, { ...pune, skills: job.skills_required.map((skill) => ({ skill, years: 2 })) }, rates, TODAY);
      expect(line(all.lines, 'skills')).toEqual({
        kind: 'skills',
        status: 'meets',
        text: '5 of 5 required skills and 0 of 2 nice-to-have',
      });
      const none = explainFit(job, { ...pune, skills: [{ skill: 'okta', years: 2 }] }, rates, TODAY);
      expect(line(none.lines, 'skills')?.status).toBe('misses');
      expect(none.facts.skillsMet).toBe(0);
    });

    it('asks for skills when the profile has none, and says when the job names none', () => {
      expect(line(explainFit(job, { ...pune, skills: [] }, rates, TODAY).lines, 'skills')).toEqual({
        kind: 'skills',
        status: 'unknown',
        text: 'add your skills to your profile to compare them with the 5 required',
      });
      expect(line(explainFit(job, { ...pune, skills: [] }, rates, TODAY, { who: 'recruiter' }).lines, 'skills')?.text).toBe(
        'no skills in the profile to compare with the 5 required',
      );
      expect(line(explainFit({ ...job, skills_required: [], skills_nice: [] }, pune, rates, TODAY).lines, 'skills')).toEqual({
        kind: 'skills',
        status: 'unknown',
        text: 'this role names no required skills',
      });
    });
  });

  describe('rate', () => {
    const rateOf = (expected: ProfileTerms['expected_rate'], terms: FitJobTerms = job, who: 'candidate' | 'recruiter' = 'candidate') =>
      line(explainFit(terms, { ...pune, expected_rate: expected }, rates, TODAY, { who }).lines, 'rate');

    it('fits inside the range, including both ends', () => {
      expect(rateOf({ min: 75_000, currency: 'EUR', unit: 'day' })).toEqual({
        kind: 'rate',
        status: 'meets',
        text: 'your rate fits the range',
      });
      expect(rateOf({ min: 60_000, currency: 'EUR', unit: 'day' })?.text).toBe('your rate fits the range');
    });

    it('says below and above the range, above by how much', () => {
      expect(rateOf({ min: 50_000, currency: 'EUR', unit: 'day' })).toEqual({
        kind: 'rate',
        status: 'meets',
        text: 'your rate is below the range',
      });
      expect(rateOf({ min: 80_000, currency: 'EUR', unit: 'day' })).toEqual({
        kind: 'rate',
        status: 'misses',
        text: 'your rate is above the range by ≈ €50 per day',
      });
      expect(rateOf({ min: 80_000, currency: 'EUR', unit: 'day' }, job, 'recruiter')?.text).toBe(
        'rate is above the range by ≈ €50 per day',
      );
    });

    it('converts another currency with convertMinor and names the rates’ date', () => {
      // ₱39,900 a day at 66.5 PHP per euro is €600.
      expect(rateOf({ min: 3_990_000, currency: 'PHP', unit: 'day' })).toEqual({
        kind: 'rate',
        status: 'meets',
        text: 'your rate fits the range (≈ €600 per day at the rates of 20-11-2026)',
      });
      // ₹91,125 a day at 101.25 INR per euro is €900: €150 above €750.
      expect(rateOf({ min: 9_112_500, currency: 'INR', unit: 'day' })?.text).toBe(
        'your rate is above the range by ≈ €150 per day (≈ €900 per day at the rates of 20-11-2026)',
      );
    });

    it('compares other units through the stated factors and says which', () => {
      // €80 an hour is €640 a day at 8 h a day.
      expect(rateOf({ min: 8_000, currency: 'EUR', unit: 'hour' })).toEqual({
        kind: 'rate',
        status: 'meets',
        text: 'your rate fits the range (counting 8 h a day)',
      });
      // €100 an hour is €800 a day: €50 above.
      expect(rateOf({ min: 10_000, currency: 'EUR', unit: 'hour' })?.text).toBe(
        'your rate is above the range by ≈ €50 per day (counting 8 h a day)',
      );
      // €13,000 a month against a day rate: €650 a day at 20 days a month.
      expect(rateOf({ min: 1_300_000, currency: 'EUR', unit: 'month' })?.text).toBe('your rate fits the range (counting 20 days a month)');
      // An hourly rate in PHP against a yearly range in CHF: both conversions named.
      const yearly: FitJobTerms = { ...job, pay: { min: 7_000_000, max: 14_100_000, currency: 'CHF', unit: 'year' } };
      expect(rateOf({ min: 266_000, currency: 'PHP', unit: 'hour' }, yearly)?.text).toBe(
        'your rate fits the range (≈ CHF\u00a072,192 per year at the rates of 20-11-2026, counting 8 h a day, 20 days a month and 12 months a year)',
      );
    });

    it('says what is unknown instead of guessing', () => {
      expect(rateOf(null)).toEqual({
        kind: 'rate',
        status: 'unknown',
        text: 'add your expected rate to your profile to compare it with the range',
      });
      expect(rateOf(null, job, 'recruiter')?.text).toBe('no expected rate in the profile');
      expect(rateOf({ min: 100_000, currency: 'THB', unit: 'day' })).toEqual({
        kind: 'rate',
        status: 'unknown',
        text: 'no exchange rate from THB to EUR to compare the rate',
      });
      expect(rateOf({ min: 60_000, currency: 'EUR', unit: 'day' }, { ...job, pay: null })).toEqual({
        kind: 'rate',
        status: 'unknown',
        text: 'this role states no pay range',
      });
    });
  });

  describe('availability', () => {
    const availability = (terms: Partial<ProfileTerms>, jobTerms: Partial<FitJobTerms> = {}) =>
      line(explainFit({ ...job, ...jobTerms }, { ...pune, ...terms }, rates, TODAY).lines, 'availability');

    it('counts days and weeks before or after the start date', () => {
      expect(availability({ available_from: '2027-01-18' })).toEqual({
        kind: 'availability',
        status: 'meets',
        text: 'available on the start date',
      });
      expect(availability({ available_from: '2027-01-15' })?.text).toBe('available 3 days before the start');
      expect(availability({ available_from: '2027-01-17' })?.text).toBe('available 1 day before the start');
      expect(availability({ available_from: '2027-01-02' })?.text).toBe('available 2 weeks and 2 days before the start');
      expect(availability({ available_from: '2027-02-01' })).toEqual({
        kind: 'availability',
        status: 'misses',
        text: 'available 2 weeks after the start',
      });
    });

    it('reads a past day as today and a notice period from today', () => {
      expect(availability({ available_from: '2026-01-01' })?.text).toBe('available 7 weeks and 4 days before the start');
      // 26 Nov 2026 + 8 weeks = 21 Jan 2027: 3 days after 18 Jan.
      expect(availability({ available_from: null, notice_period_weeks: 8 })).toEqual({
        kind: 'availability',
        status: 'misses',
        text: 'available 3 days after the start',
      });
    });

    it('for a start as soon as possible, says now or from when', () => {
      expect(availability({ available_from: '2026-11-01' }, { start_date: null })).toEqual({
        kind: 'availability',
        status: 'meets',
        text: 'available now; the role starts as soon as possible',
      });
      expect(availability({ available_from: '2026-12-07' }, { start_date: null })).toEqual({
        kind: 'availability',
        status: 'partly',
        text: 'available from 07-12-2026; the role starts as soon as possible',
      });
    });

    it('adds fewer hours a week than the role asks', () => {
      expect(availability({ hours_per_week: 30 })).toEqual({
        kind: 'availability',
        status: 'partly',
        text: 'available 2 weeks before the start; 30 of the 40 h a week asked',
      });
    });

    it('asks for a day or a notice period when neither is known', () => {
      expect(availability({ available_from: null, notice_period_weeks: null })).toEqual({
        kind: 'availability',
        status: 'unknown',
        text: 'add when you are available (or your notice period) to your profile to compare it with the start',
      });
    });
  });

  describe('overlap with CET', () => {
    const overlap = (timeZone: string | null, jobTerms: Partial<FitJobTerms> = {}) =>
      line(explainFit({ ...job, ...jobTerms }, { ...pune, time_zone: timeZone }, rates, TODAY).lines, 'overlap');

    it('compares with what the role asks', () => {
      // Manila 09:00–18:00 is 02:00–11:00 in Berlin (winter): 2 h.
      expect(overlap('Asia/Manila')).toEqual({ kind: 'overlap', status: 'partly', text: '2 h overlap with CET (the role asks for 4 h)' });
      expect(overlap('Asia/Manila', { cet_overlap_hours: 2 })).toEqual({ kind: 'overlap', status: 'meets', text: '2 h overlap with CET' });
      expect(overlap('Europe/London', { cet_overlap_hours: null })).toEqual({
        kind: 'overlap',
        status: 'meets',
        text: '8 h overlap with CET',
      });
      expect(overlap('Pacific/Auckland')).toEqual({
        kind: 'overlap',
        status: 'misses',
        text: '0 h overlap with CET (the role asks for 4 h)',
      });
    });

    it('asks for a time zone, and does not guess one it does not know', () => {
      expect(overlap(null)).toEqual({
        kind: 'overlap',
        status: 'unknown',
        text: 'add your time zone to your profile to see your overlap with CET',
      });
      expect(overlap('Mars/Olympus_Mons')?.status).toBe('unknown');
    });

    it('is read on the start date when it is ahead, else today', () => {
      // 18 Jan 2027 is winter time: 4.5 h from India; a start on 5 Apr 2027 is summer time: 5.5 h.
      expect(overlap('Asia/Kolkata', { start_date: '2027-04-05' })?.text).toBe('5.5 h overlap with CET');
      // A start in the past is read today (26 Nov 2026, winter).
      expect(overlap('Asia/Kolkata', { start_date: '2026-06-01' })?.text).toBe('4.5 h overlap with CET');
    });
  });

  describe('country', () => {
    const country = (residence: string | null, who: 'candidate' | 'recruiter' = 'candidate', countries: string[] = ['IN', 'PH']) =>
      line(
        explainFit({ ...job, remote_countries: countries }, { ...pune, country_of_residence: residence }, rates, TODAY, { who }).lines,
        'country',
      );

    it('says where the candidate may work from, or where the role takes applicants from', () => {
      expect(country('PH')).toEqual({ kind: 'country', status: 'meets', text: 'you may work from Philippines' });
      expect(country('DE')).toEqual({
        kind: 'country',
        status: 'misses',
        text: 'this role takes applicants from India and Philippines, not Germany',
      });
      expect(country('DE', 'recruiter')?.text).toBe('lives in Germany; this role takes applicants from India and Philippines');
    });

    it('asks for the country of residence and says when the role names none', () => {
      expect(country(null)).toEqual({
        kind: 'country',
        status: 'unknown',
        text: 'add your country of residence to your profile: this role takes applicants from India and Philippines',
      });
      expect(country('IN', 'candidate', [])).toEqual({
        kind: 'country',
        status: 'unknown',
        text: 'this role names no countries applicants may work from',
      });
    });
  });

  it('with no terms at all, every line says what to add', () => {
    const fit = explainFit(job, null, rates, TODAY);
    expect(fit.lines.map((l) => l.status)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(fit.lines.every((l) => l.text.startsWith('add '))).toBe(true);
    expect(fitShortText(fit.facts)).toBe('0/5 skills · rate ? · CET ? · country ?');
  });
});

describe('cetOverlapMinutes', () => {
  it('India (+5:30, no DST): 4.5 h in CET winter, 5.5 h in CEST', () => {
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-01-18')).toBe(270);
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-07-01')).toBe(330);
  });

  it('changes on the last Sunday of March: Saturday 27 March is CET, Sunday 28 March 2027 CEST', () => {
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-03-27')).toBe(270);
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-03-28')).toBe(330);
    expect(cetOverlapMinutes('Asia/Manila', '2027-03-27')).toBe(120);
    expect(cetOverlapMinutes('Asia/Manila', '2027-03-28')).toBe(180);
  });

  it('changes back on the last Sunday of October: Saturday 30 October is CEST, Sunday 31 October 2027 CET', () => {
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-10-30')).toBe(330);
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-10-31')).toBe(270);
    // 2026: the last Sunday of October is the 25th.
    expect(cetOverlapMinutes('Asia/Kolkata', '2026-10-24')).toBe(330);
    expect(cetOverlapMinutes('Asia/Kolkata', '2026-10-25')).toBe(270);
  });

  it('follows the candidate’s own DST too: New York moves two weeks before Berlin', () => {
    // Winter: New York 09:00 is 15:00 in Berlin: 3 h.
    expect(cetOverlapMinutes('America/New_York', '2027-03-01')).toBe(180);
    // 14 March 2027 New York is on EDT, Berlin still on CET: 14:00–18:00, 4 h.
    expect(cetOverlapMinutes('America/New_York', '2027-03-15')).toBe(240);
    // From 28 March both are on summer time: 3 h again.
    expect(cetOverlapMinutes('America/New_York', '2027-03-29')).toBe(180);
  });

  it('a zone with both zones’ hours the same overlaps fully; 45-minute offsets stay exact', () => {
    expect(cetOverlapMinutes('Europe/Paris', '2027-03-28')).toBe(540);
    expect(cetOverlapMinutes('Europe/Berlin', '2027-10-31')).toBe(540);
    // Nepal +5:45: 09:00–18:00 is 04:15–13:15 in Berlin (winter): 4.25 h.
    expect(cetOverlapMinutes('Asia/Kathmandu', '2027-01-18')).toBe(255);
  });

  it('counts the candidate’s neighbouring day for zones far from CET, and none where nothing meets', () => {
    // Honolulu (−10): 09:00–18:00 is 20:00–05:00 in Berlin: nothing meets 09:00–18:00.
    expect(cetOverlapMinutes('Pacific/Honolulu', '2027-01-18')).toBe(0);
    // Tokyo (+9): 09:00–18:00 is 01:00–10:00 in Berlin: 1 h.
    expect(cetOverlapMinutes('Asia/Tokyo', '2027-01-18')).toBe(60);
    // Kiritimati (+14): the candidate's next-day morning is 20:00 in Berlin: nothing meets either.
    expect(cetOverlapMinutes('Pacific/Kiritimati', '2027-01-18')).toBe(0);
  });

  it('refuses a zone it does not know', () => {
    expect(cetOverlapMinutes('Nowhere/Special', '2027-01-18')).toBeNull();
  });
});

describe('helpers', () => {
  it('says the factors between units', () => {
    expect(unitFactorsText('hour', 'hour')).toBeNull();
    expect(unitFactorsText('day', 'hour')).toBe('8 h a day');
    expect(unitFactorsText('hour', 'month')).toBe('8 h a day and 20 days a month');
    expect(unitFactorsText('year', 'day')).toBe('20 days a month and 12 months a year');
  });

  it('writes spans of days and weeks', () => {
    expect(daySpanText(1)).toBe('1 day');
    expect(daySpanText(13)).toBe('13 days');
    expect(daySpanText(14)).toBe('2 weeks');
    expect(daySpanText(22)).toBe('3 weeks and 1 day');
  });

  it('orders by required skills met, then the other lines', () => {
    const base = explainFit(job, pune, rates, TODAY).facts;
    const fewer = explainFit(job, { ...pune, skills: pune.skills.slice(1) }, rates, TODAY).facts;
    const elsewhere = explainFit(job, { ...pune, country_of_residence: 'DE' }, rates, TODAY).facts;
    expect(fitOrder(base)).toBeGreaterThan(fitOrder(elsewhere));
    expect(fitOrder(elsewhere)).toBeGreaterThan(fitOrder(fewer));
  });
});
