import { z } from 'zod';
import {
  conversationSchema,
  messageInputSchema,
  sentMessageResponseSchema,
  messageTemplateInputSchema,
  messageTemplateResponseSchema,
  messageTemplatesSchema,
  unreadCountsSchema,
} from '../../schemas/conversation.js';
import { idParamsSchema } from '../../schemas/recruiter.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-conversation.ts`. */
export const recruiterConversationSchemas = {
  listApplicationMessages: {
    summary:
      'An application’s conversation with the candidate, oldest first; recorded in the access log (REC-9); marks the candidate’s messages read for you',
    params: idParamsSchema,
    response: { 200: conversationSchema },
  },
  sendApplicationMessage: {
    summary: 'Write to the candidate (plain text, up to 5,000 characters). E-mails the candidate with the text and a link',
    params: idParamsSchema,
    body: messageInputSchema,
    response: { 201: sentMessageResponseSchema },
  },
  getJobUnreadMessages: {
    summary: 'Candidates’ messages you have not read, per application of the job and in all',
    params: idParamsSchema,
    response: { 200: unreadCountsSchema },
  },
  listMessageTemplates: {
    summary: 'The team’s rejection message templates ({firstName} and {jobTitle} are filled in when sent)',
    response: { 200: messageTemplatesSchema },
  },
  addMessageTemplate: {
    summary: 'Add a rejection message template (admins)',
    body: messageTemplateInputSchema,
    response: { 201: messageTemplateResponseSchema },
  },
  updateMessageTemplate: {
    summary: 'Change a rejection message template (admins)',
    params: idParamsSchema,
    body: messageTemplateInputSchema,
    response: { 200: messageTemplateResponseSchema },
  },
  deleteMessageTemplate: {
    summary: 'Delete a rejection message template (admins); messages already sent stay',
    params: idParamsSchema,
    response: { 200: z.object({ message: z.string() }) },
  },
} satisfies SchemaTable;
