import { conversationSchema, messageInputSchema, sentMessageResponseSchema, unreadCountsSchema } from '../../schemas/conversation.js';
import { idParamsSchema } from '../../schemas/recruiter.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `conversation.ts`. */
export const conversationSchemas = {
  listMyMessages: {
    summary: 'Your application’s conversation with the recruiters, oldest first; reading marks the team’s messages read',
    params: idParamsSchema,
    response: { 200: conversationSchema },
  },
  sendMyMessage: {
    summary: 'Write to the recruiters about your application (plain text, up to 5,000 characters). E-mails the job’s watchers',
    params: idParamsSchema,
    body: messageInputSchema,
    response: { 201: sentMessageResponseSchema },
  },
  getMyUnreadMessages: {
    summary: 'Messages from the recruiters you have not read: per application and in all',
    response: { 200: unreadCountsSchema },
  },
} satisfies SchemaTable;
