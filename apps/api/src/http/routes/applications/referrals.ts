import { referralsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-34, REC-35 (`referralsContract`): a team member's own referral code, and the admins' referrers: the
 * team and the employees they add without a workspace login.
 */
export default contractRoutes(referralsContract, (app) => ({
  getReferralLinks: async (request) => app.referrals.links(currentUser(request).id),
  listReferrers: async () => app.referrals.list(),
  addReferrer: async (request) => app.referrals.add(currentUser(request).id, request.body),
  removeReferrer: async (request) => app.referrals.remove(request.params.id),
}));
