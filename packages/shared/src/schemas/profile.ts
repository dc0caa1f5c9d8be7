import { z } from 'zod';
import { FIELD_MESSAGES as M, INPUT_MESSAGES, maxLengthMessage, minLengthMessage } from '../messages.js';
import { PROFILE_MESSAGES as P } from '../profile-messages.js';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  COMPANY_MIN,
  DEGREE_MIN,
  INSTITUTE_MIN,
  JOB_TITLE_MIN,
  KEY_ACHIEVEMENTS_MIN,
  MOBILE_NUMBER_LENGTH,
  NAME_MAX,
  NAME_MIN,
  PRESENT,
  SPECIALIZATION_MIN,
  TEXT_MAX,
} from '../constants.js';
import { checkMobile, countryName, lengthWords, resolveRegion } from '../phone.js';
import { latestToday, parseDate, splitDuration, startOfDay } from '../dates.js';
import { otpSchema } from './auth.js';
import { secretParam, text as storableText } from './common.js';

const TEN_DIGITS = new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`);
/** A typed number's longest text: 15 digits (E.164's most) with a few separators. */
const MOBILE_TEXT_MAX = 20;

/**
 * Letters of any script with their combining marks (Devanagari, Tamil and Bengali names need
 * \p{M}), spaces, and the hyphens, apostrophes and periods sign-up accepts: a name accepted at
 * sign-up is never refused when the candidate edits the profile (docs/decisions/006). Digits,
 * markup and other punctuation get PRO-6's 'can only contain letters and spaces'.
 */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * One message per field: the first of its rules that fails (PRO-6 shows 'is required' alone, not
 * also 'must be at least N characters'). Written as one refinement rather than `abort: true`,
 * which would also stop GEN-5's "validate every field" cross-field rules of the whole form.
 */
const rules = (required: string, checks: [ok: (value: string) => boolean, message: string][]) =>
  storableText({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) return ctx.addIssue({ code: 'custom', message: required });
      const failed = checks.find(([ok]) => !ok(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    });

const personName = (required: string, min: string, max: string, letters: string) =>
  rules(required, [
    [(v) => v.length >= NAME_MIN, min],
    [(v) => v.length <= NAME_MAX, max],
    [(v) => PERSON_NAME.test(v), letters],
  ]);

const requiredText = (field: string, min: number, max = TEXT_MAX) =>
  rules(`${field} is required`, [
    [(v) => v.length >= min, minLengthMessage(field, min)],
    [(v) => v.length <= max, maxLengthMessage(field, max)],
  ]);

/** PRO-15: any country's dialling code ('+63'); docs/decisions/039. */
const isDiallingCode = (v: string) => resolveRegion(v) !== undefined;
/** A region ('PH') sent with its code; optional (the code's main country otherwise). */
const regionField = storableText().trim().max(2).optional().default('');

/** The words a mobile number's field uses: PRO-6's (SPEC's) or the application's (APP-2). */
export interface MobileFieldMessages {
  field: string;
  /** SPEC's '… must be exactly 10 digits', for countries whose mobiles are 10 digits. */
  tenDigits: string;
}
export const PRIMARY_MOBILE: MobileFieldMessages = { field: 'Primary mobile number', tenDigits: M.primaryMobileTenDigits };
export const SECONDARY_MOBILE: MobileFieldMessages = { field: 'Secondary mobile number', tenDigits: M.secondaryMobileTenDigits };

/**
 * docs/decisions/039: a number against its country (the region sent, else the code's main country).
 * Undefined when it is fine or when the code itself is wrong (the code's own message says so).
 */
export function mobileNumberIssue(messages: MobileFieldMessages, code: string, region: string, number: string): string | undefined {
  if (!number) return undefined;
  const resolved = resolveRegion(code, region || undefined);
  // No country yet (or a wrong one): SPEC's 10 digits, as before every country was offered.
  if (!resolved) return TEN_DIGITS.test(number) ? undefined : messages.tenDigits;
  const result = checkMobile(resolved, number);
  if (result.ok) return undefined;
  if (result.problem === 'invalid') return P.mobileNotValid(messages.field, countryName(resolved));
  const tenOnly = result.lengths.length === 1 && result.lengths[0] === MOBILE_NUMBER_LENGTH;
  return tenOnly || !result.lengths.length
    ? messages.tenDigits
    : P.mobileLength(messages.field, lengthWords(result.lengths), countryName(resolved));
}

/** The code and region agree: a region of another code is refused with the code's message. */
const regionIssue = (code: string, region: string) => (code && region && !resolveRegion(code, region) ? P.diallingCodeInvalid : undefined);
/** PRO-6: blank strings count as empty. */
const optionalText = (max: number) => storableText().trim().max(max).optional().default('');

const personalFields = {
  first_name: personName(M.firstNameRequired, M.firstNameMin, M.firstNameMax, M.firstNameLetters),
  last_name: personName(M.lastNameRequired, M.lastNameMin, M.lastNameMax, M.lastNameLetters),
  // Its length and validity depend on its country: `mobileIssues` below.
  PrimaryMobileNo: rules(M.primaryMobileRequired, []),
  PrimaryMobileNoCode: rules(M.primaryMobileCodeRequired, [[isDiallingCode, P.diallingCodeInvalid]]),
  PrimaryMobileNoRegion: regionField,
  SecondaryMobileNo: optionalText(MOBILE_TEXT_MAX),
  SecondaryMobileNoCode: optionalText(10),
  SecondaryMobileNoRegion: regionField,
};

type Issue = { path: string; message: string };

/**
 * GEN-5: Save validates every field without stopping at the first error, so the cross-field
 * rules run even when another field (say, an empty job title) already failed. The values they
 * read are then unchecked, hence `text()`.
 */
const evenWithOtherErrors = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface MobileFields {
  PrimaryMobileNo?: unknown;
  PrimaryMobileNoCode?: unknown;
  PrimaryMobileNoRegion?: unknown;
  SecondaryMobileNo?: unknown;
  SecondaryMobileNoCode?: unknown;
  SecondaryMobileNoRegion?: unknown;
}

/**
 * PRO-6's numbers against their countries (docs/decisions/039), and the secondary pair: optional;
 * both empty is valid; each half needs the other.
 */
function mobileIssues(value: MobileFields): Issue[] {
  const issues: Issue[] = [];
  const primary = { no: text(value.PrimaryMobileNo), code: text(value.PrimaryMobileNoCode), region: text(value.PrimaryMobileNoRegion) };
  const primaryNumber = mobileNumberIssue(PRIMARY_MOBILE, primary.code, primary.region, primary.no);
  if (primaryNumber) issues.push({ path: 'PrimaryMobileNo', message: primaryNumber });
  const primaryRegion = regionIssue(primary.code, primary.region);
  if (primaryRegion) issues.push({ path: 'PrimaryMobileNoRegion', message: primaryRegion });

  const no = text(value.SecondaryMobileNo);
  const code = text(value.SecondaryMobileNoCode);
  const region = text(value.SecondaryMobileNoRegion);
  if (no && !code) issues.push({ path: 'SecondaryMobileNoCode', message: M.secondaryMobileCodeRequired });
  if (code && !no) issues.push({ path: 'SecondaryMobileNo', message: M.secondaryMobileRequired });
  const secondaryNumber = mobileNumberIssue(SECONDARY_MOBILE, code, region, no);
  if (secondaryNumber) issues.push({ path: 'SecondaryMobileNo', message: secondaryNumber });
  if (code && !isDiallingCode(code)) issues.push({ path: 'SecondaryMobileNoCode', message: P.diallingCodeInvalid });
  const secondaryRegion = regionIssue(code, region);
  if (secondaryRegion) issues.push({ path: 'SecondaryMobileNoRegion', message: secondaryRegion });
  return issues;
}

/** PRO-6 personal details. Email is shown but never editable, so the dialog does not send it. */
export const personalDetailsSchema = z
  .object(personalFields)
  .strict()
  .superRefine((v, ctx) => {
    for (const issue of mobileIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }, evenWithOtherErrors);
export type PersonalDetails = z.input<typeof personalDetailsSchema>;

const address = (required: string, min: string, max: string) =>
  rules(required, [
    [(v) => v.length >= ADDRESS_MIN, min],
    [(v) => v.length <= ADDRESS_MAX, max],
  ]);

const addressFields = {
  PresentAddress: address(M.presentAddressRequired, M.presentAddressMin, M.presentAddressMax),
  PermanentAddress: address(M.permanentAddressRequired, M.permanentAddressMin, M.permanentAddressMax),
};
export const addressDetailsSchema = z.object(addressFields).strict();
export type AddressDetails = z.input<typeof addressDetailsSchema>;

/** PRO-10: social links are not validated beyond a sane length. */
const socialFields = {
  WebsiteLink: storableText().trim().max(500, maxLengthMessage('Website link', 500)).optional().default(''),
  LinkedinProfile: storableText().trim().max(500, maxLengthMessage('LinkedIn profile', 500)).optional().default(''),
};
export const socialDetailsSchema = z.object(socialFields).strict();
export type SocialDetails = z.input<typeof socialDetailsSchema>;

export interface DateRangeRules {
  /** Experience: the end may not be after today either. Education: only start <= end. */
  endNotAfterToday: boolean;
  startNotAfterToday: boolean;
  allowPresent: boolean;
}

/**
 * The date rules of PRO-8 on 'dd-MM-yyyy' texts. Used by the dialogs (start/end fields) and,
 * through the duration schema, by the API on the combined duration text.
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
  else if (!start) issues.push({ path: 'startDate', message: P.startDateFormat });
  if (!endText.trim()) issues.push({ path: 'endDate', message: M.endDateRequired });
  else if (!isPresent && !end) issues.push({ path: 'endDate', message: P.endDateFormat });
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

/**
 * Where a schema reads the time: the API passes its own clock (`() => app.clock.now()`, apps/api/src/README.md:
 * every "now" comes from `app.clock`), so its tests move time instead of depending on the real date.
 */
export type Now = () => Date;
const realNow: Now = () => new Date();

/**
 * PRO-11's combined 'dd-MM-yyyy - dd-MM-yyyy' text (the end may be 'Present') as the API receives
 * it. "Today" is the latest date anywhere on Earth at `now()`, read when a value is checked, so a
 * candidate ahead of the server's time zone is never refused for entering their own today.
 */
const durationSchema = (field: string, rules: DateRangeRules, now: Now) =>
  storableText({ error: M.startDateRequired })
    .max(40, { error: P.durationFormat(field), abort: true })
    .superRefine((value, ctx) => {
      if (value.split(' - ').length > 2) {
        ctx.addIssue({ code: 'custom', message: P.durationFormat(field) });
        return;
      }
      const { start, end } = splitDuration(value);
      for (const issue of dateRangeIssues(start, end, rules, latestToday(now()))) ctx.addIssue({ code: 'custom', message: issue.message });
    });

const keyAchievements = storableText()
  .trim()
  .max(TEXT_MAX, M.keyAchievementsMax)
  .refine((v) => v === '' || v.length >= KEY_ACHIEVEMENTS_MIN, M.keyAchievementsMin)
  .optional()
  .default('');

const experienceFieldsAt = (now: Now) => ({
  JobTitle: requiredText('Job title', JOB_TITLE_MIN),
  Company: requiredText('Company', COMPANY_MIN),
  ExperienceDuration: durationSchema('ExperienceDuration', EXPERIENCE_DATE_RULES, now),
  KeyAchievements: keyAchievements,
});
const experienceFields = experienceFieldsAt(realNow);
/** The experience section with PRO-8's "today" by this device's clock; the API checks PATCH bodies with its own clock (updateUserDetailsSchema). */
export const experienceDetailsSchema = z.object(experienceFields).strict();
export type ExperienceDetails = z.input<typeof experienceDetailsSchema>;

const educationFieldsAt = (now: Now) => ({
  Degree: requiredText('Degree', DEGREE_MIN),
  Institute: requiredText('Institute', INSTITUTE_MIN),
  EducationalDuration: durationSchema('EducationalDuration', EDUCATION_DATE_RULES, now),
  Specialization: requiredText('Specialization', SPECIALIZATION_MIN),
});
const educationFields = educationFieldsAt(realNow);
export const educationDetailsSchema = z.object(educationFields).strict();
export type EducationDetails = z.input<typeof educationDetailsSchema>;

/**
 * The experience dialog (PRO-8): separate start and end dates and 'currently working',
 * whose end is 'Present'. The same PRO-8 rules as the API's duration, reported per picker.
 */
export const experienceFormSchema = z
  .object({
    JobTitle: experienceFields.JobTitle,
    Company: experienceFields.Company,
    startDate: storableText(),
    endDate: storableText(),
    currentlyWorking: z.boolean(),
    KeyAchievements: keyAchievements,
  })
  .strict()
  .superRefine((v, ctx) => {
    const end = v.currentlyWorking === true ? PRESENT : text(v.endDate);
    for (const issue of dateRangeIssues(text(v.startDate), end, EXPERIENCE_DATE_RULES))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }, evenWithOtherErrors);
export type ExperienceForm = z.input<typeof experienceFormSchema>;

export const educationFormSchema = z
  .object({
    Degree: educationFields.Degree,
    Institute: educationFields.Institute,
    startDate: storableText(),
    endDate: storableText(),
    Specialization: educationFields.Specialization,
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const issue of dateRangeIssues(text(v.startDate), text(v.endDate), EDUCATION_DATE_RULES))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }, evenWithOtherErrors);
export type EducationForm = z.input<typeof educationFormSchema>;

/** PRO-11: durations travel as one text. */
export const joinDuration = (start: string, end: string) => `${start.trim()} - ${end.trim()}`;

/** PRO-3's five sections, in the order of the profile's cards. */
export const PROFILE_SECTIONS = ['personal', 'address', 'social', 'experience', 'education'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** PRO-5's fields of each section, with PRO-8's "today" read from `now`. The personal section may repeat the e-mail (never change it). */
const sectionFieldsAt = (now: Now) =>
  ({
    personal: { ...personalFields, email: storableText().trim().max(254).optional() },
    address: addressFields,
    social: socialFields,
    experience: experienceFieldsAt(now),
    education: educationFieldsAt(now),
  }) as const satisfies Record<ProfileSection, z.ZodRawShape>;
const SECTION_FIELDS = sectionFieldsAt(realNow);

/** The section a field belongs to: the five sections' fields are disjoint (PRO-5). */
const SECTION_OF_FIELD = new Map<string, ProfileSection>(
  PROFILE_SECTIONS.flatMap((section) => Object.keys(SECTION_FIELDS[section]).map((field) => [field, section] as const)),
);

/**
 * PRO-12 sends "only the edited section's fields", without naming the section: the section is the
 * one the fields belong to. Fields of two sections, or of none, are refused naming them. A body
 * that names its `section` (docs/decisions/006) is taken as it is.
 */
function withSection(input: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || 'section' in input) return input;
  const fields = Object.keys(input);
  const sections = new Set(fields.flatMap((field) => SECTION_OF_FIELD.get(field) ?? []));
  const [section] = sections;
  if (sections.size === 1 && section) return { ...input, section };
  const message =
    sections.size > 1
      ? INPUT_MESSAGES.profileFieldsOfSeveralSections(
          fields
            .filter((f) => SECTION_OF_FIELD.has(f))
            .map((f) => `${f} (${SECTION_OF_FIELD.get(f)})`)
            .join(', '),
        )
      : INPUT_MESSAGES.profileNoSectionFields(fields.join(', '));
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** The five section bodies; a request's `section` (given or found from its fields) picks one. */
function sectionUpdateSchema(now: Now) {
  const fields = sectionFieldsAt(now);
  /** A section's strict object: its `section` may be left out (it then comes from the fields). */
  const sectionBody = <S extends ProfileSection>(section: S) =>
    z.object({ section: z.literal(section).default(section), ...fields[section] }).strict();
  return z.discriminatedUnion('section', [
    sectionBody('personal').superRefine((v, ctx) => {
      for (const issue of mobileIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }, evenWithOtherErrors),
    sectionBody('address'),
    sectionBody('social'),
    sectionBody('experience'),
    sectionBody('education'),
  ]);
}

/**
 * PATCH /api/user-details: one section's fields (PRO-12), checked with the same PRO-6 rules as the
 * dialogs (GEN-3). `section` is optional: without it, the fields say which section it is. PRO-8's
 * "not after today" reads `now`: the API builds this schema with its clock (`() => app.clock.now()`).
 */
export const updateUserDetailsSchema = (now: Now) =>
  // Typed by what a client sends (the section's fields, `section` optional); `withSection` takes any input.
  z.preprocess<unknown, ReturnType<typeof sectionUpdateSchema>, UpdateUserDetailsRequest>(withSection, sectionUpdateSchema(now));
export type UpdateUserDetailsRequest = z.input<ReturnType<typeof sectionUpdateSchema>>;
export type UserDetailsUpdate = z.output<ReturnType<typeof sectionUpdateSchema>>;

const yesNo = z.enum(['YES', 'NO']);

/** PRO-12: the current-user response. profile_photo and resume are paths under the uploads area (PRO-19). */
export const userProfileSchema = z.object({
  profile_photo: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  PrimaryMobileNo: z.string(),
  PrimaryMobileNoVerified: yesNo,
  PrimaryMobileNoCode: z.string(),
  /** docs/decisions/039: the number's country ('PH'; '' when none) and the number in E.164 ('+639171234567'). */
  PrimaryMobileNoRegion: z.string(),
  PrimaryMobileNoE164: z.string(),
  SecondaryMobileNo: z.string(),
  SecondaryMobileNoVerified: yesNo,
  SecondaryMobileNoCode: z.string(),
  SecondaryMobileNoRegion: z.string(),
  SecondaryMobileNoE164: z.string(),
  PresentAddress: z.string(),
  PermanentAddress: z.string(),
  WebsiteLink: z.string(),
  LinkedinProfile: z.string(),
  resume: z.string(),
  /** An addition to PRO-12: the uploaded file's own name, shown on the card and used for the download. */
  resume_name: z.string(),
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

export const updateUserDetailsResponseSchema = z.object({ message: z.string(), profile: userProfileSchema });
export type UpdateUserDetailsResponse = z.infer<typeof updateUserDetailsResponseSchema>;

/** PRO-14's mobile_type: which verified flag a code sets. */
export const MOBILE_TYPES = ['PrimaryMobileNoVerified', 'SecondaryMobileNoVerified'] as const;
export type MobileType = (typeof MOBILE_TYPES)[number];

/** A profile number's digits, optionally after its dialling code ('+639171234567' or '+63 9171234567'). */
const mobileSchema = storableText({ error: P.mobileInvalid })
  .trim()
  .regex(new RegExp(`^(\\+\\d{1,3} ?)?\\d{4,${MOBILE_TEXT_MAX}}$`), P.mobileInvalid);

/** PRO-14: POST /api/get-otp {mobile} (PRO-14: needs sign-in). */
export const getOtpSchema = z.object({ mobile: mobileSchema }).strict();
export type GetOtpRequest = z.input<typeof getOtpSchema>;
export const getOtpResponseSchema = z.object({
  message: z.string(),
  /** PRO-14: when 'Resend OTP' works again; the browser's countdown follows the server. */
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type GetOtpResponse = z.infer<typeof getOtpResponseSchema>;

/** PRO-14: POST /api/verify/mobile {mobile, otp, mobile_type}. */
export const verifyMobileSchema = z
  .object({ mobile: mobileSchema, otp: otpSchema, mobile_type: z.enum(MOBILE_TYPES, { error: P.mobileTypeInvalid }) })
  .strict();
export type VerifyMobileRequest = z.input<typeof verifyMobileSchema>;

/**
 * PRO-19: a stored file's name under the uploads path (`/uploads/photos/:file`, `/uploads/resumes/:file`).
 * A photo is public by its unguessable name, so the name is a credential the logs never show (docs/decisions/028).
 */
export const storedFileParamsSchema = z.object({ file: secretParam(z.string().max(100)) });

/** POST /api/upload/resume and /api/upload/profile_photo answer the new stored path. */
export const uploadResponseSchema = z.object({
  message: z.string(),
  profile_photo: z.string().optional(),
  resume: z.string().optional(),
  resume_name: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
