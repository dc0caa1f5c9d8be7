import { interviewSlotsContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-30, REC-31 (docs/decisions/049): the recruiter offers interview times and calls an interview off
 * (`interviewSlotsContract`, every operation 'recruiter-area': 401 anonymous, 403 candidates).
 */
export default contractRoutes(interviewSlotsContract, (app) => {
  const scheduling = app.interviewScheduling;
  return {
    getInterviewSlots: async (request) => scheduling.recruiterSlots(request.params.id),
    offerInterviewSlots: async (request) => scheduling.offer(currentUser(request).id, request.params.id, request.body),
    cancelInterview: async (request) => scheduling.recruiterCancel(request.params.id, request.body.reason),
  };
});
