import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterCalendarFeedSchemas } from './recruiter-calendar-feed.schemas.js';

/**
 * REC-32 (docs/decisions/051): the signed-in team member's own calendar feed: whether they have one, a new
 * address (replacing the old one, which stops working), and turning it off. Recruiters and admins
 * (REC-2, REC-8): 401 anonymous, 403 candidates.
 */
const operations = {
  getCalendarFeed: { method: 'GET', path: '/api/recruiter/calendar-feed', access: 'recruiter-area' },
  createCalendarFeed: { method: 'POST', path: '/api/recruiter/calendar-feed', access: 'recruiter-area' },
  deleteCalendarFeed: { method: 'DELETE', path: '/api/recruiter/calendar-feed', access: 'recruiter-area' },
} satisfies OperationsFor<typeof recruiterCalendarFeedSchemas>;
export const recruiterCalendarFeedOperations: TypedOperations<typeof operations, typeof recruiterCalendarFeedSchemas> = operations;
