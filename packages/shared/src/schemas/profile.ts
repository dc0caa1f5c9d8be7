import { z } from 'zod';
import { FIELD_MESSAGES as M, maxLengthMessage, minLengthMessage } from '../messages.js';
import {
  ADDRESS_MAX, ADDRESS_MIN, COMPANY_MIN, DEGREE_MIN, DIALLING_CODES, INSTITUTE_MIN, JOB_TITLE_MIN,
  KEY_ACHIEVEMENTS_MIN, MOBILE_NUMBER_LENGTH, NAME_MAX, NAME_MIN, PRESENT, SPECIALIZATION_MIN, TEXT_MAX,
} from '../constants.js';
import { parseDate, startOfDay } from '../dates.js';

const TEN_DIGITS = new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`);

const personName = (label: 'First name' | 'Last name', required: string, min: string, max: string, letters: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(NAME_MIN, min)
    .max(NAME_MAX, max)
    .regex(/^[\p{L} ]+$/u, letters)
    .describe(label);

const requiredText = (field: string, min: number, max = TEXT_MAX) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .min(min, minLengthMessage(field, min))
    .max(max, maxLengthMessage(field, max));

const diallingCode = z.enum(DIALLING_CODES, { error: 'Choose a dialling code from the list' });
const blankToEmpty = z.string().trim().max(20).optional().default('');

/** SPEC 5 personal details. Email is shown but never editable, so it is not part of the update. */
export const personalDetailsSchema = z
  .object({
    first_name: personName('First name', M.firstNameRequired, M.firstNameMin, M.firstNameMax, M.firstNameLetters),
    last_name: personName('Last name', M.lastNameRequired, M.lastNameMin, M.lastNameMax, M.lastNameLetters),
    PrimaryMobileNo: z
      .string({ error: M.primaryMobileRequired })
      .trim()
      .min(1, { error: M.primaryMobileRequired, abort: true })
      .regex(TEN_DIGITS, M.primaryMobileTenDigits),
    PrimaryMobileNoCode: z
      .string({ error: M.primaryMobileCodeRequired })
      .trim()
      .min(1, { error: M.primaryMobileCodeRequired, abort: true })
      .pipe(diallingCode),
    SecondaryMobileNo: blankToEmpty,
    SecondaryMobileNoCode: blankToEmpty,
  })
  .strict()
  .superRefine((v, ctx) => {
    // SPEC 5: the secondary pair is optional; blank strings count as empty.
    const no = v.SecondaryMobileNo;
    const code = v.SecondaryMobileNoCode;
    if (no && !code) ctx.addIssue({ code: 'custom', path: ['SecondaryMobileNoCode'], message: M.secondaryMobileCodeRequired });
    if (code && !no) ctx.addIssue({ code: 'custom', path: ['SecondaryMobileNo'], message: M.secondaryMobileRequired });
    if (no && !TEN_DIGITS.test(no)) ctx.addIssue({ code: 'custom', path: ['SecondaryMobileNo'], message: M.secondaryMobileTenDigits });
    if (code && !(DIALLING_CODES as readonly string[]).includes(code)) {
      ctx.addIssue({ code: 'custom', path: ['SecondaryMobileNoCode'], message: 'Choose a dialling code from the list' });
    }
  });
export type PersonalDetails = z.input<typeof personalDetailsSchema>;

const address = (label: 'Present address' | 'Permanent address', required: string, min: string, max: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).min(ADDRESS_MIN, min).max(ADDRESS_MAX, max).describe(label);

export const addressDetailsSchema = z
  .object({
    PresentAddress: address('Present address', M.presentAddressRequired, M.presentAddressMin, M.presentAddressMax),
    PermanentAddress: address('Permanent address', M.permanentAddressRequired, M.permanentAddressMin, M.permanentAddressMax),
  })
  .strict();
export type AddressDetails = z.input<typeof addressDetailsSchema>;

/** SPEC 5: social links are not validated beyond a sane length. */
export const socialDetailsSchema = z
  .object({
    WebsiteLink: z.string().trim().max(500, maxLengthMessage('Website link', 500)).optional().default(''),
    LinkedinProfile: z.string().trim().max(500, maxLengthMessage('LinkedIn profile', 500)).optional().default(''),
  })
  .strict();
export type SocialDetails = z.input<typeof socialDetailsSchema>;

export interface DateRangeRules {
  /** Experience: the end may not be after today either. Education: only start <= end. */
  endNotAfterToday: boolean;
  startNotAfterToday: boolean;
  allowPresent: boolean;
}

/**
 * The date rules of SPEC 5 on 'dd-MM-yyyy' texts. Used by the dialogs (start/end fields) and,
 * through durationSchema, by the API on the combined duration text.
 */
export function dateRangeIssues(
  startText: string,
  endText: string,
  rules: DateRangeRules,
  today: Date = new Date(),
): { path: 'startDate' | 'endDate'; message: string }[] {
  const issues: { path: 'startDate' | 'endDate'; message: string }[] = [];
  const start = parseDate(startText);
  const isPresent = rules.allowPresent && endText.trim() === PRESENT;
  const end = isPresent ? null : parseDate(endText);
  const day = startOfDay(today);
  if (!startText.trim()) issues.push({ path: 'startDate', message: M.startDateRequired });
  else if (!start) issues.push({ path: 'startDate', message: 'Start date must be a date in the form dd-MM-yyyy' });
  if (!endText.trim()) issues.push({ path: 'endDate', message: M.endDateRequired });
  else if (!isPresent && !end) issues.push({ path: 'endDate', message: 'End date must be a date in the form dd-MM-yyyy' });
  if (start && end && start > end) {
    issues.push({ path: 'startDate', message: M.startAfterEnd });
    issues.push({ path: 'endDate', message: M.endBeforeStart });
  }
  if (start && rules.startNotAfterToday && start > day) issues.push({ path: 'startDate', message: M.startAfterToday });
  if (end && rules.endNotAfterToday && end > day) issues.push({ path: 'endDate', message: M.endAfterToday });
  return issues;
}

export const EXPERIENCE_DATE_RULES: DateRangeRules = { endNotAfterToday: true, startNotAfterToday: true, allowPresent: true };
export const EDUCATION_DATE_RULES: DateRangeRules = { endNotAfterToday: false, startNotAfterToday: false, allowPresent: false };

/** The combined 'dd-MM-yyyy - dd-MM-yyyy|Present' text the API receives (SPEC 3). */
const durationSchema = (field: string, rules: DateRangeRules) =>
  z
    .string({ error: M.startDateRequired })
    .max(40)
    .superRefine((value, ctx) => {
      const [startText = '', endText = '', ...rest] = value.split(' - ');
      if (rest.length) {
        ctx.addIssue({ code: 'custom', message: `${field} must look like dd-MM-yyyy - dd-MM-yyyy` });
        return;
      }
      for (const issue of dateRangeIssues(startText, endText, rules)) ctx.addIssue({ code: 'custom', message: issue.message });
    });

export const experienceDetailsSchema = z
  .object({
    JobTitle: requiredText('Job title', JOB_TITLE_MIN),
    Company: requiredText('Company', COMPANY_MIN),
    ExperienceDuration: durationSchema('ExperienceDuration', EXPERIENCE_DATE_RULES),
    KeyAchievements: z
      .string()
      .trim()
      .max(TEXT_MAX, M.keyAchievementsMax)
      .refine((v) => v === '' || v.length >= KEY_ACHIEVEMENTS_MIN, M.keyAchievementsMin)
      .optional()
      .default(''),
  })
  .strict();
export type ExperienceDetails = z.input<typeof experienceDetailsSchema>;

export const educationDetailsSchema = z
  .object({
    Degree: requiredText('Degree', DEGREE_MIN),
    Institute: requiredText('Institute', INSTITUTE_MIN),
    EducationalDuration: durationSchema('EducationalDuration', EDUCATION_DATE_RULES),
    Specialization: requiredText('Specialization', SPECIALIZATION_MIN),
  })
  .strict();
export type EducationDetails = z.input<typeof educationDetailsSchema>;

/** SPEC 3: the current-user response. */
export const userProfileSchema = z.object({
  profile_photo: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  PrimaryMobileNo: z.string(),
  PrimaryMobileNoVerified: z.enum(['YES', 'NO']),
  PrimaryMobileNoCode: z.string(),
  SecondaryMobileNo: z.string(),
  SecondaryMobileNoVerified: z.enum(['YES', 'NO']),
  SecondaryMobileNoCode: z.string(),
  PresentAddress: z.string(),
  PermanentAddress: z.string(),
  WebsiteLink: z.string(),
  LinkedinProfile: z.string(),
  resume: z.string(),
  JobTitle: z.string(),
  Company: z.string(),
  ExperienceDuration: z.string(),
  KeyAchievements: z.string(),
  Degree: z.string(),
  Institute: z.string(),
  EducationalDuration: z.string(),
  Specialization: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
