import { jobAlertsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** ALR-1: a signed-in candidate's job alerts (`jobAlertsContract`); creating one is ./job-alerts-subscribe.ts, the links ./job-alert-links.ts. */
export default contractRoutes(jobAlertsContract, (app) => ({
  listJobAlerts: async (request) => app.jobAlerts.list(currentUser(request).id),
  deleteJobAlert: async (request) => app.jobAlerts.remove(currentUser(request).id, request.params.id),
}));
