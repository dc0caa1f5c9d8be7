import { RECRUITER_MESSAGES as R, recruiterJobsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-2..REC-7: the recruiter area's postings, and watching a job (REC-13: a job's creator watches it
 * from the start). `recruiterJobsContract`: every operation is 'recruiter-area' (REC-2, REC-8), so
 * anonymous callers get 401 and candidates 403 from the contract's access rule.
 */
export default contractRoutes(recruiterJobsContract, (app) => {
  const jobs = app.recruiterJobs;
  return {
    listPostedJobs: async (request) => ({ jobs: await jobs.listPosted(currentUser(request).id) }),

    createJob: async (request) => ({ message: R.jobCreated, job: await jobs.create(request.body, currentUser(request).id) }),

    getJob: async (request) => jobs.details(request.params.id),

    updateJob: async (request) => ({ message: R.jobUpdated, job: await jobs.update(request.params.id, request.body) }),

    setJobStatus: async (request) => {
      const job = await jobs.setStatus(request.params.id, request.body.status);
      return { message: job.status === 'open' ? R.jobOpened : R.jobClosedNow, job };
    },

    watchJob: async (request) => jobs.setWatching(request.params.id, currentUser(request).id, true),
    unwatchJob: async (request) => jobs.setWatching(request.params.id, currentUser(request).id, false),
  };
});
