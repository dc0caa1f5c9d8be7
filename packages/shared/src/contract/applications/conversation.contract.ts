import { defineContract } from '../contract.js';
import { conversationOperations } from './conversation.js';
import { conversationSchemas } from './conversation.schemas.js';

/** The candidate's conversations, as `routes/applications/conversation.ts` (apps/api) registers them. */
export const conversationContract = defineContract({
  tag: 'applications',
  operations: conversationOperations,
  schemas: conversationSchemas,
});
