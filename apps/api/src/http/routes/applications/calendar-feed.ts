import { calendarFeedContract } from '@careers/shared';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-32 (`calendarFeedContract`, docs/decisions/051): a team member's calendar feed at
 * `/calendar/<token>.ics`, registered at the root. Public by its secret address (calendar apps cannot
 * sign in), rate-limited per client address before any work; the token is a credential the request log
 * redacts (the whole path segment, docs/decisions/028). The feed names candidates, so each candidate it
 * shows is recorded in the access log (REC-9) as the owner's access before the bytes leave, once a day per
 * candidate (the first read of the day is the access; a calendar polls hourly). Never cached.
 */
export default contractRoutes(calendarFeedContract, (app) => ({
  readCalendarFeed: async (request, reply) => {
    await app.rateLimiter.consume([RATE_LIMITS.calendarFeedPerIp, request.ip]);
    const feed = await app.calendarFeeds.read(request.params.file);
    await app.accessAudit.record(feed.shown.map((shown) => ({ ...shown, actorId: feed.ownerId, kind: 'calendar_feed' as const })));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(feed.body);
  },
}));
