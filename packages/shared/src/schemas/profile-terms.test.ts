import { describe, expect, it } from 'vitest';
import { PROFILE_TERMS_MESSAGES as T } from '../profile-terms-messages.js';
import { RATE_UNIT_HOURS, rateBoundIn } from '../rate-units.js';
import { findSkill } from '../skills-catalogue.js';
import { canonicalTimeZone, formatUtcOffset, timeZoneOffsetMinutes, timeZoneOptions } from '../time-zones.js';
import { cetOverlapMinutes } from '../fit.js';
import { EMPTY_PROFILE_TERMS, profileTermsFormSchema, profileTermsSchema } from './profile-terms.js';
import { messagesByField } from './test-support.js';

const manila = {
  skills: [
    { skill: 'entra-id', years: 6 },
    { skill: 'microsoft-365', years: 0 },
    { skill: 'intune', years: null },
  ],
  expected_rate: { min: 3_000_000, currency: 'PHP', unit: 'day' },
  available_from: '2027-02-01',
  hours_per_week: 40,
  notice_period_weeks: 2,
  country_of_residence: 'PH',
  time_zone: 'Asia/Manila',
};

describe('profile terms (PRO-20)', () => {
  it('takes skills found by alias, a PHP rate in minor units, availability, country and zone', () => {
    expect(findSkill('AAD')?.id).toBe('entra-id');
    expect(findSkill('m365')?.id).toBe('microsoft-365');
    expect(profileTermsSchema.parse(manila)).toEqual(manila);
  });

  it('reads fields left out and empty texts as not said; the form’s empty rate amount as no rate', () => {
    expect(profileTermsSchema.parse({})).toEqual(EMPTY_PROFILE_TERMS);
    expect(profileTermsFormSchema.parse({ expected_rate: { min: Number.NaN, currency: 'INR', unit: 'day' } }).expected_rate).toBeNull();
    expect(messagesByField(profileTermsFormSchema, { expected_rate: { min: -1, currency: 'INR', unit: 'day' } })).toEqual({
      'expected_rate.min': [T.rateAmountInvalid],
    });
    expect(messagesByField(profileTermsSchema, { hours_per_week: Number.NaN })).toEqual({ hours_per_week: [T.hoursPerWeekInvalid] });
    expect(
      profileTermsSchema.parse({
        skills: [{ skill: 'intune', years: null }],
        available_from: '',
        hours_per_week: null,
        notice_period_weeks: '',
        country_of_residence: '',
        time_zone: '',
      }),
    ).toEqual({ ...EMPTY_PROFILE_TERMS, skills: [{ skill: 'intune', years: null }] });
  });

  it('names each wrong field with its message', () => {
    expect(
      messagesByField(profileTermsSchema, {
        skills: [
          { skill: 'cobol-on-mars', years: 2 },
          { skill: 'intune', years: 51 },
          { skill: 'intune', years: 1.5 },
        ],
        expected_rate: { min: 0, currency: 'JPY', unit: 'week' },
        available_from: '2027-02-30',
        hours_per_week: 61,
        notice_period_weeks: 27,
        country_of_residence: 'XX',
        time_zone: 'Mars/Olympus_Mons',
      }),
    ).toEqual({
      'skills.0.skill': [T.skillInvalid],
      'skills.1.years': [T.yearsInvalid],
      'skills.2.years': [T.yearsInvalid],
      'expected_rate.min': [T.rateAmountInvalid],
      'expected_rate.currency': [T.rateCurrencyInvalid],
      'expected_rate.unit': [T.rateUnitInvalid],
      available_from: [T.availableFromInvalid],
      hours_per_week: [T.hoursPerWeekInvalid],
      notice_period_weeks: [T.noticeInvalid],
      country_of_residence: [T.countryInvalid],
      time_zone: [T.timeZoneInvalid],
    });
  });

  it('refuses a missing rate amount, floats, too large amounts, too many skills and unknown fields', () => {
    expect(messagesByField(profileTermsSchema, { expected_rate: { min: Number.NaN, currency: 'EUR', unit: 'day' } })).toEqual({
      'expected_rate.min': [T.rateAmountRequired],
    });
    expect(messagesByField(profileTermsSchema, { expected_rate: { min: 600.5, currency: 'EUR', unit: 'day' } })).toEqual({
      'expected_rate.min': [T.rateAmountInvalid],
    });
    expect(messagesByField(profileTermsSchema, { expected_rate: { min: 100_000_000_001, currency: 'EUR', unit: 'day' } })).toEqual({
      'expected_rate.min': [T.rateAmountTooLarge],
    });
    expect(messagesByField(profileTermsSchema, { skills: [{ skill: 'intune' }, { skill: 'intune', years: 2 }] })).toEqual({
      'skills.1.skill': [T.skillDuplicate],
    });
    const many = Array.from({ length: 31 }, () => ({ skill: 'intune', years: null }));
    expect(messagesByField(profileTermsSchema, { skills: many }).skills).toEqual([T.skillsTooMany]);
    expect(profileTermsSchema.safeParse({ ...manila, salary: 1 }).success).toBe(false);
  });

  it('keeps a zone as chosen, spelt as Intl spells it', () => {
    expect(profileTermsSchema.parse({ time_zone: 'asia/manila' }).time_zone).toBe('Asia/Manila');
    expect(profileTermsSchema.parse({ time_zone: 'Asia/Kolkata' }).time_zone).toBe('Asia/Kolkata');
    expect(profileTermsSchema.parse({ time_zone: 'UTC' }).time_zone).toBe('UTC');
    expect(canonicalTimeZone('Nowhere/Town')).toBeNull();
  });
});

