import { recruiterSettingsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-13: the signed-in recruiter's own settings (`recruiterSettingsContract`: each new application by
 * e-mail, or the daily digest). Recruiters and admins (REC-2, REC-8).
 */
export default contractRoutes(recruiterSettingsContract, (app) => ({
  getRecruiterSettings: async (request) => app.recruiterSettings.get(currentUser(request).id),
  saveRecruiterSettings: async (request) => app.recruiterSettings.save(currentUser(request).id, request.body),
}));
