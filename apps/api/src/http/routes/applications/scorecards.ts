import { scorecardsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-28 (docs/decisions/047): a job's interview plan and the team's scorecards (`scorecardsContract`, every
 * operation 'recruiter-area': 401 anonymous, 403 candidates). Like REC-11's notes, scorecards are the team's
 * own writing, not the candidate's data: reading them is not an access-log row (REC-9); never cached.
 */
export default contractRoutes(scorecardsContract, (app) => {
  const scorecards = app.scorecards;
  return {
    getInterviewPlan: async (request) => scorecards.plan(request.params.id),
    saveInterviewPlan: async (request) => scorecards.savePlan(request.params.id, request.body),
    listScorecards: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return scorecards.list(currentUser(request).id, request.params.id);
    },
    setInterviewStage: async (request) => scorecards.setStage(currentUser(request).id, request.params.id, request.body.stageId),
    createScorecard: async (request, reply) => {
      reply.status(201);
      return scorecards.create(currentUser(request).id, request.params.id, request.body);
    },
    updateScorecard: async (request) => scorecards.update(currentUser(request).id, request.params.scorecardId, request.body),
  };
});
