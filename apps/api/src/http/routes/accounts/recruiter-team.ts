import { recruiterTeamContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** REC-8: every member of the recruiter area may read the team (`recruiterTeamContract`; the writes are admins', ./recruiter-team-admin.ts). */
export default contractRoutes(recruiterTeamContract, (app) => ({
  listTeam: async () => ({ members: await app.team.list() }),
}));
