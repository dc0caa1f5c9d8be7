import { z } from 'zod';
import { CERTIFICATION_COURSES } from '../constants.js';
import { TALENT_MESSAGES as T } from '../talent-messages.js';
import { applicationDetailsSchema, applicationFileSchema, applicationListItemSchema } from './applications.js';
import { userProfileSchema } from './profile.js';
import { CANDIDATE_CURRENCIES } from '../candidate-currencies.js';
import { PAY_UNITS, parseMajorAmount } from '../job-terms.js';
import { isCountryCode } from '../countries.js';
import { PROFILE_TERMS_MESSAGES as PT } from '../profile-terms-messages.js';
import { skillById } from '../skills-catalogue.js';
import { isIsoDate } from './jobs.js';
import { profileTermsResponseSchema } from './profile-terms.js';

/** REC-10: candidates per page of the talent pool search. */
export const TALENT_PAGE_SIZE = 20;

/** PUT /api/profile/discoverable and its answer: the opt-in and when it last changed (null: never, so off). */
export const discoverableInputSchema = z.object({ discoverable: z.boolean() }).strict();
export type DiscoverableInput = z.infer<typeof discoverableInputSchema>;
export const discoverableSchema = z.object({ discoverable: z.boolean(), changed_at: z.string().nullable() });
export type Discoverable = z.infer<typeof discoverableSchema>;
export const discoverableResponseSchema = discoverableSchema.extend({ message: z.string() });

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** REC-10: the most skills one talent search may require. */
export const TALENT_SKILLS_MAX = 10;

/** GET /api/recruiter/talent's query string (all optional; the web page keeps the same names in its URL). */
export const talentQuerySchema = z
  .object({
    q: z.string().max(200, T.queryTooLong).optional().default(''),
    verified: flag,
    hasResume: flag,
    certification: z.enum(CERTIFICATION_COURSES).optional(),
    /** PRO-20: the country of residence, ISO 3166-1 alpha-2. */
    country: z.string().refine(isCountryCode, PT.countryInvalid).optional(),
    updatedWithin: z.coerce
      .number(T.updatedWithinInvalid)
      .int(T.updatedWithinInvalid)
      .min(1, T.updatedWithinInvalid)
      .max(3650, T.updatedWithinInvalid)
      .optional(),
    // PRO-20's terms (docs/decisions/042): skill ids, comma-separated, every one required;
    // the maximum rate in major units of a currency per unit (EUR per day unless said); available by a
    // day; at least so many hours of overlap with Central European working hours.
    skills: z
      .string()
      .max(400, PT.skillInvalid)
      .optional()
      .transform((text, ctx) => {
        const ids = [
          ...new Set(
            (text ?? '')
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.some((id) => skillById(id) === undefined)) ctx.addIssue({ code: 'custom', message: PT.skillInvalid });
        if (ids.length > TALENT_SKILLS_MAX) ctx.addIssue({ code: 'custom', message: PT.skillsTooMany });
        return ids;
      }),
    maxRate: z.string().max(20, PT.maxRateInvalid).optional(),
    rateCurrency: z.enum(CANDIDATE_CURRENCIES, PT.rateCurrencyInvalid).optional().default('EUR'),
    rateUnit: z.enum(PAY_UNITS, PT.rateUnitInvalid).optional().default('day'),
    availableBy: z.string().refine(isIsoDate, PT.availableByInvalid).optional(),
    overlap: z.coerce.number(PT.overlapInvalid).int(PT.overlapInvalid).min(1, PT.overlapInvalid).max(8, PT.overlapInvalid).optional(),
    page: z.coerce.number(T.pageInvalid).int(T.pageInvalid).min(1, T.pageInvalid).max(10_000, T.pageInvalid).optional().default(1),
  })
  .transform((query, ctx) => {
    const { maxRate, ...rest } = query;
    if (maxRate === undefined || maxRate.trim() === '') return { ...rest, maxRateMinor: undefined };
    const minor = parseMajorAmount(maxRate, query.rateCurrency);
    if (minor === null || minor <= 0) ctx.addIssue({ code: 'custom', path: ['maxRate'], message: PT.maxRateInvalid });
    return { ...rest, maxRateMinor: minor ?? undefined };
  });
export type TalentQuery = z.input<typeof talentQuerySchema>;
export type TalentFiltersInput = z.output<typeof talentQuerySchema>;

/** A snippet as parts: `match` parts are the words the search found (shown highlighted, as text). */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const talentCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  headline: z.string(),
  snippet: z.array(snippetPartSchema),
  verified: z.boolean(),
  updatedAt: z.string(),
  /** PRO-20: the candidate's terms, for the result's facts. */
  terms: profileTermsResponseSchema,
});
export type TalentCandidate = z.infer<typeof talentCandidateSchema>;
export const talentSearchResponseSchema = z.object({
  candidates: z.array(talentCandidateSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TalentSearchResponse = z.infer<typeof talentSearchResponseSchema>;

/** GET /api/recruiter/candidates/{id}: the full profile, its files and the candidate's applications. */
export const talentCandidateDetailSchema = z.object({
  id: z.number().int(),
  /** The profile; its `profile_photo` and `resume` storage paths are blank (docs/decisions/017: recruiters fetch files by candidate id, recorded). */
  profile: userProfileSchema,
  /** Whether the profile has a resume and a photo to download (GET /api/recruiter/candidates/{id}/resume, /photo). */
  profileFiles: z.object({ resume: z.boolean(), photo: z.boolean() }),
  discoverable: z.boolean(),
  /** PRO-20: skills with years, expected rate, availability, country of residence and time zone. */
  terms: profileTermsResponseSchema,
  applications: z.array(applicationListItemSchema.extend({ details: applicationDetailsSchema, files: z.array(applicationFileSchema) })),
});
export type TalentCandidateDetail = z.infer<typeof talentCandidateDetailSchema>;
