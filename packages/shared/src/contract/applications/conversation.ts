import type { OperationsFor, TypedOperations } from '../operation.js';
import type { conversationSchemas } from './conversation.schemas.js';

/**
 * APP-12 (docs/decisions/048): the candidate's side of each application's conversation. Candidates only;
 * another candidate's application is not found (404), like a missing one.
 */
const operations = {
  listMyMessages: { method: 'GET', path: '/api/applications/:id/messages', access: 'candidate', errors: [404] },
  sendMyMessage: { method: 'POST', path: '/api/applications/:id/messages', access: 'candidate', errors: [404] },
  getMyUnreadMessages: { method: 'GET', path: '/api/application-messages/unread', access: 'candidate' },
} satisfies OperationsFor<typeof conversationSchemas>;
export const conversationOperations: TypedOperations<typeof operations, typeof conversationSchemas> = operations;
