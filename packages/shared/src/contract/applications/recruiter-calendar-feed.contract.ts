import { defineContract } from '../contract.js';
import { recruiterCalendarFeedOperations } from './recruiter-calendar-feed.js';
import { recruiterCalendarFeedSchemas } from './recruiter-calendar-feed.schemas.js';

/** REC-32: the team member's own calendar feed, as `routes/applications/recruiter-calendar-feed.ts` (apps/api) registers it. */
export const recruiterCalendarFeedContract = defineContract({
  tag: 'recruiter',
  operations: recruiterCalendarFeedOperations,
  schemas: recruiterCalendarFeedSchemas,
});
