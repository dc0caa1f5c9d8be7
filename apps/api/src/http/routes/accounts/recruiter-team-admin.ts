import { TEAM_MESSAGES, recruiterTeamAdminContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-8: managing the team is for admins only (`recruiterTeamAdminContract`: recruiters read the team
 * through ./recruiter-team.ts and get 403 here; candidates 403; anonymous callers 401).
 */
export default contractRoutes(recruiterTeamAdminContract, (app) => ({
  inviteMember: async (request) => {
    const member = await app.team.invite(currentUser(request).id, request.body);
    return { member, message: TEAM_MESSAGES.invited(member.email) };
  },
  setMemberActive: async (request) => app.team.setActive(request.params.userId, request.body),
}));