describe('time zones and CET overlap (PRO-20, REC-10)', () => {
  it('reads offsets and shows them as UTC±hh:mm', () => {
    expect(timeZoneOffsetMinutes('Asia/Kolkata', new Date('2027-01-15T12:00:00Z'))).toBe(330);
    expect(timeZoneOffsetMinutes('America/New_York', new Date('2027-07-15T12:00:00Z'))).toBe(-240);
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(-240)).toBe('UTC−04:00');
    expect(formatUtcOffset(0)).toBe('UTC');
  });

  it('the talent filter and the fit count the same overlap: a 09:00–18:00 day inside Central European working hours, summer time included', () => {
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-01-15')).toBe(270); // the "4.5 h overlap with CET"
    expect(cetOverlapMinutes('Asia/Kolkata', '2027-07-15')).toBe(330);
    expect(cetOverlapMinutes('Asia/Manila', '2027-01-15')).toBe(120);
    expect(cetOverlapMinutes('Asia/Manila', '2027-07-15')).toBe(180);
    expect(cetOverlapMinutes('Europe/Warsaw', '2027-01-15')).toBe(540);
    expect(cetOverlapMinutes('Europe/London', '2027-01-15')).toBe(480);
    expect(cetOverlapMinutes('America/Los_Angeles', '2027-01-15')).toBe(0);
    expect(cetOverlapMinutes('Pacific/Kiritimati', '2027-01-15')).toBe(0);
  });

  it('lists every zone by offset with its label', () => {
    const options = timeZoneOptions(new Date('2027-01-15T12:00:00Z'));
    const manilaOption = options.find((o) => o.zone === 'Asia/Manila');
    expect(manilaOption?.label).toBe('Asia/Manila (UTC+08:00)');
    expect(options.some((o) => o.zone === 'UTC')).toBe(true);
    expect(options.map((o) => o.offset)).toEqual([...options.map((o) => o.offset)].sort((a, b) => a - b));
  });
});

describe('rate units (docs/decisions/042)', () => {
  it('compares at 8 hours a day, 20 days a month, 12 months a year, rounding down', () => {
    expect(RATE_UNIT_HOURS).toEqual({ hour: 1, day: 8, month: 160, year: 1920 });
    expect(rateBoundIn(60_000, 'day', 'hour')).toBe(7_500);
    expect(rateBoundIn(60_000, 'day', 'month')).toBe(1_200_000);
    expect(rateBoundIn(1_000_001, 'month', 'day')).toBe(50_000);
    expect(rateBoundIn(7_999, 'day', 'hour')).toBe(999);
  });
});
