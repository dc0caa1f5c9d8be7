import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesByField } from './test-support.js';
import { FIELD_MESSAGES as M } from '../messages.js';
import { PROFILE_MESSAGES as P } from '../profile-messages.js';
import { formatDate } from '../format-date.js';
import { uploadFileIssue, uploadUrl } from '../uploads.js';
import {
  educationFormSchema,
  experienceFormSchema,
  getOtpSchema,
  personalDetailsSchema,
  updateUserDetailsSchema,
  verifyMobileSchema,
} from './profile.js';

const messages = messagesByField;
/** The PATCH body's schema on this test's (faked) system time. */
const updateUserDetails = updateUserDetailsSchema(() => new Date());

const personal = { first_name: 'Priya', last_name: 'Sharma', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' };
// "Today" is a fixed local noon (a Wednesday in June 2026), so no date rule changes its answer at midnight
// between working out a date here and checking it in the schema.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 10, 12, 0));
});
afterAll(() => vi.useRealTimers());

const daysFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return formatDate(d);
};

describe('profile names (PRO-6, docs/decisions/006)', () => {
  it('accepts names in Indian and Southeast Asian scripts with their combining marks', () => {
    for (const [first_name, last_name] of [
      ['प्रिया', 'शर्मा'],
      ['தமிழ்', 'செல்வி'],
      ['অনন্যা', 'দাস'],
      ['Nguyễn', 'Thị'],
      ['สมชาย', 'ใจดี'],
    ]) {
      expect(messages(personalDetailsSchema, { ...personal, first_name, last_name }), first_name).toEqual({});
    }
  });

  it("accepts every name sign-up accepts, and refuses digits and markup with PRO-6's text", () => {
    expect(messages(personalDetailsSchema, { ...personal, first_name: "D'Souza", last_name: 'Smith-Jones' })).toEqual({});
    expect(messages(personalDetailsSchema, { ...personal, first_name: 'R2D2', last_name: '<b>x</b>' })).toEqual({
      first_name: [M.firstNameLetters],
      last_name: [M.lastNameLetters],
    });
    expect(messages(personalDetailsSchema, { ...personal, first_name: 'x'.repeat(51) })).toEqual({ first_name: [M.firstNameMax] });
  });
});

describe('PATCH /api/user-details payload', () => {
  it('validates the named section with the dialog rules', () => {
    expect(messages(updateUserDetails, { section: 'personal', ...personal, PrimaryMobileNoCode: '' })).toEqual({
      PrimaryMobileNoCode: [M.primaryMobileCodeRequired],
    });
    expect(messages(updateUserDetails, { section: 'personal', ...personal, SecondaryMobileNo: '1234567890' })).toEqual({
      SecondaryMobileNoCode: [M.secondaryMobileCodeRequired],
    });
    expect(messages(updateUserDetails, { section: 'address', PresentAddress: '', PermanentAddress: 'short' })).toEqual({
      PresentAddress: [M.presentAddressRequired],
      PermanentAddress: [M.permanentAddressMin],
    });
    expect(messages(updateUserDetails, { section: 'social', WebsiteLink: '', LinkedinProfile: '' })).toEqual({});
  });

  it('refuses fields of another section and unknown sections', () => {
    expect(
      updateUserDetails.safeParse({
        section: 'address',
        PresentAddress: '12 MG Road, Pune',
        PermanentAddress: '12 MG Road, Pune',
        Degree: 'BSc',
      }).success,
    ).toBe(false);
    expect(updateUserDetails.safeParse({ section: 'resume' }).success).toBe(false);
  });

  it("checks durations as one text, with 'Present' only for experience", () => {
    const experience = { section: 'experience', JobTitle: 'Azure Architect', Company: 'Contoso AG', KeyAchievements: '' };
    expect(messages(updateUserDetails, { ...experience, ExperienceDuration: '01-01-2020 - Present' })).toEqual({});
    expect(messages(updateUserDetails, { ...experience, ExperienceDuration: `01-01-2020 - ${daysFromToday(3)}` })).toEqual({
      ExperienceDuration: [M.endAfterToday],
    });
    expect(messages(updateUserDetails, { ...experience, ExperienceDuration: '2020-01-01 - Present' })).toEqual({
      ExperienceDuration: [P.startDateFormat],
    });
    const education = { section: 'education', Degree: 'BTech', Institute: 'IIT Bombay, Mumbai', Specialization: 'Computer Science' };
    expect(messages(updateUserDetails, { ...education, EducationalDuration: '01-07-2016 - Present' })).toEqual({
      EducationalDuration: [P.endDateFormat],
    });
    // PRO-9 puts no "after today" rule on education: a course may end next year.
    expect(messages(updateUserDetails, { ...education, EducationalDuration: `01-07-2024 - ${daysFromToday(400)}` })).toEqual({});
  });

  it('reads "today" from the now it is given, not from the system time (the API passes its clock)', () => {
    const experience = { section: 'experience', JobTitle: 'Azure Architect', Company: 'Contoso AG', KeyAchievements: '' };
    // 1 March 2030, 10:00 UTC: already 2 March in UTC+14, the earliest zone; the system time is June 2026.
    let now = new Date(Date.UTC(2030, 2, 1, 10, 0));
    const schema = updateUserDetailsSchema(() => now);
    expect(messages(schema, { ...experience, ExperienceDuration: '01-01-2020 - 02-03-2030' })).toEqual({});
    expect(messages(schema, { ...experience, ExperienceDuration: '01-01-2020 - 03-03-2030' })).toEqual({
      ExperienceDuration: [M.endAfterToday],
    });
    expect(messages(schema, { ...experience, ExperienceDuration: '03-03-2030 - Present' })).toEqual({
      ExperienceDuration: [M.startAfterToday],
    });
    // Read at each check, so the same schema follows a clock that moves.
    now = new Date(Date.UTC(2030, 2, 2, 10, 0));
    expect(messages(schema, { ...experience, ExperienceDuration: '01-01-2020 - 03-03-2030' })).toEqual({});
  });
});

