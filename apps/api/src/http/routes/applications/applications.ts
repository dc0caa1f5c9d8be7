import { APPLICATION_FILE_RULES, applicationsContract } from '@careers/shared';
import { readUpload } from '../../lib/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

/**
 * A candidate's drafts, applications and the files the form uploads (`applicationsContract`: APP-3 to
 * APP-9); saved jobs are in ./saved-jobs.ts. Candidates only (401 anonymous, 403 recruiters and admins,
 * from the contract's access rule). The upload is registered by contractRoutes with @fastify/multipart
 * in a scope of its own: the rest of the API accepts JSON alone.
 */
export default contractRoutes(applicationsContract, (app) => {
  const { applications: service } = app;
  return {
    getApplicationDraft: async (request) => service.draft(currentUser(request).id, request.params.jobId),
    saveApplicationDraft: async (request) => service.saveDraft(currentUser(request).id, request.params.jobId, request.body),
    deleteApplicationDraft: async (request) => service.deleteDraft(currentUser(request).id, request.params.jobId),
    listApplications: async (request) => ({ applications: await service.applications(currentUser(request).id) }),
    submitApplication: async (request) => {
      const user = currentUser(request);
      return service.submit({ id: user.id, email: user.email }, request.body);
    },
    withdrawApplication: async (request) => service.withdraw(currentUser(request).id, request.params.id),
    // APP-3: the form's CV and photo slots upload here, one file per call, before the form is saved or
    // submitted; the draft and the submission then name the file by its id.
    uploadApplicationFile: async (request) => {
      const user = currentUser(request);
      const { kind } = request.params;
      // One budget for every upload of an account (profile and applications): it bounds the disk one account can fill.
      await app.rateLimiter.consume([RATE_LIMITS.uploadsPerAccount, String(user.id)]);
      const { data, fileName } = await readUpload(request, APPLICATION_FILE_RULES[kind]);
      return app.applicationFiles.save(user.id, kind, data, fileName);
    },
    // APP-3: the profile's resume and photo, offered as the first slots, and copied in when the candidate uses them.
    getProfileFileOffers: async (request) => app.applicationFiles.profileOffers(currentUser(request).id),
    copyProfileFile: async (request) => {
      const user = currentUser(request);
      // A copy takes room like an upload: the same budget.
      await app.rateLimiter.consume([RATE_LIMITS.uploadsPerAccount, String(user.id)]);
      return app.applicationFiles.copyFromProfile(user.id, request.params.kind);
    },
  };
});
