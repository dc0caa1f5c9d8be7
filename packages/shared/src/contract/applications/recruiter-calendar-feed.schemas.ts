import { calendarFeedCreatedSchema, calendarFeedResponseSchema } from '../../schemas/calendar-feed.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-calendar-feed.ts`. */
export const recruiterCalendarFeedSchemas = {
  getCalendarFeed: {
    summary: 'Your calendar feed: whether it is on, since when, and when a calendar last read it (REC-32)',
    response: { 200: calendarFeedResponseSchema },
  },
  createCalendarFeed: {
    summary: 'A new calendar feed address, shown this once; the previous address stops working',
    response: { 201: calendarFeedCreatedSchema },
  },
  deleteCalendarFeed: {
    summary: 'Turn your calendar feed off; its address stops working',
    response: { 200: calendarFeedResponseSchema },
  },
} satisfies SchemaTable;
