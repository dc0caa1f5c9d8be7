import { describe, expect, it } from 'vitest';
import { candidateProfile } from '@/test/profile';
import { initialFields } from './initial-values';

const profile = candidateProfile({
  PrimaryMobileNo: '9876543210',
  PrimaryMobileNoVerified: 'YES',
  PrimaryMobileNoCode: '+91',
  PresentAddress: '12 MG Road, Bengaluru 560001',
  PermanentAddress: '12 MG Road, Bengaluru 560001',
  WebsiteLink: 'https://priya.dev',
  LinkedinProfile: 'https://www.linkedin.com/in/priya',
  JobTitle: 'Azure Engineer',
  Company: 'Contoso Ltd',
  ExperienceDuration: '01-06-2021 - Present',
  KeyAchievements: 'Moved 40 workloads',
  Degree: 'B.Tech Computer Science',
  Institute: 'Indian Institute of Science',
  EducationalDuration: '01-07-2014 - 30-06-2018',
  Specialization: 'Computer Science',
});

describe('the form is pre-filled from the profile (APP-1)', () => {
  it('maps every profile section onto the form', () => {
    expect(initialFields('standard', null, profile, null)).toMatchObject({
      first_name: 'Priya',
      mobiles: [{ code: '+91', number: '9876543210' }],
      linkedin_profile: 'https://www.linkedin.com/in/priya',
      additional_links: [{ url: 'https://priya.dev' }],
      same_as_present: true,
      experience: [{ job_title: 'Azure Engineer', company: 'Contoso Ltd', start_date: '01-06-2021', end_date: 'Present', current: true }],
      education: [{ degree: 'bachelors', institution: 'Indian Institute of Science', start_year: '2014', end_year: '2018' }],
      certifications: [],
    });
  });

  it('an empty profile leaves repeatable sections empty; a draft wins over the profile, in the mode of the link followed', () => {
    const blank = { ...profile, JobTitle: '', Company: '', Degree: '', Institute: '', WebsiteLink: '' };
    expect(initialFields('standard', null, blank, null)).toMatchObject({ experience: [], education: [], additional_links: [] });
    const draft = { ...initialFields('standard', null, blank, null), first_name: 'Draft' };
    expect(initialFields('linkedin', draft, profile, null)).toMatchObject({ first_name: 'Draft', mode: 'linkedin' });
    expect(initialFields('standard', null, null, { first_name: 'Priya', last_name: 'S' })).toMatchObject({
      first_name: 'Priya',
      mobiles: [{ code: '', number: '' }],
    });
  });
});
