import { recruiterConversationContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-29 (docs/decisions/048): the team's side of each application's conversation and the rejection
 * message templates (`recruiterConversationContract`: recruiters and admins; templates changed by admins
 * only). A read of the conversation is recorded in the access log first (REC-9).
 */
export default contractRoutes(recruiterConversationContract, (app) => {
  const conversations = app.conversations;
  return {
    listApplicationMessages: async (request) => app.recruiterAccess.conversation(currentUser(request).id, request.params.id),
    sendApplicationMessage: async (request) => conversations.teamSend(currentUser(request).id, request.params.id, request.body.text),
    getJobUnreadMessages: async (request) => conversations.memberUnread(currentUser(request).id, request.params.id),
    listMessageTemplates: async () => conversations.templates(),
    addMessageTemplate: async (request) => conversations.addTemplate(currentUser(request).id, request.body),
    updateMessageTemplate: async (request) => conversations.updateTemplate(currentUser(request).id, request.params.id, request.body),
    deleteMessageTemplate: async (request) => conversations.deleteTemplate(request.params.id),
  };
});
