import { workspaceApplicantsContract } from '@careers/shared';
import { sendFile } from '../../lib/file-response.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-19 (docs/decisions/036): a job's applicants table, bulk moves, the side panel, thumbnails inside a
 * list view and a DOCX CV as text (`workspaceApplicantsContract`, recruiters and admins). REC-9: the list
 * view, the panel and the CV text are recorded before they are answered.
 */
export default contractRoutes(workspaceApplicantsContract, (app) => {
  const applicants = app.workspaceApplicants;
  return {
    listJobApplicants: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return applicants.list({ actorId: currentUser(request).id, jobId: request.params.id, ...request.query });
    },

    moveApplications: async (request) => {
      const { action, items, templateId } = request.body;
      // REC-29: an unknown template refuses the whole move (404) before any application moves.
      if (templateId !== undefined && action === 'not-selected') await app.conversations.template(templateId);
      return applicants.move(currentUser(request).id, request.params.id, action, items, action === 'not-selected' ? templateId : undefined);
    },

    getApplicantPanel: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return applicants.panel(currentUser(request).id, request.params.id, request.query.view);
    },

    getApplicantPhoto: async (request, reply) => {
      const { key, data } = await applicants.photo(currentUser(request).id, request.params.id, request.params.fileId, request.query.view);
      // Private to this browser, kept for the hour: scrolling back or reopening the page does not fetch again.
      reply.header('cache-control', 'private, max-age=3600');
      return sendFile(reply, key, data);
    },

    getApplicationCvText: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return applicants.cvText(currentUser(request).id, request.params.fileId);
    },
  };
});
