import { conversationContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * APP-12 (docs/decisions/048): the candidate's side of their applications' conversations
 * (`conversationContract`, candidates only; another candidate's application answers 404).
 */
export default contractRoutes(conversationContract, (app) => {
  const conversations = app.conversations;
  return {
    listMyMessages: async (request) => conversations.candidateRead(currentUser(request).id, request.params.id),
    sendMyMessage: async (request) => conversations.candidateSend(currentUser(request).id, request.params.id, request.body.text),
    getMyUnreadMessages: async (request) => conversations.candidateUnread(currentUser(request).id),
  };
});
