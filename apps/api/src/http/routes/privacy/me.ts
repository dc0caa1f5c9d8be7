import { myDataContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { sendAttachment } from '../../lib/file-response.js';

/**
 * PRV: the candidate's rights over their own data (docs/product/privacy.md), `myDataContract`:
 * candidates only; every route acts on the caller's own account.
 */
export default contractRoutes(myDataContract, (app) => ({
  exportMyData: async (request, reply) => {
    const { fileName, stream } = await app.dataExport.export(currentUser(request).id);
    return sendAttachment(reply, { contentType: 'application/zip', fileName, body: stream });
  },
  listMyAccesses: async (request) => app.accessAudit.listForCandidate(currentUser(request).id, request.query.page),
  deleteMyAccount: async (request) => app.accountDeletion.deleteAccount(currentUser(request).id, request.body.password, request.ip),
}));
