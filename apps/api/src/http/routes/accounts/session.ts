import { sessionContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** ACC-13: the calls of any signed-in user about their own session (`sessionContract`: 401 anonymous). */
export default contractRoutes(sessionContract, (app) => ({
  logout: async (request) => app.accounts.logout(currentUser(request).sessionId),
  getSession: async (request) => ({ user_details: await app.accounts.sessionUser(currentUser(request).id) }),
}));
