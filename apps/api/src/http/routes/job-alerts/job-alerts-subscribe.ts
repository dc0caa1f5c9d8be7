import { jobAlertsSubscribeContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

/**
 * ALR-1, ALR-2 (`jobAlertsSubscribeContract`): saving the careers filters as a job alert, for a signed-in
 * candidate (on at once, 200) or an anonymous visitor with `email` (a confirmation link is e-mailed
 * first, 202). A caller who sends a token must be a candidate (recruiters get 403).
 */
export default contractRoutes(jobAlertsSubscribeContract, (app) => ({
  createJobAlert: async (request, reply) => {
    const { user } = request;
    // ALR-2: an anonymous sign-up e-mails the address it names, so like registration it is a request-rate
    // limit per client address, charged before the work (docs/decisions/009, 029).
    if (!user) await app.rateLimiter.consume([RATE_LIMITS.alertRequestsPerIp, request.ip]);
    const result = await app.jobAlerts.create(user ? { id: user.id, email: user.email } : undefined, request.body, request.ip);
    if (!user) reply.code(202);
    return result;
  },
}));
