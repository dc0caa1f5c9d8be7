import { describe, expect, it } from 'vitest';
import { messagesByField } from './schemas/test-support.js';
import { jobInputSchema } from './schemas/recruiter.js';
import { payRangeSchema } from './schemas/jobs.js';
import { JOB_TERMS_MESSAGES as T } from './job-terms-messages.js';
import { COUNTRY_CODES, TARGET_COUNTRIES, countryOptions } from './countries.js';
import { formatEligibility, formatEngagement, formatPayRange, minorToMajorText, parseMajorAmount } from './job-terms.js';
import { SKILLS, findSkill, searchSkills } from './skills-catalogue.js';
import { countryName } from './country-names.js';

const validJob = {
  job_title: 'Azure Landing Zone Architect',
  department: 'Cloud Engineering',
  category: 'Microsoft Cloud',
  job_type: 'Freelance',
  is_remote: true,
  location: 'Remote (India)',
  closing_date: '',
  job_description: '<p>Design and run Azure landing zones for European clients, fully remote, with a team.</p>',
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: '2027-01-05',
  duration_months: 6,
  hours_per_week: 40,
  remote_countries: ['IN', 'PH'],
  cet_overlap_hours: 4,
  skills_required: ['azure-landing-zones', 'bicep', 'azure-policy'],
  skills_nice: [],
};

describe('skills catalogue (PUB-18)', () => {
  it('has unique slug ids and unique names and aliases', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(60);
    expect(SKILLS.length).toBeLessThanOrEqual(120);
    for (const skill of SKILLS) expect(skill.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
    const names = SKILLS.flatMap((s) => [s.name, ...s.aliases].map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a skill by name or alias, in any case', () => {
    for (const alias of ['M365', 'o365', 'Office 365', ' microsoft  365 ']) expect(findSkill(alias)?.name).toBe('Microsoft 365');
    for (const alias of ['AAD', 'Azure AD', 'azure active directory']) expect(findSkill(alias)?.name).toBe('Microsoft Entra ID');
    expect(findSkill('intune')?.id).toBe('intune');
    expect(findSkill('AVD')?.name).toBe('Azure Virtual Desktop');
    expect(findSkill('Cobol')).toBeUndefined();
  });

  it('searches by the start of a name or alias, exact matches first', () => {
    expect(searchSkills('aad')[0]?.name).toBe('Microsoft Entra ID');
    expect(searchSkills('defender').map((s) => s.id)).toContain('defender-endpoint');
    expect(searchSkills('zzz')).toEqual([]);
  });
});

describe('pay (PUB-18)', () => {
  it('formats a range with Intl and unit words', () => {
    expect(formatPayRange({ min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' })).toBe('€600–750 per day');
    expect(formatPayRange({ min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' }, { style: 'short' })).toBe('€600–750 / day');
    expect(formatPayRange({ min: 90_000, max: 110_000, currency: 'CHF', unit: 'day' })).toBe('CHF\u00a0900–1,100 per day'); // Intl keeps the code with its amount
    expect(formatPayRange({ min: 6_550, max: 6_550, currency: 'GBP', unit: 'hour' })).toBe('£65.50 per hour');
    expect(formatPayRange({ min: 9_000_000, max: 12_000_000, currency: 'USD', unit: 'year' })).toBe('$90,000–120,000 per year');
  });

  it('converts typed major units to minor units without floats', () => {
    expect(parseMajorAmount('600', 'EUR')).toBe(60_000);
    expect(parseMajorAmount('1,250.5', 'EUR')).toBe(125_050);
    expect(parseMajorAmount('0.29', 'EUR')).toBe(29);
    expect(parseMajorAmount('1.234', 'EUR')).toBeNull();
    expect(parseMajorAmount('-5', 'EUR')).toBeNull();
    expect(parseMajorAmount('abc', 'EUR')).toBeNull();
    expect(minorToMajorText(125_050, 'EUR')).toBe('1250.50');
    expect(minorToMajorText(60_000, 'EUR')).toBe('600');
    expect(minorToMajorText(5, 'EUR')).toBe('0.05');
  });

  it('refuses a range whose max is below its min, floats and unknown currencies', () => {
    expect(messagesByField(payRangeSchema, { min: 75_000, max: 60_000, currency: 'EUR', unit: 'day' })).toEqual({
      max: [T.payMaxBelowMin],
    });
    expect(messagesByField(payRangeSchema, { min: 600.5, max: undefined, currency: 'XXX', unit: 'week' })).toEqual({
      min: [T.payAmountInvalid],
      max: [T.payMaxRequired],
      currency: [T.payCurrencyInvalid],
      unit: [T.payUnitInvalid],
    });
  });
});

describe('countries and engagement (PUB-18)', () => {
  it('lists every ISO 3166-1 country with the target countries first', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    const options = countryOptions();
    expect(options.slice(0, TARGET_COUNTRIES.length).map((o) => o.code)).toEqual([...TARGET_COUNTRIES]);
    expect(options).toHaveLength(249);
    expect(countryName('PH')).toBe('Philippines');
    expect(formatEligibility(['IN', 'PH', 'VN'])).toBe('You may work from India, Philippines, and Vietnam');
    expect(formatEligibility([])).toBeNull();
  });

  it('formats the engagement', () => {
    expect(formatEngagement({ start_date: '2027-01-05', duration_months: 6, hours_per_week: 40 })).toBe(
      'From 05-01-2027 · 6 months · 40 h/week',
    );
    expect(formatEngagement({ start_date: '2027-01-05', duration_months: null, hours_per_week: null })).toBe(
      'From 05-01-2027 · open-ended',
    );
    expect(formatEngagement({ start_date: null, duration_months: null, hours_per_week: 40 })).toBe('Open-ended · 40 h/week');
    expect(formatEngagement({ start_date: null, duration_months: null, hours_per_week: null })).toBeNull();
  });
});

describe('job input terms (REC-4, PUB-18)', () => {
  it('accepts a complete job and a job from a client without terms', () => {
    expect(jobInputSchema.safeParse(validJob).success).toBe(true);
    const TERMS = [
      'pay',
      'start_date',
      'duration_months',
      'hours_per_week',
      'remote_countries',
      'cet_overlap_hours',
      'skills_required',
      'skills_nice',
    ];
    const bare = Object.fromEntries(Object.entries(validJob).filter(([key]) => !TERMS.includes(key)));
    const parsed = jobInputSchema.parse({ ...bare, is_remote: false });
    expect(parsed).toMatchObject({ pay: null, start_date: null, duration_months: null, remote_countries: [], skills_required: [] });
  });

  it('gives each field its message', () => {
    expect(
      messagesByField(jobInputSchema, {
        ...validJob,
        start_date: '2027-02-30',
        duration_months: 0,
        hours_per_week: 61,
        remote_countries: [],
        cet_overlap_hours: 9,
        skills_required: ['cobol'],
      }),
    ).toEqual({
      start_date: [T.startDateInvalid],
      duration_months: [T.durationInvalid],
      hours_per_week: [T.hoursPerWeekInvalid],
      remote_countries: [T.countriesRequired],
      cet_overlap_hours: [T.cetOverlapInvalid],
      'skills_required.0': [T.skillInvalid],
    });
    expect(messagesByField(jobInputSchema, { ...validJob, remote_countries: [], skills_nice: ['bicep'] })).toEqual({
      remote_countries: [T.countriesRequired],
      skills_nice: [T.skillsRequiredAndNice],
    });
    expect(messagesByField(jobInputSchema, { ...validJob, remote_countries: ['XX'] })).toEqual({
      'remote_countries.0': [T.countryInvalid],
    });
  });
});
