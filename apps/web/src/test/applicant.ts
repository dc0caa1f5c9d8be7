import { applicationTimeline, type Applicant, type ApplicationStatus } from '@careers/shared';

/**
 * An applicant as the recruiter API answers it: Priya Sharma, applied with LinkedIn on 2 March 2026, at
 * `status` with that one step before it, unrated, no interview; `details` and the rest as `overrides` say.
 */
export const sampleApplicant = (
  id: number,
  status: ApplicationStatus,
  { details, ...overrides }: Partial<Omit<Applicant, 'details'>> & { details?: Partial<Applicant['details']> } = {},
): Applicant => ({
  application_id: id,
  status,
  mode: 'linkedin',
  dateApplied: '2026-03-02T09:00:00.000Z',
  applicationSteps: applicationTimeline(status, [{ status: 'applied', at: '2026-03-02T09:00:00.000Z' }]),
  screening_answers: [],
  does_not_meet: [],
  source: 'direct',
  source_label: 'direct',
  referred_by: null,
  details: {
    first_name: 'Priya',
    last_name: 'Sharma',
    email: 'priya@example.in',
    mobiles: [{ code: '+91', number: '9876543210' }],
    linkedin_profile: '',
    additional_links: [],
    present_address: 'Pune',
    permanent_address: 'Pune',
    experience: [],
    education: [],
    certifications: [],
    ...details,
  },
  files: [],
  rating: { average: null, count: 0 },
  interview: null,
  ...overrides,
});
