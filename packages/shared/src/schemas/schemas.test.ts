import { beforeAll, describe, expect, it } from 'vitest';
import { messagesByField } from './test-support.js';
import { FIELD_MESSAGES as M } from '../messages.js';
import { loadCommonPasswords } from '../common-passwords.js';
import { DIALLING_CODES } from '../constants.js';
import { loginSchema, resetPasswordFormSchema, resetPasswordSchema, signupSchema, otpSchema } from './auth.js';
import { addressDetailsSchema, educationDetailsSchema, experienceDetailsSchema, personalDetailsSchema } from './profile.js';

const messages = messagesByField;

beforeAll(() => loadCommonPasswords());

const validPersonal = { first_name: 'Priya', last_name: 'Sharma', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' };

describe('GEN-6 messages', () => {
  it('signup', () => {
    expect(messages(signupSchema, { first_name: '', last_name: '', username: '', password: '' })).toEqual({
      first_name: [M.firstNameRequired],
      last_name: [M.lastNameRequired],
      username: [M.emailRequired],
      password: [M.passwordRequired],
    });
    const long = 'x'.repeat(51);
    expect(messages(signupSchema, { first_name: long, last_name: long, username: 'nope', password: 'short' })).toEqual({
      first_name: [M.firstNameMaxSignup],
      last_name: [M.lastNameMaxSignup],
      username: [M.emailInvalid],
      password: [M.passwordMin],
    });
  });

  it('sign-up names: any script with its marks, hyphens, apostrophes and periods; no markup or SQL', () => {
    const base = { username: 'a@b.co', password: 'correct horse 42' };
    for (const [first_name, last_name] of [
      ['प्रिया', 'शर्मा'],
      ['Nguyễn', "O'Brien"],
      ['J.', 'Smith-Jones'],
    ]) {
      expect(signupSchema.safeParse({ ...base, first_name, last_name }).success).toBe(true);
    }
    expect(messages(signupSchema, { ...base, first_name: '<b>x</b>', last_name: "x'); DROP TABLE users;--" })).toEqual({
      first_name: [M.firstNameCharactersSignup],
      last_name: [M.lastNameCharactersSignup],
    });
  });

  it('login, OTP and reset', () => {
    expect(messages(loginSchema, { username: 'a@b', password: '' })).toEqual({
      username: [M.emailInvalid],
      password: [M.passwordRequired],
    });
    expect(messages(otpSchema, '')).toEqual({ _: [M.otpRequired] });
    expect(messages(otpSchema, '12345a')).toEqual({ _: [M.otpSixDigits] });
    expect(otpSchema.safeParse('012345').success).toBe(true);
    expect(messages(resetPasswordSchema, { token: 't', new_password: 'correct horse 42', confirm_new_password: '' })).toEqual({
      confirm_new_password: [M.confirmPasswordRequired],
    });
    expect(
      messages(resetPasswordSchema, { token: 't', new_password: 'correct horse 42', confirm_new_password: 'correct horse 43' }),
    ).toEqual({
      confirm_new_password: [M.passwordsDoNotMatch],
    });
    expect(messages(resetPasswordFormSchema, { new_password: 'pass', confirm_new_password: 'pass' })).toEqual({
      new_password: [M.passwordMin],
    });
  });

  it('personal details, including the exact two-space code message and the secondary pair', () => {
    expect(messages(personalDetailsSchema, { first_name: 'P', last_name: 'S1', PrimaryMobileNo: '', PrimaryMobileNoCode: '' })).toEqual({
      first_name: [M.firstNameMin],
      last_name: [M.lastNameLetters],
      PrimaryMobileNo: [M.primaryMobileRequired],
      PrimaryMobileNoCode: ['Primary mobile Number code  is required'],
    });
    expect(messages(personalDetailsSchema, { ...validPersonal, PrimaryMobileNo: '12345' })).toEqual({
      PrimaryMobileNo: [M.primaryMobileTenDigits],
    });
    expect(messages(personalDetailsSchema, { ...validPersonal, SecondaryMobileNo: ' ', SecondaryMobileNoCode: ' ' })).toEqual({});
    expect(messages(personalDetailsSchema, { ...validPersonal, SecondaryMobileNo: '1234567890' })).toEqual({
      SecondaryMobileNoCode: [M.secondaryMobileCodeRequired],
    });
    expect(messages(personalDetailsSchema, { ...validPersonal, SecondaryMobileNoCode: '+44' })).toEqual({
      SecondaryMobileNo: [M.secondaryMobileRequired],
    });
    expect(messages(personalDetailsSchema, { ...validPersonal, SecondaryMobileNo: '12', SecondaryMobileNoCode: '+44' })).toEqual({
      SecondaryMobileNo: [M.secondaryMobileTenDigits],
    });
    expect(personalDetailsSchema.safeParse({ ...validPersonal, first_name: 'José María' }).success).toBe(true);
  });

  it('address, experience and education lengths and dates', () => {
    expect(messages(addressDetailsSchema, { PresentAddress: 'short', PermanentAddress: 'y'.repeat(201) })).toEqual({
      PresentAddress: [M.presentAddressMin],
      PermanentAddress: [M.permanentAddressMax],
    });
    expect(
      messages(experienceDetailsSchema, {
        JobTitle: 'A',
        Company: 'Acme',
        ExperienceDuration: '01-01-2030 - 01-01-2020',
        KeyAchievements: 'short',
      }),
    ).toEqual({
      JobTitle: ['Job title must be at least 2 characters'],
      Company: ['Company must be at least 5 characters'],
      ExperienceDuration: [M.startAfterEnd, M.endBeforeStart, M.startAfterToday],
      KeyAchievements: [M.keyAchievementsMin],
    });
    expect(
      experienceDetailsSchema.safeParse({ JobTitle: 'Architect', Company: 'Contoso AG', ExperienceDuration: '01-01-2020 - Present' })
        .success,
    ).toBe(true);
    expect(messages(educationDetailsSchema, { Degree: '', Institute: 'IIT', EducationalDuration: ' - ', Specialization: 'CS' })).toEqual({
      Degree: ['Degree is required'],
      Institute: ['Institute must be at least 10 characters'],
      EducationalDuration: [M.startDateRequired, M.endDateRequired],
      Specialization: ['Specialization must be at least 3 characters'],
    });
  });

  it('has the 23 dialling codes of PRO-15', () => {
    expect(DIALLING_CODES).toHaveLength(23);
    expect(new Set(DIALLING_CODES).size).toBe(23);
  });
});
