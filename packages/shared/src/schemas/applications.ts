import { z } from 'zod';
import { APPLICATION_MESSAGES as A, APPLICATION_TEXTS } from '../application-messages.js';
import {
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_MAX_ENTRIES,
  APPLICATION_MAX_FILES,
  APPLICATION_PHOTO_MAX_BYTES,
  APPLICATION_MAX_LINKS,
  APPLICATION_MAX_MOBILES,
  APPLICATION_MODES,
  CERTIFICATION_COURSES,
  DEGREES,
  INSTITUTE_MIN,
  JOB_TYPES,
  PRESENT,
  TEXT_MAX,
} from '../constants.js';
import { APPLICATION_STATUSES, STEP_STATES } from '../application-steps.js';
import { isWebUrl, requiredText, text } from './common.js';
import { sourceTouchesSchema } from './application-sources.js';
import { jobSchema } from './jobs.js';
import {
  answersSchemaFor,
  publicScreeningQuestionSchema,
  screeningDraftAnswersSchema,
  type PublicScreeningQuestion,
} from '../screening.js';
import { fileIssue, type UploadRules } from '../uploads.js';
import {
  addressDetailsSchema,
  dateRangeIssues,
  EDUCATION_DATE_RULES,
  educationDetailsSchema,
  EXPERIENCE_DATE_RULES,
  experienceDetailsSchema,
  mobileNumberIssue,
  personalDetailsSchema,
  PRIMARY_MOBILE,
  type MobileFieldMessages,
  type Now,
} from './profile.js';
import { PROFILE_MESSAGES as P } from '../profile-messages.js';
import { checkMobile, resolveRegion } from '../phone.js';
import { latestToday } from '../dates.js';

/**
 * APP-2's application form (APP-4). One shape serves the draft, the form and the submission:
 * a draft is stored as typed (only shapes and generous lengths are checked, so half-filled work
 * is never refused), and Submit applies the profile's rules (APP-5) on top (GEN-3: the browser
 * form and the API use the same schema).
 */

/** Generous bounds for a draft; the submit rules report the real limits with APP-5's messages. */
const draftText = (max: number) => text().trim().max(max, `must not exceed ${max} characters`);
/** A select that may still be on its placeholder. */
const draftChoice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

export type ApplicationMode = (typeof APPLICATION_MODES)[number];

export const APPLICATION_FILE_KINDS = ['cv', 'photo'] as const;
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/**
 * APP-3: what each upload slot takes. The browser checks name and size first so the
 * candidate hears about a wrong file at once; the server decides the type by content (PRO-18).
 */
export const APPLICATION_FILE_RULES = {
  cv: {
    field: 'cv',
    maxBytes: APPLICATION_CV_MAX_BYTES,
    extensions: ['pdf', 'doc', 'docx'],
    accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    hint: APPLICATION_TEXTS.cvHint,
    messages: { required: A.fileEmpty, type: A.cvType, size: A.cvSize },
  },
  photo: {
    field: 'photo',
    maxBytes: APPLICATION_PHOTO_MAX_BYTES,
    extensions: ['jpg', 'jpeg', 'png'],
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    hint: APPLICATION_TEXTS.photoHint,
    messages: { required: A.fileEmpty, type: A.photoType, size: A.photoSize },
  },
} as const satisfies Record<ApplicationFileKind, UploadRules & { hint: string }>;

/** The browser's early check of a picked file: the message to show, or null when it may be sent. */
export const applicationFileIssue = (kind: ApplicationFileKind, file: { name: string; size: number }) =>
  fileIssue(APPLICATION_FILE_RULES[kind], file);

/** An uploaded file as the form holds it; the server trusts only the id (and checks its owner). */
export const fileRefSchema = z
  .object({ id: z.uuid('file id must be a UUID'), name: text().max(255), size: z.number().int().min(0) })
  .strict();
export type FileRef = z.infer<typeof fileRefSchema>;

/** `region` ('PH', docs/decisions/039): the number's country; optional, the code's main country otherwise. */
const mobileEntry = z.object({ code: draftText(5), number: draftText(20), region: draftText(2).optional() }).strict();
const linkEntry = z.object({ url: draftText(500) }).strict();
const experienceEntry = z
  .object({
    job_title: draftText(500),
    company: draftText(500),
    start_date: draftText(10),
    end_date: draftText(10),
    current: z.boolean(),
    key_achievements: draftText(1000),
  })
  .strict();
const educationEntry = z
  .object({
    degree: draftChoice(DEGREES),
    institution: draftText(500),
    start_year: draftText(4),
    end_year: draftText(4),
    specialization: draftText(500),
  })
  .strict();
