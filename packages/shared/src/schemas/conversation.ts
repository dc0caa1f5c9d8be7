import { z } from 'zod';
import { CONVERSATION_MESSAGES as C } from '../conversation-messages.js';
import { text } from './common.js';

/** APP-12, REC-29 (docs/decisions/048): an application's conversation between the candidate and the team. */

export const MESSAGE_TEXT_MAX = 5000;
export const TEMPLATE_NAME_MAX = 80;

/** POST /api/applications/:id/messages and /api/recruiter/applications/:id/messages: plain text, links shown as links. */
export const messageInputSchema = z
  .object({
    text: text({ error: C.textRequired })
      .trim()
      .min(1, { error: C.textRequired, abort: true })
      .max(MESSAGE_TEXT_MAX, C.textMax(MESSAGE_TEXT_MAX)),
  })
  .strict();
export type MessageInput = z.input<typeof messageInputSchema>;

export const MESSAGE_SIDES = ['candidate', 'team'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(MESSAGE_SIDES),
  /** The team member's name on a team message (null once their account is gone); the candidate's on theirs. */
  author: z.string().nullable(),
  text: z.string(),
  /** ISO 8601 time it was written. */
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  messages: z.array(conversationMessageSchema),
  /** Messages from the other side the reader had not read before this read (reading marks them read). */
  unreadBefore: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const sentMessageResponseSchema = z.object({ message: z.string(), item: conversationMessageSchema });
export type SentMessageResponse = z.infer<typeof sentMessageResponseSchema>;

/** Unread messages from the other side: per application (only those with any) and in all. */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  applications: z.array(z.object({ applicationId: z.number().int(), unread: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** REC-29: a rejection message template, edited by admins. */
export const messageTemplateInputSchema = z
  .object({
    name: text({ error: C.templates.nameRequired })
      .trim()
      .min(1, { error: C.templates.nameRequired, abort: true })
      .max(TEMPLATE_NAME_MAX, C.templates.nameMax(TEMPLATE_NAME_MAX)),
    body: text({ error: C.templates.bodyRequired })
      .trim()
      .min(1, { error: C.templates.bodyRequired, abort: true })
      .max(MESSAGE_TEXT_MAX, C.templates.bodyMax(MESSAGE_TEXT_MAX)),
  })
  .strict();
export type MessageTemplateInput = z.input<typeof messageTemplateInputSchema>;

export const messageTemplateSchema = z.object({ id: z.number().int(), name: z.string(), body: z.string(), updatedAt: z.string() });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplatesSchema = z.object({ templates: z.array(messageTemplateSchema) });
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;
export const messageTemplateResponseSchema = z.object({ message: z.string(), template: messageTemplateSchema });
export type MessageTemplateResponse = z.infer<typeof messageTemplateResponseSchema>;

/** REC-29: the optional body of a move to Not selected: a template to send, or none. */
export const notSelectedInputSchema = z.object({ templateId: z.number().int().positive().max(2_147_483_647).optional() }).strict();
export type NotSelectedInput = z.infer<typeof notSelectedInputSchema>;

/** REC-29: a template's placeholders, filled in: {firstName} and {jobTitle}; anything else stays as written. */
export function fillTemplate(body: string, values: { firstName: string; jobTitle: string }): string {
  return body.replaceAll('{firstName}', values.firstName).replaceAll('{jobTitle}', values.jobTitle);
}
