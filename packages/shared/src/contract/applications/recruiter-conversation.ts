import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterConversationSchemas } from './recruiter-conversation.schemas.js';

/**
 * REC-29 (docs/decisions/048): the team's side of each application's conversation and the rejection
 * message templates. Recruiters and admins read and write messages and read the templates; only admins
 * add, change or delete a template. Reading a conversation is an access to the application (REC-9):
 * recorded first, 503 and nothing served when it cannot be.
 */
const operations = {
  listApplicationMessages: {
    method: 'GET',
    path: '/api/recruiter/applications/:id/messages',
    access: 'recruiter-area',
    errors: [404, 503],
  },
  sendApplicationMessage: { method: 'POST', path: '/api/recruiter/applications/:id/messages', access: 'recruiter-area', errors: [404] },
  getJobUnreadMessages: { method: 'GET', path: '/api/recruiter/jobs/:id/unread-messages', access: 'recruiter-area', errors: [404] },
  listMessageTemplates: { method: 'GET', path: '/api/recruiter/message-templates', access: 'recruiter-area' },
  addMessageTemplate: { method: 'POST', path: '/api/recruiter/message-templates', access: 'admin' },
  updateMessageTemplate: { method: 'PUT', path: '/api/recruiter/message-templates/:id', access: 'admin', errors: [404] },
  deleteMessageTemplate: { method: 'DELETE', path: '/api/recruiter/message-templates/:id', access: 'admin', errors: [404] },
} satisfies OperationsFor<typeof recruiterConversationSchemas>;
export const recruiterConversationOperations: TypedOperations<typeof operations, typeof recruiterConversationSchemas> = operations;
