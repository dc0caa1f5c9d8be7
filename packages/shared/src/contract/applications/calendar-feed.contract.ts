import { defineContract } from '../contract.js';
import { calendarFeedOperations } from './calendar-feed.js';
import { calendarFeedSchemas } from './calendar-feed.schemas.js';

/** REC-32's calendar feed, as `routes/applications/calendar-feed.ts` (apps/api) registers it at the root. */
export const calendarFeedContract = defineContract({ tag: 'calendar', operations: calendarFeedOperations, schemas: calendarFeedSchemas });
