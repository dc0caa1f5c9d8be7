import { beforeAll, describe, expect, it } from 'vitest';
import { messagesByField } from './test-support.js';
import type { z } from 'zod';
import { FIELD_MESSAGES as M, INPUT_MESSAGES as I } from '../messages.js';
import { RECRUITER_MESSAGES as R } from '../application-messages.js';
import { JOB_DESCRIPTION_MAX } from '../constants.js';
import { isCommonPassword, loadCommonPasswords } from '../common-passwords.js';
import { emailSchema, loginSchema, newPasswordSchema, resetPasswordFormSchema, resetPasswordSchema, signupSchema } from './auth.js';
import { isStorableText, text } from './common.js';
import { jobListQuerySchema } from './jobs.js';
import { addressDetailsSchema, experienceFormSchema, getOtpSchema, personalDetailsSchema, updateUserDetailsSchema } from './profile.js';
import { applicationDraftSchema } from './applications.js';
import { jobInputSchema } from './recruiter.js';

const issues = messagesByField;

beforeAll(() => loadCommonPasswords());

const NUL = '\u0000';
const HIGH = '\ud83d';
const LOW = '\ude00';

describe('unstorable text', () => {
  it('is NUL or a surrogate without its partner; a whole pair (an emoji) is text', () => {
    for (const bad of [NUL, `a${NUL}b`, HIGH, `x${HIGH}`, LOW, `${LOW}x`, `${LOW}${HIGH}`])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', '😀', `${HIGH}${LOW}`, 'प्रिया', '\t\n']) expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });

  it('gets one clear message, and stops the field’s other rules', () => {
    expect(issues(text(), `a${NUL}`)).toEqual({ _: [I.textUnstorable] });
    expect(issues(addressDetailsSchema, { PresentAddress: NUL, PermanentAddress: `${HIGH}14 Park Street` })).toEqual({
      PresentAddress: [I.textUnstorable],
      PermanentAddress: [I.textUnstorable],
    });
  });

  it.each<[string, z.ZodType, Record<string, unknown>, string]>([
    ['query text', jobListQuerySchema, { q: `azure${NUL}` }, 'q'],
    ['query page', jobListQuerySchema, { page: `1${NUL}` }, 'page'],
    ['e-mail', emailSchema.transform((v) => ({ v })), {}, ''],
    [
      'personal name',
      personalDetailsSchema,
      { first_name: `Pri${LOW}ya`, last_name: 'Sharma', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' },
      'first_name',
    ],
    [
      'secondary number',
      personalDetailsSchema,
      { first_name: 'Priya', last_name: 'Sharma', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91', SecondaryMobileNo: NUL },
      'SecondaryMobileNo',
    ],
    [
      'experience dates',
      experienceFormSchema,
      { JobTitle: 'Azure Architect', Company: 'Contoso AG', startDate: `01-01-2020${NUL}`, endDate: '', currentlyWorking: true },
      'startDate',
    ],
    ['mobile for a code', getOtpSchema, { mobile: `9876543210${NUL}` }, 'mobile'],
    ['login password', loginSchema, { username: 'a@b.co', password: `pass${NUL}word` }, 'password'],
    [
      'sign-up password',
      signupSchema,
      { first_name: 'Priya', last_name: 'Sharma', username: 'a@b.co', password: `correct horse${HIGH}` },
      'password',
    ],
    [
      'reset token',
      resetPasswordSchema,
      { token: `t${NUL}`, new_password: 'correct horse 42', confirm_new_password: 'correct horse 42' },
      'token',
    ],
    [
      'recruiter job title',
      jobInputSchema,
      {
        job_title: `Azure${NUL}`,
        department: 'Cloud',
        category: 'Security',
        job_type: 'Freelance',
        is_remote: true,
        location: 'Remote',
        closing_date: '',
        job_description: `<p>${'x'.repeat(60)}</p>`,
      },
      'job_title',
    ],
    [
      'recruiter choice',
      jobInputSchema,
      {
        job_title: 'Azure Architect',
        department: 'Cloud',
        category: `Security${NUL}`,
        job_type: 'Freelance',
        is_remote: true,
        location: 'Remote',
        closing_date: '',
        job_description: `<p>${'x'.repeat(60)}</p>`,
      },
      'category',
    ],
  ])('%s', (_label, schema, value, field) => {
    if (!field) {
      expect(issues(emailSchema, `a${NUL}@b.co`)).toEqual({ _: [I.textUnstorable] });
      return;
    }
    expect(issues(schema, value)[field]).toEqual([I.textUnstorable]);
  });

  it('in a draft and in the profile PATCH body', () => {
    const draft = {
      mode: 'standard',
      cv_files: [{ id: '3f0c1c36-8a59-4f5e-9a43-2d2f8a1f0b11', name: `cv${NUL}.pdf`, size: 10 }],
      photo_files: [],
      first_name: '',
      last_name: '',
      mobiles: [{ code: '', number: '' }],
      linkedin_profile: '',
      additional_links: [{ url: `https://x.example/${HIGH}` }],
      present_address: '',
      permanent_address: '',
      same_as_present: false,
      experience: [],
      education: [],
      certifications: [],
    };
    expect(issues(applicationDraftSchema, draft)).toEqual({
      'cv_files.0.name': [I.textUnstorable],
      'additional_links.0.url': [I.textUnstorable],
    });
    expect(
      issues(
        updateUserDetailsSchema(() => new Date('2026-06-10T12:00:00.000Z')),
        { WebsiteLink: `https://priya.dev/${NUL}` },
      ),
    ).toEqual({ WebsiteLink: [I.textUnstorable] });
  });

  it("leaves GEN-6's messages as they were", () => {
    expect(issues(addressDetailsSchema, { PresentAddress: '', PermanentAddress: 'Pune' })).toEqual({
      PresentAddress: [M.presentAddressRequired],
      PermanentAddress: [M.permanentAddressMin],
    });
    expect(issues(emailSchema, '')).toEqual({ _: [M.emailRequired] });
    expect(issues(emailSchema, 'nope')).toEqual({ _: [M.emailInvalid] });
  });
});

describe('a long job description', () => {
  const job = (job_description: string) => ({
    job_title: 'Azure Architect',
    department: 'Cloud',
    category: 'Security',
    job_type: 'Freelance',
    is_remote: true,
    location: 'Remote',
    closing_date: '',
    remote_countries: ['IN'],
    job_description,
  });

  it('is refused by its length alone, the text never scanned', () => {
    expect(issues(jobInputSchema, job('<'.repeat(99_000)))).toEqual({ job_description: [R.descriptionMax] });
    expect(issues(jobInputSchema, job('<p>'.repeat(JOB_DESCRIPTION_MAX)))).toEqual({ job_description: [R.descriptionMax] });
  });

  it('within the limit still gets the text-length rules', () => {
    expect(issues(jobInputSchema, job('<p></p>'.repeat(100)))).toEqual({ job_description: [R.descriptionRequired] });
    expect(issues(jobInputSchema, job('<p>Too short</p>'))).toEqual({ job_description: [R.descriptionMin] });
  });
});

describe('common passwords', () => {
  it('holds the well-known ones, in any case, and not a passphrase', () => {
    for (const password of [
      'password',
      '12345678',
      'PASSWORD',
      'Password1',
      'qwertyuiop',
      'iloveyou',
      'baseball',
      'sunshine',
      'football',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['correct horse 42', 'Northwind cloud 2026!', 'a brand new secret'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('are refused by the one new-password schema of sign-up and reset, after ACC-3’s rules', () => {
    expect(issues(newPasswordSchema, 'password')).toEqual({ _: [I.passwordCommon] });
    expect(issues(newPasswordSchema, '12345678')).toEqual({ _: [I.passwordCommon] });
    expect(issues(newPasswordSchema, '')).toEqual({ _: [M.passwordRequired] });
    expect(issues(newPasswordSchema, '123456')).toEqual({ _: [M.passwordMin] });
    expect(issues(signupSchema, { first_name: 'Priya', last_name: 'Sharma', username: 'a@b.co', password: 'password' })).toEqual({
      password: [I.passwordCommon],
    });
    expect(issues(resetPasswordFormSchema, { new_password: '12345678', confirm_new_password: '12345678' })).toEqual({
      new_password: [I.passwordCommon],
    });
    expect(issues(resetPasswordSchema, { token: 't', new_password: 'iloveyou', confirm_new_password: 'iloveyou' })).toEqual({
      new_password: [I.passwordCommon],
    });
    // Login never checks the list: an old common password still logs in (and can then be changed).
    expect(loginSchema.safeParse({ username: 'a@b.co', password: 'password' }).success).toBe(true);
  });
});
