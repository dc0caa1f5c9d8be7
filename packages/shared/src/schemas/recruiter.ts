import { z } from 'zod';
import { RECRUITER_MESSAGES as R } from '../application-messages.js';
import { APPLICATION_MODES, JOB_CATEGORIES, JOB_DESCRIPTION_MAX, JOB_STATUSES, JOB_TITLE_MIN, JOB_TYPES, TEXT_MAX } from '../constants.js';
import { APPLICATION_STATUSES } from '../application-steps.js';
import { htmlToText } from '../jobs-text.js';
import { requiredText, text } from './common.js';
import { checkJobTerms, isIsoDate, jobSchema, jobTermsInputShape } from './jobs.js';
import { ratingSummarySchema } from './recruiter-notes.js';
import { screeningQuestionSchema, screeningQuestionsSchema, storedScreeningAnswerSchema } from '../screening.js';
import { applicationDetailsSchema, applicationFileSchema, applicationStepSchema, interviewSchema } from './applications.js';

/** REC-3: the recruiter area's API. */

/** REC-3's posted-job item (title, datePosted, location, contractType, status), plus what the card links to. */
export const postedJobSchema = z.object({
  job_id: z.number().int(),
  title: z.string(),
  /** yyyy-MM-dd; shown as dd-MM-yyyy (GEN-7). */
  datePosted: z.string(),
  location: z.string(),
  contractType: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  is_remote: z.boolean(),
  department: z.string(),
  closing_date: z.string().nullable(),
  applicants: z.number().int(),
  /** REC-13: whether the signed-in recruiter watches this job (is e-mailed of each new application). */
  watching: z.boolean(),
});
export type PostedJob = z.infer<typeof postedJobSchema>;
export const postedJobsResponseSchema = z.object({ jobs: z.array(postedJobSchema) });
export type PostedJobsResponse = z.infer<typeof postedJobsResponseSchema>;

export const JOB_DESCRIPTION_MIN_TEXT = 50;

/** A select still on its placeholder ('') gets '{Field} is required'. */
const requiredChoice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  text().pipe(z.enum(values, { error: `${field} is required` }));

/**
 * POST /api/recruiter/jobs and PUT /api/recruiter/jobs/:id (PUB-14, REC-4). The description is HTML
 * from the rich-text editor; the server sanitises it before storing (REC-7). The closing date is
 * optional (an open-ended posting); "not in the past" is checked by the server against its clock.
 * The terms (PUB-18: pay, engagement, remote eligibility, CET overlap, skills) follow; the pay range is
 * required to publish (REC-24), which the server checks when a job is posted or reopened.
 */
export const jobInputSchema = z
  .object({
    job_title: requiredText('Job title', JOB_TITLE_MIN, TEXT_MAX),
    department: requiredText('Department', 2, 120),
    category: requiredChoice('Category', JOB_CATEGORIES),
    job_type: requiredChoice('Job type', JOB_TYPES),
    is_remote: z.boolean(),
    location: requiredText('Location', 2, 120),
    closing_date: text()
      .trim()
      .refine((v) => v === '' || isIsoDate(v), 'Closing date must be a date in the form yyyy-MM-dd')
      .transform((v) => (v === '' ? null : v)),
    // The length is checked first and ends the checks: a huge description is never scanned.
    job_description: text({ error: R.descriptionRequired })
      .max(JOB_DESCRIPTION_MAX, { error: R.descriptionMax, abort: true })
      .superRefine((html, ctx) => {
        const length = htmlToText(html).length;
        if (length === 0) ctx.addIssue({ code: 'custom', message: R.descriptionRequired });
        else if (length < JOB_DESCRIPTION_MIN_TEXT) ctx.addIssue({ code: 'custom', message: R.descriptionMin });
      }),
    ...jobTermsInputShape,
    /** REC-27 (docs/decisions/046): up to 10 screening questions; none when absent (clients that predate them). */
    screening_questions: screeningQuestionsSchema.default([]),
  })
  .strict()
  .superRefine(checkJobTerms);
export type JobInput = z.input<typeof jobInputSchema>;
export type JobInputOutput = z.output<typeof jobInputSchema>;

