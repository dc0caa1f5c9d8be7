import { recruiterApplicationsContract } from '@careers/shared';
import { attachment, sendAttachment, sendFile } from '../../lib/file-response.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-5, REC-6, REC-11, REC-12, REC-14: a job's applicants in the recruiter area (`recruiterApplicationsContract`,
 * every operation 'recruiter-area': 401 anonymous, 403 candidates): their steps and interviews, their
 * files, the recruiters' private notes and ratings (no candidate answer carries either), and the
 * applicants CSV. The file and the CSV hold personal data: recorded in the access log first (REC-9),
 * never cached, always downloaded rather than shown.
 */
export default contractRoutes(recruiterApplicationsContract, (app) => {
  const applications = app.applications;
  const notes = app.applicationNotes;
  return {
    listApplicants: async (request) => applications.applicantsOfJob(request.params.id),

    advanceApplication: async (request) =>
      applications.advance(currentUser(request).id, request.params.id, request.body.from, request.body.interview),

    scheduleInterview: async (request) => applications.scheduleInterview(currentUser(request).id, request.params.id, request.body),

    markNotSelected: async (request) =>
      applications.markNotSelected(currentUser(request).id, request.params.id, undefined, request.body?.templateId),

    getApplicationFile: async (request, reply) => {
      const file = await app.recruiterAccess.applicationFile(currentUser(request).id, request.params.fileId);
      reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(file.name));
      return sendFile(reply, file.key, file.data);
    },

    listNotes: async (request) => notes.list(currentUser(request).id, request.params.id),
    addNote: async (request) => notes.add(currentUser(request).id, request.params.id, request.body.text),
    rateApplication: async (request) => notes.rate(currentUser(request).id, request.params.id, request.body.rating),

    getApplicantsCsv: async (request, reply) => {
      // REC-9: one access-log row per export, naming the job, written before the file is sent.
      const { fileName, body } = await app.recruiterAccess.applicantsCsv(currentUser(request).id, request.params.id);
      return sendAttachment(reply, { contentType: 'text/csv; charset=utf-8; header=present', fileName, body });
    },
  };
});
