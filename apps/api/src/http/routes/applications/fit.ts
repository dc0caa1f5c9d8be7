import { fitContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** APP-10 (`fitContract`, docs/decisions/043): a signed-in candidate's fit to an open job, read at the time of asking. */
export default contractRoutes(fitContract, (app) => ({
  getJobFit: async (request) => app.candidateFit.forJob(currentUser(request).id, request.params.jobId),
}));
