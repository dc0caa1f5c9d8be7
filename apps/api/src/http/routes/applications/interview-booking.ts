import { INTERVIEW_SCHEDULING_MESSAGES as S, interviewBookingContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * APP-13 (docs/decisions/049): the candidate picks, moves or cancels their interview, or asks for other
 * times (`interviewBookingContract`, candidates only; another candidate's application answers 404).
 */
export default contractRoutes(interviewBookingContract, (app) => {
  const scheduling = app.interviewScheduling;
  return {
    getMyInterviewSlots: async (request) => scheduling.candidateSlots(currentUser(request).id, request.params.id, request.query.time_zone),
    bookInterviewSlot: async (request) => scheduling.book(currentUser(request).id, request.params.id, request.params.slotId),
    cancelMyInterview: async (request) => scheduling.candidateCancel(currentUser(request).id, request.params.id, request.body.reason),
    // APP-13: the note joins the application's conversation (APP-12), which e-mails the job's watchers.
    askOtherInterviewTimes: async (request) => {
      const userId = currentUser(request).id;
      const text = await scheduling.otherTimesMessage(userId, request.params.id, request.body.note);
      await app.conversations.candidateSend(userId, request.params.id, text);
      return { message: S.otherTimesSent, page: await scheduling.candidatePage(userId, request.params.id) };
    },
  };
});
