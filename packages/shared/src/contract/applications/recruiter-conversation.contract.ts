import { defineContract } from '../contract.js';
import { recruiterConversationOperations } from './recruiter-conversation.js';
import { recruiterConversationSchemas } from './recruiter-conversation.schemas.js';

/** The team's conversations and message templates, as `routes/applications/recruiter-conversation.ts` (apps/api) registers them. */
export const recruiterConversationContract = defineContract({
  tag: 'recruiter',
  operations: recruiterConversationOperations,
  schemas: recruiterConversationSchemas,
});
