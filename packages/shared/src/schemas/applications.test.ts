import { describe, expect, it } from 'vitest';
import { messagesByField } from './test-support.js';
import { APPLICATION_MESSAGES as A, RECRUITER_MESSAGES as R } from '../application-messages.js';
import { FIELD_MESSAGES as M } from '../messages.js';
import {
  applicationDetails,
  applicationDraftSchema,
  applicationFileIssue,
  applicationFormSchema,
  isLinkedInUrl,
  submitApplicationSchema,
  type ApplicationFields,
} from './applications.js';
import { jobInputSchema } from './recruiter.js';

const messages = messagesByField;

const cv = { id: '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', name: 'cv.pdf', size: 1200 };
const empty: ApplicationFields = {
  mode: 'standard',
  cv_files: [],
  photo_files: [],
  first_name: '',
  last_name: '',
  mobiles: [{ code: '', number: '' }],
  linkedin_profile: '',
  additional_links: [],
  present_address: '',
  permanent_address: '',
  same_as_present: false,
  experience: [],
  education: [],
  certifications: [],
};
const valid: ApplicationFields = {
  ...empty,
  cv_files: [cv],
  first_name: 'Priya',
  last_name: 'Sharma',
  mobiles: [{ code: '+91', number: '9876543210' }],
  present_address: '12 MG Road, Bengaluru 560001',
  same_as_present: true,
};

/** The API's submit schema on a fixed "now" (June 2026; its rules' own "today" is tested in the API). */
const submitSchema = submitApplicationSchema(() => new Date('2026-06-10T12:00:00.000Z'));

describe('application drafts (APP-4)', () => {
  it('store half-filled work without the submit rules', () => {
    expect(applicationDraftSchema.safeParse(empty).success).toBe(true);
    expect(
      applicationDraftSchema.safeParse({
        ...empty,
        experience: [{ job_title: 'x', company: '', start_date: '', end_date: '', current: false, key_achievements: '' }],
      }).success,
    ).toBe(true);
  });

  it('refuse unknown fields and unbounded lists', () => {
    expect(messages(applicationDraftSchema, { ...empty, salary: 1 })).toHaveProperty('_');
    expect(applicationDraftSchema.safeParse({ ...empty, additional_links: Array.from({ length: 11 }, () => ({ url: '' })) }).success).toBe(
      false,
    );
  });
});

describe('application submit rules (APP-5: a CV and the profile rules)', () => {
  it('a complete application passes', () => {
    expect(messages(applicationFormSchema, valid)).toEqual({});
    expect(messages(submitSchema, { ...valid, job_id: 1001 })).toEqual({});
  });

  it('an empty form reports every field with APP-5 messages', () => {
    expect(messages(applicationFormSchema, empty)).toEqual({
      cv_files: [A.cvRequired],
      first_name: [M.firstNameRequired],
      last_name: [M.lastNameRequired],
      'mobiles.0.number': [M.primaryMobileRequired],
      'mobiles.0.code': [M.primaryMobileCodeRequired],
      present_address: [M.presentAddressRequired],
      permanent_address: [M.permanentAddressRequired],
    });
  });

  it('Apply with LinkedIn needs a LinkedIn profile link instead of a CV', () => {
    const linkedin = { ...valid, mode: 'linkedin' as const, cv_files: [] };
    expect(messages(applicationFormSchema, linkedin)).toEqual({ linkedin_profile: [A.linkedinRequired] });
    expect(messages(applicationFormSchema, { ...linkedin, linkedin_profile: 'https://example.com/me' })).toEqual({
      linkedin_profile: [A.linkedinInvalid],
    });
    expect(messages(applicationFormSchema, { ...linkedin, linkedin_profile: 'https://in.linkedin.com/in/priya' })).toEqual({});
    expect(isLinkedInUrl('https://evil-linkedin.com/in/x')).toBe(false);
  });

  it('extra mobile numbers follow the secondary pair rule; links must be web addresses', () => {
    const v = {
      ...valid,
      mobiles: [valid.mobiles[0]!, { code: '', number: '' }, { code: '+44', number: '' }, { code: '', number: '123' }],
      additional_links: [{ url: '' }, { url: 'javascript:alert(1)' }],
    };
    expect(messages(applicationFormSchema, v)).toEqual({
      'mobiles.2.number': [A.mobileRequired],
      'mobiles.3.code': [A.mobileCodeRequired],
      'mobiles.3.number': [A.mobileTenDigits],
      'additional_links.1.url': [A.linkInvalid],
    });
  });

  it('experience, education and certification entries use the profile rules', () => {
    const v = {
      ...valid,
      experience: [
        { job_title: 'A', company: 'Acme', start_date: '01-01-2024', end_date: '01-01-2023', current: false, key_achievements: 'short' },
      ],
      education: [{ degree: '' as const, institution: 'IIT', start_year: '2020', end_year: '2016', specialization: 'CS' }],
      certifications: [
        { course: 'aws' as const, institution: 'AWS', start_date: '', end_date: '02-02-2024', specialization: 'Solutions Architect' },
      ],
    };
    expect(messages(applicationFormSchema, v)).toEqual({
      'experience.0.job_title': ['Job title must be at least 2 characters'],
      'experience.0.company': ['Company must be at least 5 characters'],
      'experience.0.key_achievements': [M.keyAchievementsMin],
      'experience.0.start_date': [M.startAfterEnd],
      'experience.0.end_date': [M.endBeforeStart],
      'education.0.degree': [A.degreeRequired],
      'education.0.institution': ['Institution must be at least 10 characters'],
      'education.0.specialization': ['Specialization must be at least 3 characters'],
      'education.0.start_year': [A.startYearAfterEnd],
      'certifications.0.start_date': [M.startDateRequired],
    });
  });

  it('the current job ends Present and needs no end date', () => {
    const experience = [
      { job_title: 'Azure Engineer', company: 'Contoso Ltd', start_date: '01-06-2021', end_date: '', current: true, key_achievements: '' },
    ];
    const parsed = submitSchema.parse({ ...valid, job_id: 7, experience });
    const details = applicationDetails(parsed, 'priya@example.in');
    expect(details.experience[0]?.end_date).toBe('Present');
    expect(details.permanent_address).toBe(valid.present_address);
    expect(details.email).toBe('priya@example.in');
  });
});

