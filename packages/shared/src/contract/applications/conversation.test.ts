import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Conversation, SentMessageResponse, UnreadCounts } from '../../schemas/conversation.js';
import { errorAnswersOf } from '../contract.js';
import type { ResponseOf } from '../operation.js';
import { conversationContract } from './conversation.contract.js';
import type { conversationOperations } from './conversation.js';
import { recruiterConversationContract } from './recruiter-conversation.contract.js';
import type { recruiterConversationOperations } from './recruiter-conversation.js';

describe('the conversations in the route contract (APP-12, REC-29, docs/decisions/048)', () => {
  it('types each call through the zod-free tables', () => {
    expectTypeOf<ResponseOf<typeof conversationOperations.listMyMessages>>().toEqualTypeOf<Conversation>();
    expectTypeOf<ResponseOf<typeof conversationOperations.sendMyMessage>>().toEqualTypeOf<SentMessageResponse>();
    expectTypeOf<ResponseOf<typeof recruiterConversationOperations.getJobUnreadMessages>>().toEqualTypeOf<UnreadCounts>();
  });

  it('answers 403 to the other roles; the team’s read may answer 503 (the access log, REC-9)', () => {
    expect(errorAnswersOf(conversationContract)).toEqual({
      listMyMessages: [400, 401, 403, 404],
      sendMyMessage: [400, 401, 403, 404, 413, 415],
      getMyUnreadMessages: [401, 403],
    });
    expect(errorAnswersOf(recruiterConversationContract)).toEqual({
      listApplicationMessages: [400, 401, 403, 404, 503],
      sendApplicationMessage: [400, 401, 403, 404, 413, 415],
      getJobUnreadMessages: [400, 401, 403, 404],
      listMessageTemplates: [401, 403],
      addMessageTemplate: [400, 401, 403, 413, 415],
      updateMessageTemplate: [400, 401, 403, 404, 413, 415],
      deleteMessageTemplate: [400, 401, 403, 404, 413, 415],
    });
  });
});