describe('experience and education dialogs (PRO-4, PRO-9)', () => {
  const form = {
    JobTitle: 'Azure Architect',
    Company: 'Contoso AG',
    startDate: '01-01-2020',
    endDate: '',
    currentlyWorking: false,
    KeyAchievements: '',
  };

  it('reports every date rule under its picker', () => {
    expect(messages(experienceFormSchema, { ...form, endDate: '' })).toEqual({ endDate: [M.endDateRequired] });
    expect(messages(experienceFormSchema, { ...form, startDate: '', endDate: '' })).toEqual({
      startDate: [M.startDateRequired],
      endDate: [M.endDateRequired],
    });
    expect(messages(experienceFormSchema, { ...form, startDate: daysFromToday(2), endDate: daysFromToday(1) })).toEqual({
      startDate: [M.startAfterEnd, M.startAfterToday],
      endDate: [M.endBeforeStart, M.endAfterToday],
    });
    expect(messages(experienceFormSchema, { ...form, endDate: 'Present', currentlyWorking: true })).toEqual({});
    expect(messages(experienceFormSchema, { ...form, startDate: daysFromToday(0), currentlyWorking: true })).toEqual({});
  });

  it('reports every field at once, dates included, even when text fields already failed (GEN-5)', () => {
    expect(messages(experienceFormSchema, { ...form, JobTitle: '', Company: '', startDate: '', endDate: '' })).toEqual({
      JobTitle: [M.jobTitleRequired],
      Company: [M.companyRequired],
      startDate: [M.startDateRequired],
      endDate: [M.endDateRequired],
    });
    expect(messages(personalDetailsSchema, { ...personal, first_name: '', PrimaryMobileNo: '', SecondaryMobileNo: '1234567890' })).toEqual({
      first_name: [M.firstNameRequired],
      PrimaryMobileNo: [M.primaryMobileRequired],
      SecondaryMobileNoCode: [M.secondaryMobileCodeRequired],
    });
  });

  it('education: start not after end', () => {
    const edu = { Degree: 'BTech', Institute: 'IIT Bombay, Mumbai', Specialization: 'CSE', startDate: '01-07-2020', endDate: '01-07-2016' };
    expect(messages(educationFormSchema, edu)).toEqual({ startDate: [M.startAfterEnd], endDate: [M.endBeforeStart] });
  });
});

describe('mobile verification payloads (PRO-14)', () => {
  it('accepts the number with or without its dialling code', () => {
    for (const mobile of ['+919876543210', '+91 9876543210', '9876543210', '+2349876543210', '+639171234567', '+66 812345678'])
      expect(getOtpSchema.safeParse({ mobile }).success, mobile).toBe(true);
    for (const mobile of ['', '987', '+91-98765-43210', 'abc9876543210'])
      expect(messages(getOtpSchema, { mobile }), mobile).toEqual({ mobile: [P.mobileInvalid] });
  });

  it('needs a six-digit OTP and one of the two mobile types', () => {
    expect(messages(verifyMobileSchema, { mobile: '+919876543210', otp: '12', mobile_type: 'Tertiary' })).toEqual({
      otp: [M.otpSixDigits],
      mobile_type: [P.mobileTypeInvalid],
    });
  });
});

describe('upload checks in the browser (PRO-16, PRO-18)', () => {
  it("uses PRO-16's resume messages and their photo counterparts", () => {
    expect(uploadFileIssue('resume', null)).toBe(M.resumeRequired);
    expect(uploadFileIssue('resume', { name: 'cv.png', size: 10 })).toBe(M.resumeType);
    expect(uploadFileIssue('resume', { name: 'cv.PDF', size: 1024 * 1024 + 1 })).toBe(M.resumeSize);
    expect(uploadFileIssue('resume', { name: 'cv.docx', size: 1024 * 1024 })).toBeNull();
    expect(uploadFileIssue('profile_photo', { name: 'me.gif', size: 10 })).toBe(P.photoType);
    expect(uploadFileIssue('profile_photo', { name: 'me.jpeg', size: 2 })).toBeNull();
  });

  it('reads stored paths from the fixed uploads path (PRO-19)', () => {
    expect(uploadUrl('photos/ab.png')).toBe('/uploads/photos/ab.png');
    expect(uploadUrl('')).toBe('');
  });
});