describe('recruiter job input (REC-4)', () => {
  const job = {
    job_title: 'Azure Architect',
    department: 'Cloud',
    category: 'Microsoft Cloud',
    job_type: 'Freelance',
    is_remote: true,
    location: 'Remote (India)',
    closing_date: '',
    job_description: '<p>Design and run Azure landing zones for European clients, remotely.</p>',
    // PUB-18: a remote role names the countries applicants may work from.
    remote_countries: ['IN'],
  };
  it('accepts a complete posting; an empty closing date means open-ended', () => {
    expect(jobInputSchema.parse(job).closing_date).toBeNull();
    expect(jobInputSchema.parse({ ...job, closing_date: '2030-01-31' }).closing_date).toBe('2030-01-31');
  });
  it('reports each missing field', () => {
    expect(
      messages(jobInputSchema, {
        ...job,
        job_title: '',
        category: '',
        job_type: '',
        closing_date: '2030-02-30',
        job_description: '<p></p>',
      }),
    ).toEqual({
      job_title: ['Job title is required'],
      category: ['Category is required'],
      job_type: ['Job type is required'],
      closing_date: ['Closing date must be a date in the form yyyy-MM-dd'],
      job_description: [R.descriptionRequired],
    });
    expect(messages(jobInputSchema, { ...job, job_description: '<p>Too short</p>' })).toEqual({ job_description: [R.descriptionMin] });
  });
});

describe('application upload slots, checked in the browser first (APP-3)', () => {
  it('CV: .pdf/.doc/.docx up to 5 MB; photo: .jpg/.jpeg/.png up to 2 MB', () => {
    expect(applicationFileIssue('cv', { name: 'CV.PDF', size: 5 * 1024 * 1024 })).toBeNull();
    expect(applicationFileIssue('cv', { name: 'cv.docx', size: 5 * 1024 * 1024 + 1 })).toBe(A.cvSize);
    expect(applicationFileIssue('cv', { name: 'cv.txt', size: 10 })).toBe(A.cvType);
    expect(applicationFileIssue('photo', { name: 'me.jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(applicationFileIssue('photo', { name: 'me.png', size: 2 * 1024 * 1024 + 1 })).toBe(A.photoSize);
    expect(applicationFileIssue('photo', { name: 'me.gif', size: 10 })).toBe(A.photoType);
    expect(applicationFileIssue('photo', { name: 'me.png', size: 0 })).toBe(A.fileEmpty);
  });
});
