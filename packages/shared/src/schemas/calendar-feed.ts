import { z } from 'zod';
import { secretParam } from './common.js';

/**
 * REC-32 (docs/decisions/051): the feed's path, `/calendar/<token>.ics`. The whole segment is the
 * credential (the log writes `[redacted]` for it); anything that is not a live feed's token is a 404.
 */
export const calendarFeedParamsSchema = z.object({ file: secretParam(z.string().max(100)) });

/** A team member's feed as their settings page shows it (never its address: only its hash is kept). */
export const calendarFeedStateSchema = z.object({
  /** ISO instant the current address was made. */
  createdAt: z.string(),
  /** ISO instant a calendar last read it, or null. */
  lastReadAt: z.string().nullable(),
});

/** GET /api/recruiter/calendar-feed, and DELETE's answer (`feed: null`). */
export const calendarFeedResponseSchema = z.object({
  message: z.string().optional(),
  feed: calendarFeedStateSchema.nullable(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** POST /api/recruiter/calendar-feed: a new address, shown this once (`webcal://…/calendar/<token>.ics`). */
export const calendarFeedCreatedSchema = z.object({
  message: z.string(),
  feed: calendarFeedStateSchema,
  url: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
