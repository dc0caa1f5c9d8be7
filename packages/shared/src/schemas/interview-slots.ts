import { z } from 'zod';
import { RECRUITER_MESSAGES as R } from '../application-messages.js';
import { INTERVIEW_PLACE_MAX, INTERVIEW_REASON_MAX, INTERVIEW_SCHEDULING_MESSAGES as S } from '../interview-scheduling-messages.js';
import { INTERVIEW_SLOTS_MAX, INTERVIEW_SLOTS_MIN } from '../interview-slots.js';
import { text } from './common.js';
import { interviewSchema } from './applications.js';
import { INTERVIEW_DURATION_MAX, INTERVIEW_DURATION_MIN, isTimeZone } from './recruiter.js';

/** REC-30, APP-13 (docs/decisions/049): offered interview times, their booking, moves and cancellations. */

const timeZoneSchema = z
  .string({ error: R.interviewTimeZoneInvalid })
  .max(64, { error: R.interviewTimeZoneInvalid })
  .refine(isTimeZone, { error: R.interviewTimeZoneInvalid });

/** One offered time as the recruiter enters it: a local date and start in their zone, and a length. */
export const slotInputSchema = z
  .object({
    date: z.iso.date({ error: R.interviewDateInvalid }),
    time: z.string({ error: R.interviewTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: R.interviewTimeInvalid }),
    duration_minutes: z
      .number({ error: R.interviewDurationInvalid })
      .int({ error: R.interviewDurationInvalid })
      .min(INTERVIEW_DURATION_MIN, { error: R.interviewDurationInvalid })
      .max(INTERVIEW_DURATION_MAX, { error: R.interviewDurationInvalid }),
  })
  .strict();
export type SlotInput = z.infer<typeof slotInputSchema>;

/** REC-30: the recruiter's offer: 2–12 times in their zone, a video link or a place, and the other interviewers. */
export const slotOfferInputSchema = z
  .object({
    time_zone: timeZoneSchema,
    slots: z
      .array(slotInputSchema)
      .min(INTERVIEW_SLOTS_MIN, { error: S.slotsCount(INTERVIEW_SLOTS_MIN, INTERVIEW_SLOTS_MAX) })
      .max(INTERVIEW_SLOTS_MAX, { error: S.slotsCount(INTERVIEW_SLOTS_MIN, INTERVIEW_SLOTS_MAX) })
      .refine((slots) => new Set(slots.map((s) => `${s.date} ${s.time}`)).size === slots.length, { error: S.slotsDuplicate }),
    meeting_url: z
      .string({ error: R.interviewLinkInvalid })
      .trim()
      .max(500, { error: R.interviewLinkInvalid })
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: R.interviewLinkInvalid }))
      .nullish(),
    place: text({ error: S.placeOrLink }).trim().max(INTERVIEW_PLACE_MAX, S.placeMax(INTERVIEW_PLACE_MAX)).nullish(),
    interviewer_ids: z.array(z.number().int().positive(), { error: S.interviewerUnknown }).max(20).default([]),
  })
  .strict()
  .refine((o) => Boolean(o.meeting_url) || Boolean(o.place), { error: S.placeOrLink, path: ['meeting_url'] });
export type SlotOfferInput = z.input<typeof slotOfferInputSchema>;

const zonedTimeSchema = z.object({ time_zone: z.string(), date: z.string(), time: z.string(), label: z.string() });

/** An offered time, read in both zones. */
export const offeredSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  /** On the recruiter's clock (the zone it was offered in). */
  recruiter: zonedTimeSchema,
  /** On the candidate's clock (their profile's zone, else their browser's last known one, else UTC). */
  candidate: zonedTimeSchema,
  /** REC-30: any part outside 08:00–20:00 of the candidate's day. */
  outside_candidate_day: z.boolean(),
  /** This application's interview is at this time. */
  booked: z.boolean(),
});
export type OfferedSlot = z.infer<typeof offeredSlotSchema>;

export const TIME_ZONE_SOURCES = ['profile', 'browser', 'none'] as const;
export const candidateZoneSchema = z.object({
  time_zone: z.string(),
  /** Where the zone comes from: PRO-20's profile, the browser's last known one, or none (UTC). */
  source: z.enum(TIME_ZONE_SOURCES),
});

/** REC-30: the recruiter's view of an application's offered times. */
export const recruiterSlotsSchema = z.object({
  candidate_zone: candidateZoneSchema,
  slots: z.array(offeredSlotSchema),
  meeting_url: z.string().nullable(),
  place: z.string().nullable(),
  interviewer_ids: z.array(z.number().int()),
  interview: interviewSchema.nullable(),
});
export type RecruiterSlots = z.infer<typeof recruiterSlotsSchema>;
export const slotOfferResponseSchema = z.object({ message: z.string(), offer: recruiterSlotsSchema });
export type SlotOfferResponse = z.infer<typeof slotOfferResponseSchema>;

/** APP-13: the candidate's page: the job, the open times in their zone, their interview. */
export const candidateSlotsSchema = z.object({
  application_id: z.number().int(),
  job_title: z.string(),
  candidate_zone: candidateZoneSchema,
  slots: z.array(offeredSlotSchema),
  meeting_url: z.string().nullable(),
  place: z.string().nullable(),
  interview: interviewSchema.nullable(),
  /** The interview on the candidate's clock, when there is one. */
  interview_time: zonedTimeSchema.nullable(),
  /** Until when the candidate may move or cancel it themselves (ISO instant), or null. */
  change_until: z.string().nullable(),
  can_change: z.boolean(),
});
export type CandidateSlots = z.infer<typeof candidateSlotsSchema>;
export const candidateSlotsResponseSchema = z.object({ message: z.string(), page: candidateSlotsSchema });
export type CandidateSlotsResponse = z.infer<typeof candidateSlotsResponseSchema>;

/** The browser's zone, sent by the candidate's page and recorded as their last known one (APP-13). */
export const candidateSlotsQuerySchema = z.object({ time_zone: timeZoneSchema.optional() }).strict();

export const slotParamsSchema = z.object({
  id: z.coerce.number('id must be a whole number').int().positive().max(2_147_483_647),
  slotId: z.coerce.number('slotId must be a whole number').int().positive().max(2_147_483_647),
});

/** REC-31, APP-13: calling an interview off, with the reason the other side reads. */
export const cancelInterviewInputSchema = z
  .object({
    reason: text({ error: S.reasonRequired })
      .trim()
      .min(1, { error: S.reasonRequired, abort: true })
      .max(INTERVIEW_REASON_MAX, S.reasonMax(INTERVIEW_REASON_MAX)),
  })
  .strict();
export type CancelInterviewInput = z.input<typeof cancelInterviewInputSchema>;

/** APP-13: none of the times suit: the candidate's note to the team. */
export const otherTimesInputSchema = z
  .object({
    note: text({ error: S.noteRequired })
      .trim()
      .min(1, { error: S.noteRequired, abort: true })
      .max(INTERVIEW_REASON_MAX, S.noteMax(INTERVIEW_REASON_MAX)),
  })
  .strict();
export type OtherTimesInput = z.input<typeof otherTimesInputSchema>;