const certificationEntry = z
  .object({
    course: draftChoice(CERTIFICATION_COURSES),
    institution: draftText(500),
    start_date: draftText(10),
    end_date: draftText(10),
    specialization: draftText(500),
  })
  .strict();

const applicationFields = {
  mode: z.enum(APPLICATION_MODES),
  cv_files: z.array(fileRefSchema).max(APPLICATION_MAX_FILES),
  photo_files: z.array(fileRefSchema).max(APPLICATION_MAX_FILES),
  first_name: draftText(100),
  last_name: draftText(100),
  /** The first number is the primary one (PRO-6's rules); 'extra mobile numbers can be added'. */
  mobiles: z.array(mobileEntry).min(1).max(APPLICATION_MAX_MOBILES),
  linkedin_profile: draftText(500),
  additional_links: z.array(linkEntry).max(APPLICATION_MAX_LINKS),
  present_address: draftText(500),
  permanent_address: draftText(500),
  same_as_present: z.boolean(),
  experience: z.array(experienceEntry).max(APPLICATION_MAX_ENTRIES),
  education: z.array(educationEntry).max(APPLICATION_MAX_ENTRIES),
  certifications: z.array(certificationEntry).max(APPLICATION_MAX_ENTRIES),
  /**
   * APP-11 (docs/decisions/046): the answers to the job's screening questions, keyed by question id, as
   * typed (a draft keeps them); on submit the API checks them with `answersSchemaFor(the job's questions)`.
   */
  screening_answers: screeningDraftAnswersSchema.default({}),
};

/** PUT /api/application-drafts/:jobId: the form as typed so far. */
export const applicationDraftSchema = z.object(applicationFields).strict();
export type ApplicationFields = z.input<typeof applicationDraftSchema>;
export type ExperienceEntry = z.input<typeof experienceEntry>;
export type EducationEntry = z.input<typeof educationEntry>;
export type CertificationEntry = z.input<typeof certificationEntry>;

/** The host of a LinkedIn profile link: linkedin.com or one of its country sub-domains. */
export const isLinkedInUrl = (value: string) => isWebUrl(value) && /(^|\.)linkedin\.com$/i.test(new URL(value).hostname);

const EXTRA_MOBILE: MobileFieldMessages = { field: 'Mobile number', tenDigits: A.mobileTenDigits };
const YEAR = /^\d{4}$/;
const certificationInstitution = requiredText('Institution', 2, TEXT_MAX);
const educationInstitution = requiredText('Institution', INSTITUTE_MIN, TEXT_MAX);

type Path = (string | number)[];

/**
 * Submit's rules (APP-5): a CV (or, with Apply with LinkedIn, a LinkedIn profile link), and the
 * profile's rules for the rest: the profile schemas' own fields where the profile has the same
 * field, their limits and message pattern where it has not (institution, years, courses). `today`
 * is PRO-8's "today": the device's own in the browser, the API's as the profile's PATCH has it.
 */
