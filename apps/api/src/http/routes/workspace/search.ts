import { workspaceSearchContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** REC-20: the command palette's search (`workspaceSearchContract`, recruiters and admins); not recorded (docs/decisions/033). */
export default contractRoutes(workspaceSearchContract, (app) => ({
  searchWorkspace: async (request) => app.workspaceSearch.search(request.query.q),
}));
