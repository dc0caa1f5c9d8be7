import { recruiterCalendarFeedContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-32 (`recruiterCalendarFeedContract`, docs/decisions/051): the signed-in team member's own calendar
 * feed: whether it is on, a new address (shown once; the old one stops working), and off. Recruiters and
 * admins (REC-2, REC-8).
 */
export default contractRoutes(recruiterCalendarFeedContract, (app) => ({
  getCalendarFeed: async (request) => app.calendarFeeds.get(currentUser(request).id),
  createCalendarFeed: async (request) => app.calendarFeeds.create(currentUser(request).id),
  deleteCalendarFeed: async (request) => app.calendarFeeds.revoke(currentUser(request).id),
}));
