import type { OperationsFor, TypedOperations } from '../operation.js';
import type { calendarFeedSchemas } from './calendar-feed.schemas.js';

/**
 * REC-32 (docs/decisions/051): a team member's private calendar feed, read by calendar apps at
 * `/calendar/<token>.ics` (outside `/api`, registered at the root). Public by its secret token (a
 * calendar app cannot sign in); rate-limited per client address (429); 404 for any address that is not
 * a live feed's (a revoked one included); 503 when the access log (REC-9) cannot be written first.
 */
const operations = {
  readCalendarFeed: { method: 'GET', path: '/calendar/:file', access: 'public', errors: [404, 429, 503] },
} satisfies OperationsFor<typeof calendarFeedSchemas>;
export const calendarFeedOperations: TypedOperations<typeof operations, typeof calendarFeedSchemas> = operations;
