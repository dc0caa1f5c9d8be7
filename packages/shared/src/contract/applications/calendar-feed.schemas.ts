import { fileAnswer, type SchemaTable } from '../contract.js';
import { calendarFeedParamsSchema } from '../../schemas/calendar-feed.js';

/** The schema half of `calendar-feed.ts`. */
export const calendarFeedSchemas = {
  readCalendarFeed: {
    summary: 'A team member’s calendar feed of their interviews, by its secret address (REC-32)',
    params: calendarFeedParamsSchema,
    response: {
      200: fileAnswer({
        contentTypes: ['text/calendar'],
        description: 'An RFC 5545 VCALENDAR (METHOD:PUBLISH), one VEVENT per interview, times in UTC; never cached',
        format: 'text',
      }),
    },
  },
} satisfies SchemaTable;
