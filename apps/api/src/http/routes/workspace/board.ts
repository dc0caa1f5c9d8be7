import { workspaceBoardContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** REC-23 (docs/decisions/034): a job's pipeline board (`workspaceBoardContract`, recruiters and admins); each read is one recorded list view (REC-9). */
export default contractRoutes(workspaceBoardContract, (app) => ({
  getBoard: async (request) => app.workspaceBoard.board(currentUser(request).id, request.params.id, request.query),
  getBoardColumn: async (request) =>
    app.workspaceBoard.column(currentUser(request).id, request.params.id, request.params.status, request.query),
}));
