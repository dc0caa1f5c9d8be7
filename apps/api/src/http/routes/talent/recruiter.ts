import type { FastifyReply } from 'fastify';
import { recruiterTalentContract } from '@careers/shared';
import { attachment, sendFile } from '../../lib/file-response.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import type { Download } from '../../../domains/audit/index.js';

/** Personal data: never cached, always downloaded. */
const send = (reply: FastifyReply, file: Download) => {
  reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(file.name));
  return sendFile(reply, file.key, file.data);
};

/**
 * REC-10: the talent pool in the recruiter area (`recruiterTalentContract`, recruiters and admins): the
 * search, and a candidate recruiters may see (discoverable, or applied to a job) with the profile's
 * resume and photo, by candidate id. Each read of a candidate is recorded before it is served
 * (REC-9, docs/decisions/017).
 */
export default contractRoutes(recruiterTalentContract, (app) => {
  const access = app.recruiterAccess;
  return {
    searchTalent: async (request) => app.talent.search(request.query),
    getCandidate: async (request) => access.viewProfile(currentUser(request).id, request.params.id),
    getCandidateResume: async (request, reply) => send(reply, await access.profileResume(currentUser(request).id, request.params.id)),
    getCandidatePhoto: async (request, reply) => send(reply, await access.profilePhoto(currentUser(request).id, request.params.id)),
  };
});