const applicationRules = (today: Now) => (v: z.output<typeof applicationDraftSchema>, ctx: z.RefinementCtx) => {
  const add = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
  const check = (path: Path, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) add(path, issue.message);
  };
  const personal = personalDetailsSchema.shape;

  if (v.mode === 'standard' && v.cv_files.length === 0) add(['cv_files'], A.cvRequired);
  check(['first_name'], personal.first_name, v.first_name);
  check(['last_name'], personal.last_name, v.last_name);

  v.mobiles.forEach((mobile, i) => {
    const region = mobile.region ?? '';
    // docs/decisions/039: each number against its country; a region of another code is refused like a wrong code.
    const numberIssue = mobileNumberIssue(i === 0 ? PRIMARY_MOBILE : EXTRA_MOBILE, mobile.code, region, mobile.number);
    const codeOk = mobile.code && resolveRegion(mobile.code, region || undefined);
    if (i === 0) {
      check(['mobiles', 0, 'number'], personal.PrimaryMobileNo, mobile.number);
      if (numberIssue) add(['mobiles', 0, 'number'], numberIssue);
      check(['mobiles', 0, 'code'], personal.PrimaryMobileNoCode, mobile.code);
      if (mobile.code && region && resolveRegion(mobile.code) && !codeOk) add(['mobiles', 0, 'code'], P.diallingCodeInvalid);
      return;
    }
    // Extra numbers follow PRO-6's secondary pair: both empty is fine, each half needs the other.
    if (mobile.number && !mobile.code) add(['mobiles', i, 'code'], A.mobileCodeRequired);
    if (mobile.code && !mobile.number) add(['mobiles', i, 'number'], A.mobileRequired);
    if (numberIssue) add(['mobiles', i, 'number'], numberIssue);
    if (mobile.code && !codeOk) add(['mobiles', i, 'code'], P.diallingCodeInvalid);
  });

  if (v.linkedin_profile && !isLinkedInUrl(v.linkedin_profile)) add(['linkedin_profile'], A.linkedinInvalid);
  if (v.mode === 'linkedin' && !v.linkedin_profile) add(['linkedin_profile'], A.linkedinRequired);
  v.additional_links.forEach((link, i) => {
    if (link.url && !isWebUrl(link.url)) add(['additional_links', i, 'url'], A.linkInvalid);
  });

  check(['present_address'], addressDetailsSchema.shape.PresentAddress, v.present_address);
  if (!v.same_as_present) check(['permanent_address'], addressDetailsSchema.shape.PermanentAddress, v.permanent_address);

  const experience = experienceDetailsSchema.shape;
  v.experience.forEach((entry, i) => {
    check(['experience', i, 'job_title'], experience.JobTitle, entry.job_title);
    check(['experience', i, 'company'], experience.Company, entry.company);
    check(['experience', i, 'key_achievements'], experience.KeyAchievements, entry.key_achievements);
    const end = entry.current ? PRESENT : entry.end_date;
    for (const issue of dateRangeIssues(entry.start_date, end, EXPERIENCE_DATE_RULES, today())) {
      add(['experience', i, issue.path === 'startDate' ? 'start_date' : 'end_date'], issue.message);
    }
  });

  v.education.forEach((entry, i) => {
    if (!entry.degree) add(['education', i, 'degree'], A.degreeRequired);
    check(['education', i, 'institution'], educationInstitution, entry.institution);
    check(['education', i, 'specialization'], educationDetailsSchema.shape.Specialization, entry.specialization);
    if (!YEAR.test(entry.start_year)) add(['education', i, 'start_year'], A.startYearRequired);
    if (!YEAR.test(entry.end_year)) add(['education', i, 'end_year'], A.endYearRequired);
    if (YEAR.test(entry.start_year) && YEAR.test(entry.end_year) && entry.start_year > entry.end_year) {
      add(['education', i, 'start_year'], A.startYearAfterEnd);
    }
  });

  v.certifications.forEach((entry, i) => {
    if (!entry.course) add(['certifications', i, 'course'], A.courseRequired);
    check(['certifications', i, 'institution'], certificationInstitution, entry.institution);
    check(['certifications', i, 'specialization'], educationDetailsSchema.shape.Specialization, entry.specialization);
    for (const issue of dateRangeIssues(entry.start_date, entry.end_date, EDUCATION_DATE_RULES, today())) {
      add(['certifications', i, issue.path === 'startDate' ? 'start_date' : 'end_date'], issue.message);
    }
  });
};

/** The browser form: Submit validates with these rules before anything is sent, "today" by the device's clock. */
export const applicationFormSchema = applicationDraftSchema.superRefine(applicationRules(() => new Date()));

/**
 * APP-11: the browser form of a job with screening questions: APP-5's rules and `answersSchemaFor(questions)`
 * on `screening_answers`, each message under `screening_answers.<id>` as the API answers it on submit.
 */
export const applicationFormSchemaFor = (questions: readonly PublicScreeningQuestion[]) =>
  applicationFormSchema.superRefine((v, ctx) => {
    const result = answersSchemaFor(questions).safeParse(v.screening_answers);
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: ['screening_answers', ...issue.path.map(String)], message: issue.message });
  });

/**
 * POST /api/applications: the form plus the job it is for, checked again by the API (GEN-3). PRO-8's
 * "today" is the latest date anywhere on Earth at `now()`, the API's clock (`() => app.clock.now()`).
 */
export const submitApplicationSchema = (now: Now) =>
  z
    .object({
      job_id: z.number().int().positive().max(2_147_483_647),
      ...applicationFields,
      /** APP-15: the first and last touch the browser kept in session storage; none for an old page. */
      source_touches: sourceTouchesSchema.nullable().optional(),
    })
    .strict()
    .superRefine(applicationRules(() => latestToday(now())));
export type SubmitApplicationRequest = z.input<ReturnType<typeof submitApplicationSchema>>;
export type SubmittedApplication = z.output<ReturnType<typeof submitApplicationSchema>>;

/** What an application keeps of the form: empty extra rows dropped, addresses resolved. */
export const applicationDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /**
   * docs/decisions/039: each number's national digits with its code, its country ('PH') and E.164
   * ('+639171234567'); applications stored before then have only the code and the number.
   */
  mobiles: z.array(z.object({ code: z.string(), number: z.string(), region: z.string().optional(), e164: z.string().optional() })),
  linkedin_profile: z.string(),
  additional_links: z.array(z.string()),
  present_address: z.string(),
  permanent_address: z.string(),
  experience: z.array(experienceEntry),
  education: z.array(educationEntry),
  certifications: z.array(certificationEntry),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

