import { z } from 'zod';
import { CANDIDATE_CURRENCIES } from '../candidate-currencies.js';
import {
  ENGAGEMENT_TYPES,
  OFFER_DECLINE_REASON_MAX,
  OFFER_DURATION_MONTHS_MAX,
  OFFER_HOURS_MAX,
  OFFER_MESSAGES as O,
  OFFER_NOTICE_MAX,
  OFFER_PLACE_MAX,
  OFFER_RATE_UNITS,
  OFFER_ROLE_MAX,
  OFFER_STATUSES,
  OFFER_WORKPLACES,
} from '../offer-messages.js';
import { payRangeResponseSchema } from './jobs.js';
import { isTimeZone } from './recruiter.js';

/**
 * REC-33, APP-14 (docs/decisions/050): the engagement offer as the recruiter writes it and as both sides
 * read it. Money is an integer in the currency's minor units; the expiry is a local date and time in the
 * zone it was given in, stored as a UTC instant with that zone.
 */

export const offerRateSchema = z
  .object({
    amount: z
      .number({ error: O.rateInvalid })
      .int({ error: O.rateInvalid })
      .positive({ error: O.rateInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: O.rateInvalid }),
    currency: z.enum(CANDIDATE_CURRENCIES, { error: O.currencyInvalid }),
    unit: z.enum(OFFER_RATE_UNITS, { error: O.unitInvalid }),
  })
  .strict();

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: O.tooLong(max) })
    .transform((value) => (value === '' ? null : value));

export const offerInputSchema = z
  .object({
    role: z
      .string({ error: O.roleRequired })
      .trim()
      .min(1, { error: O.roleRequired })
      .max(OFFER_ROLE_MAX, { error: O.tooLong(OFFER_ROLE_MAX) }),
    engagement: z.enum(ENGAGEMENT_TYPES),
    rate: offerRateSchema,
    start_date: z.iso.date({ error: O.dateInvalid }),
    end_date: z.iso.date({ error: O.dateInvalid }).nullable().default(null),
    duration_months: z
      .number({ error: O.durationInvalid })
      .int({ error: O.durationInvalid })
      .min(1, { error: O.durationInvalid })
      .max(OFFER_DURATION_MONTHS_MAX, { error: O.durationInvalid })
      .nullable()
      .default(null),
    hours_per_week: z
      .number({ error: O.hoursInvalid })
      .int({ error: O.hoursInvalid })
      .min(1, { error: O.hoursInvalid })
      .max(OFFER_HOURS_MAX, { error: O.hoursInvalid }),
    workplace: z.enum(OFFER_WORKPLACES),
    place: optionalText(OFFER_PLACE_MAX).nullable().default(null),
    notice_terms: z
      .string()
      .trim()
      .max(OFFER_NOTICE_MAX, { error: O.tooLong(OFFER_NOTICE_MAX) })
      .default(''),
    /** The expiry as the recruiter typed it, in `expires_time_zone`. */
    expires_at: z.string({ error: O.expiryInvalid }).regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: O.expiryInvalid }),
    expires_time_zone: z
      .string({ error: O.timeZoneInvalid })
      .max(64, { error: O.timeZoneInvalid })
      .refine(isTimeZone, { error: O.timeZoneInvalid }),
    /** REC-33: a rate outside the job's published range is refused (422) unless this is true. */
    confirm_outside_range: z.boolean().default(false),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if ((offer.end_date === null) === (offer.duration_months === null))
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: O.endOrDurationRequired });
    if (offer.end_date !== null && offer.end_date <= offer.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: O.endBeforeStart });
    if (offer.workplace === 'on_site' && offer.place === null) ctx.addIssue({ code: 'custom', path: ['place'], message: O.placeRequired });
  });
export type OfferInput = z.input<typeof offerInputSchema>;
export type ParsedOfferInput = z.output<typeof offerInputSchema>;

/** APP-14: what was recorded when the candidate accepted (the simple electronic signature's evidence). */
export const offerAcceptanceSchema = z.object({
  name: z.string(),
  at: z.string(),
  ip: z.string(),
  letter_sha256: z.string(),
  signed_sha256: z.string(),
});

export const offerSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  version: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  /** True when a sent offer's expiry has passed by the app's clock (it can no longer be accepted). */
  expired: z.boolean(),
  role: z.string(),
  engagement: z.enum(ENGAGEMENT_TYPES),
  rate: offerRateSchema,
  start_date: z.string(),
  end_date: z.string().nullable(),
  duration_months: z.number().int().nullable(),
  hours_per_week: z.number().int(),
  workplace: z.enum(OFFER_WORKPLACES),
  place: z.string().nullable(),
  notice_terms: z.string(),
  expires_at: z.string(),
  expires_time_zone: z.string(),
  outside_range_confirmed: z.boolean(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  letter_sha256: z.string().nullable(),
  acceptance: offerAcceptanceSchema.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The recruiter's view: every version, newest first, with what the form needs (the job's range, title). */
export const recruiterOffersSchema = z.object({
  application_id: z.number().int(),
  status: z.string(),
  job_title: z.string(),
  candidate_name: z.string(),
  pay: payRangeResponseSchema.nullable(),
  offers: z.array(offerSchema),
});
export type RecruiterOffers = z.infer<typeof recruiterOffersSchema>;

export const offerResponseSchema = z.object({ message: z.string(), offer: offerSchema });
export type OfferResponse = z.infer<typeof offerResponseSchema>;

/** APP-14: the candidate's view of their application's offer (the latest sent one, or none). */
export const candidateOfferSchema = z.object({
  application_id: z.number().int(),
  job_title: z.string(),
  /** The account's name the typed name must match. */
  account_name: z.string(),
  offer: offerSchema.nullable(),
});
export type CandidateOffer = z.infer<typeof candidateOfferSchema>;

export const offerParamsSchema = z.object({
  offerId: z.coerce.number('offerId must be a whole number').int().positive().max(2_147_483_647),
});

export const acceptOfferSchema = z
  .object({ full_name: z.string({ error: O.nameRequired }).trim().min(1, { error: O.nameRequired }).max(200) })
  .strict();
export const declineOfferSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(OFFER_DECLINE_REASON_MAX, { error: O.tooLong(OFFER_DECLINE_REASON_MAX) })
      .default(''),
  })
  .strict();

/** APP-14: the typed name matches the account's when they agree ignoring case and runs of spaces. */
export const normalisedName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
export const namesMatch = (typed: string, account: string) => normalisedName(typed) === normalisedName(account);
