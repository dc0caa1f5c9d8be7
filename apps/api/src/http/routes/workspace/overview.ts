import { overviewContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-17, REC-18 (docs/decisions/037): the workspace's dashboard and jobs table, for recruiters and admins
 * (`overviewContract`: 'recruiter-area'). Names and job titles only: nothing is recorded (REC-9).
 */
export default contractRoutes(overviewContract, (app) => ({
  getDashboard: async (request) => app.dashboard.get(currentUser(request).id, request.query.stalledDays),
  listJobsTable: async (request) => app.jobsTable.list(request.query, currentUser(request).id),
}));