/** PATCH /api/recruiter/jobs/:id/status: open or close a posting (PUB-14: closed jobs leave the list and sitemap). */
export const jobStatusInputSchema = z.object({ status: z.enum(JOB_STATUSES) }).strict();
export type JobStatusInput = z.infer<typeof jobStatusInputSchema>;

export const recruiterJobResponseSchema = z.object({ message: z.string(), job: jobSchema });
export type RecruiterJobResponse = z.infer<typeof recruiterJobResponseSchema>;
/** REC-27: the editor reads the job with its screening questions (expected answers included: recruiters only). */
export const recruiterJobDetailsSchema = z.object({ job: jobSchema, screening_questions: z.array(screeningQuestionSchema) });
export type RecruiterJobDetails = z.infer<typeof recruiterJobDetailsSchema>;

/** PUT/DELETE /api/recruiter/jobs/:id/watch: the signed-in recruiter starts or stops watching a job. */
export const watchResponseSchema = z.object({ message: z.string(), job_id: z.number().int(), watching: z.boolean() });
export type WatchResponse = z.infer<typeof watchResponseSchema>;

/** One applicant of a job, as a recruiter sees them. */
export const applicantSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  mode: z.enum(APPLICATION_MODES),
  dateApplied: z.string(),
  applicationSteps: z.array(applicationStepSchema),
  details: applicationDetailsSchema,
  files: z.array(applicationFileSchema),
  /** REC-11: the recruiters' ratings (private: no candidate response carries them). */
  rating: ratingSummarySchema,
  interview: interviewSchema.nullable(),
  /** APP-11: the screening answers with the questions' words at submit time (in the set's order). */
  screening_answers: z.array(storedScreeningAnswerSchema),
  /** REC-27: the "Does not meet" items, for a person to review (the flag never ends, hides or moves it). */
  does_not_meet: z.array(z.string()),
  /** APP-15: the source the application counts under ('linkedin', 'google.com', 'referral', 'direct'). */
  source: z.string(),
  /** APP-17: the source as recruiters read it: "linkedin / azure" (source / campaign), or the source alone. */
  source_label: z.string(),
  /** REC-34: the referrer whose link the candidate applied through ("Referred by …"); null for none. */
  referred_by: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;
export const applicantsResponseSchema = z.object({ job: jobSchema, applicants: z.array(applicantSchema) });
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

/**
 * POST /api/recruiter/applications/:id/advance names the status the recruiter saw, so a double
 * click or two recruiters at once cannot move an application two steps.
 */
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/**
 * REC-12: an interview as the recruiter enters it: a local date and time in the recruiter's time
 * zone, a duration and an https meeting link. The server turns it into an instant.
 */
export const interviewInputSchema = z
  .object({
    date: z.iso.date({ error: R.interviewDateInvalid }),
    time: z.string({ error: R.interviewTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: R.interviewTimeInvalid }),
    time_zone: z
      .string({ error: R.interviewTimeZoneInvalid })
      .max(64, { error: R.interviewTimeZoneInvalid })
      .refine(isTimeZone, { error: R.interviewTimeZoneInvalid }),
    duration_minutes: z
      .number({ error: R.interviewDurationInvalid })
      .int({ error: R.interviewDurationInvalid })
      .min(INTERVIEW_DURATION_MIN, { error: R.interviewDurationInvalid })
      .max(INTERVIEW_DURATION_MAX, { error: R.interviewDurationInvalid }),
    meeting_url: z
      .string({ error: R.interviewLinkInvalid })
      .trim()
      .max(500, { error: R.interviewLinkInvalid })
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: R.interviewLinkInvalid })),
  })
  .strict();
export type InterviewInput = z.infer<typeof interviewInputSchema>;

/** The optional interview rides only on the move to Interview (the server refuses it on any other move). */
export const advanceApplicationSchema = z
  .object({ from: z.enum(APPLICATION_STATUSES), interview: interviewInputSchema.optional() })
  .strict();
export type AdvanceApplicationRequest = z.infer<typeof advanceApplicationSchema>;
export const applicantResponseSchema = z.object({ message: z.string(), applicant: applicantSchema });
export type ApplicantResponse = z.infer<typeof applicantResponseSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number('id must be a whole number').int().positive().max(2_147_483_647) });
