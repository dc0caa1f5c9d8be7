import { savedJobsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** A candidate's saved jobs (`savedJobsContract`, APP-6): candidates only (401 anonymous, 403 recruiters and admins). */
export default contractRoutes(savedJobsContract, (app) => {
  const { applications: service } = app;
  return {
    listSavedJobs: async (request) => ({ saved_jobs: await service.savedJobs(currentUser(request).id) }),
    saveJob: async (request) => service.saveJob(currentUser(request).id, request.params.jobId),
    unsaveJob: async (request) => service.unsaveJob(currentUser(request).id, request.params.jobId),
  };
});
