import { talentConsentContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-10: the candidate's "Let recruiters find my profile" switch (GDPR opt-in, off until turned on),
 * `talentConsentContract`: candidates only, on the caller's own profile.
 */
export default contractRoutes(talentConsentContract, (app) => ({
  getDiscoverable: async (request) => app.talent.discoverable(currentUser(request).id),
  setDiscoverable: async (request) => app.talent.setDiscoverable(currentUser(request).id, request.body.discoverable),
}));