/** A valid submitted number as stored: national digits, its country and E.164 (docs/decisions/039). */
function storedMobile(mobile: { code: string; number: string; region?: string | undefined }): ApplicationDetails['mobiles'][number] {
  const region = resolveRegion(mobile.code, mobile.region || undefined);
  const checked = region ? checkMobile(region, mobile.number) : undefined;
  if (!region || !checked?.ok) return { code: mobile.code, number: mobile.number };
  return { code: mobile.code, number: checked.national, region, e164: checked.e164 };
}

/** The snapshot an application stores, from a valid submission and the account's e-mail. */
export function applicationDetails(input: SubmittedApplication, email: string): ApplicationDetails {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email,
    mobiles: input.mobiles.filter((m, i) => i === 0 || m.number).map(storedMobile),
    linkedin_profile: input.linkedin_profile,
    additional_links: input.additional_links.map((l) => l.url).filter(Boolean),
    present_address: input.present_address,
    permanent_address: input.same_as_present ? input.present_address : input.permanent_address,
    experience: input.experience.map((e) => (e.current ? { ...e, end_date: PRESENT } : e)),
    education: input.education,
    certifications: input.certifications,
  };
}

/** An uploaded application file (CV or photo). */
export const applicationFileSchema = fileRefSchema.extend({ kind: z.enum(APPLICATION_FILE_KINDS) });
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

/** APP-3: a file the profile holds, as the application form offers it (name, size in bytes, when it was uploaded). */
export const profileFileOfferSchema = z.object({ name: z.string(), size: z.number().int().min(0), uploaded_at: z.string() });
export type ProfileFileOffer = z.infer<typeof profileFileOfferSchema>;

/** GET /api/application-files/profile: the profile's resume and photo the form can use, null for none. */
export const profileFileOffersSchema = z.object({ cv: profileFileOfferSchema.nullable(), photo: profileFileOfferSchema.nullable() });
export type ProfileFileOffers = z.infer<typeof profileFileOffersSchema>;

/** GET /api/application-drafts/:jobId: the saved draft, or null when there is none. */
export const applicationDraftResponseSchema = z.object({
  draft: z.object({ job_id: z.number().int(), updated_at: z.string(), fields: applicationDraftSchema }).nullable(),
  /** APP-11: the job's screening questions the form asks (without their expected answers). */
  screening_questions: z.array(publicScreeningQuestionSchema),
});
export type ApplicationDraftResponse = z.infer<typeof applicationDraftResponseSchema>;

/** APP-7's application list item (label, date, status per step). */
export const applicationStepSchema = z.object({ label: z.string(), date: z.string().nullable(), status: z.enum(STEP_STATES) });
/**
 * REC-12: a scheduled interview. `starts_at` is an instant (ISO 8601, UTC); each reader shows it in
 * their own time zone. `sequence` counts the invitations sent (RFC 5545 SEQUENCE, 0 first).
 */
export const interviewSchema = z.object({
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  /** REC-30: a video link, or null when it takes place at `place`. */
  meeting_url: z.string().nullable(),
  place: z.string().nullable(),
  /** The recruiter's time zone when it was scheduled (IANA name). */
  time_zone: z.string(),
  sequence: z.number().int(),
  /** REC-31: when and why it was called off (a cancelled interview stays on the timeline as cancelled). */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const applicationListItemSchema = z.object({
  application_id: z.number().int(),
  job_id: z.number().int(),
  title: z.string(),
  /** ISO 8601; shown as dd-MM-yyyy (GEN-7). */
  dateApplied: z.string(),
  location: z.string(),
  contractType: z.enum(JOB_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  applicationSteps: z.array(applicationStepSchema),
  interview: interviewSchema.nullable(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export const applicationsResponseSchema = z.object({ applications: z.array(applicationListItemSchema) });
export type ApplicationsResponse = z.infer<typeof applicationsResponseSchema>;
export const submitApplicationResponseSchema = z.object({ message: z.string(), application: applicationListItemSchema });
export type SubmitApplicationResponse = z.infer<typeof submitApplicationResponseSchema>;

/** APP-6: GET /api/saved-jobs, newest first; a job closed since it was saved keeps its place, marked closed. */
export const savedJobSchema = z.object({ job: jobSchema, saved_at: z.string() });
export type SavedJob = z.infer<typeof savedJobSchema>;
export const savedJobsResponseSchema = z.object({ saved_jobs: z.array(savedJobSchema) });
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;

/** Path parameters naming a job. */
export const jobIdParamsSchema = z.object({ jobId: z.coerce.number('jobId must be a whole number').int().positive().max(2_147_483_647) });
