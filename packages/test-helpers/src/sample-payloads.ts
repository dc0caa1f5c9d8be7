import type { ApplicationFields, JobInput, ParsedOfferInput, ProfileTerms } from '@careers/shared';

/** A complete job posting as a recruiter sends it (REC-4), for tests and the API fuzzer. */
export const sampleJobInput = (overrides: Partial<JobInput> = {}): JobInput => ({
  job_title: 'Azure Landing Zone Architect',
  department: 'Cloud Engineering',
  category: 'Microsoft Cloud',
  job_type: 'Freelance',
  is_remote: true,
  location: 'Remote (India)',
  closing_date: '',
  job_description: '<h2>About the role</h2><p>Design and run Azure landing zones for European clients, fully remote.</p>',
  // PUB-18's terms: €600–750 per day, from India or the Philippines (a pay range is required to publish, REC-24).
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: '',
  duration_months: 6,
  hours_per_week: 40,
  remote_countries: ['IN', 'PH'],
  cet_overlap_hours: 4,
  skills_required: ['azure-landing-zones', 'bicep', 'azure-policy'],
  skills_nice: ['terraform'],
  ...overrides,
});

/** A complete application form in Apply with LinkedIn mode (no upload needed), for tests and the API fuzzer. */
export const sampleApplicationFields = (overrides: Partial<ApplicationFields> = {}): ApplicationFields => ({
  mode: 'linkedin',
  cv_files: [],
  photo_files: [],
  first_name: 'Priya',
  last_name: 'Sharma',
  mobiles: [{ code: '+91', number: '9876543210' }],
  linkedin_profile: 'https://www.linkedin.com/in/priya-sharma',
  additional_links: [{ url: 'https://github.com/priya' }],
  present_address: '12 MG Road, Bengaluru 560001',
  permanent_address: '',
  same_as_present: true,
  screening_answers: {},
  experience: [
    {
      job_title: 'Azure Engineer',
      company: 'Contoso Ltd',
      start_date: '01-06-2021',
      end_date: '',
      current: true,
      key_achievements: 'Moved 40 workloads to Azure',
    },
  ],
  education: [
    {
      degree: 'bachelors',
      institution: 'Indian Institute of Science',
      start_year: '2014',
      end_year: '2018',
      specialization: 'Computer Science',
    },
  ],
  certifications: [
    {
      course: 'azure',
      institution: 'Microsoft',
      start_date: '01-02-2022',
      end_date: '01-02-2025',
      specialization: 'Azure Solutions Architect',
    },
  ],
  ...overrides,
});

/**
 * PRO-20: a candidate's profile terms with every field stated (Priya: Entra ID for 6 years, Intune, INR 8,000
 * an hour in paise, from 1 July 2026, 30 h a week, 4 weeks' notice, living in India), for the API and web tests.
 */
export const sampleProfileTerms = (overrides: Partial<ProfileTerms> = {}): ProfileTerms => ({
  skills: [
    { skill: 'entra-id', years: 6 },
    { skill: 'intune', years: null },
  ],
  expected_rate: { min: 800_000, currency: 'INR', unit: 'hour' },
  available_from: '2026-07-01',
  hours_per_week: 30,
  notice_period_weeks: 4,
  country_of_residence: 'IN',
  time_zone: 'Asia/Kolkata',
  ...overrides,
});

/** A valid mobile number (national digits) for a dialling code's main country (docs/decisions/039), for seeding. */
export const SAMPLE_MOBILES: Readonly<Record<string, string>> = {
  '+1': '2015550123',
  '+33': '612345678',
  '+39': '3123456789',
  '+44': '7400123456',
  '+49': '15123456789',
  '+61': '412345678',
  '+63': '9171234567',
  '+65': '81234567',
  '+81': '9012345678',
  '+84': '912345678',
  '+91': '9876543210',
  '+971': '501234567',
};

/**
 * REC-33: an engagement offer as the recruiter's form sends it: €650 a day (inside the sample job's
 * €600–750 range), starting 1 July 2026, open until Friday 19 June 2026 at 18:00 in Zurich; `overrides`
 * change any field. Every field is present (as the server reads it), so a test of the sent offer can
 * spread it too.
 */
export const sampleOfferInput = (overrides: Partial<ParsedOfferInput> = {}): ParsedOfferInput => ({
  role: 'Senior Cloud Engineer',
  engagement: 'freelance',
  rate: { amount: 65_000, currency: 'EUR', unit: 'day' },
  start_date: '2026-07-01',
  end_date: null,
  duration_months: 6,
  hours_per_week: 40,
  workplace: 'remote',
  place: null,
  notice_terms: 'Either side may end the engagement with 14 days’ written notice.',
  expires_at: '2026-06-19T18:00',
  expires_time_zone: 'Europe/Zurich',
  confirm_outside_range: false,
  ...overrides,
});
