import { jobAlertLinksContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * ALR-2, ALR-5: a job alert's e-mailed links (`jobAlertLinksContract`), open to anyone: they work without
 * signing in, by their signature. The one-click unsubscribe's form body (RFC 8058) is read in a scope of
 * its own by contractRoutes, and not used: the token in the URL is what counts.
 */
export default contractRoutes(jobAlertLinksContract, (app) => ({
  confirmJobAlert: async (request) => app.jobAlerts.confirm(request.query.token),
  unsubscribeJobAlert: async (request) => app.jobAlerts.unsubscribe(request.query.token),
}));
