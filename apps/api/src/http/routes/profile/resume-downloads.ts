import { resumeDownloadsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { attachment, sendFile } from '../../lib/file-response.js';

/**
 * PRO-19 (`resumeDownloadsContract`): resumes are read from the fixed uploads path prefixed to the stored
 * path (`/uploads/resumes/….pdf`), registered at the root. Resumes are personal data: only their owner,
 * signed in, may download them, always as an attachment (docs/decisions/006); anyone else signed in gets
 * 404, anonymous callers 401 (the contract's 'signed-in' rule).
 */
export default contractRoutes(resumeDownloadsContract, (app) => ({
  downloadResume: async (request, reply) => {
    const { key, name, data } = await app.profileFiles.ownResume(currentUser(request).id, request.params.file);
    reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(name));
    return sendFile(reply, key, data);
  },
}));
