import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SessionResponse } from '../../schemas/auth.js';
import type { MessageResponse } from '../../schemas/common.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ResponseOf } from '../operation.js';
import { sessionContract } from './session.contract.js';
import type { sessionOperations } from './session.js';

describe('a signed-in user’s own session in the route contract (docs/decisions/021)', () => {
  it('types logout (no body) and the session check', () => {
    expectTypeOf<BodyOf<typeof sessionOperations.logout>>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseOf<typeof sessionOperations.logout>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<ResponseOf<typeof sessionOperations.getSession>>().toEqualTypeOf<SessionResponse>();
  });

  it('answers 401 anonymous and no 403 (any role), 413/415 where a body is read', () => {
    expect(errorAnswersOf(sessionContract)).toEqual({ logout: [400, 401, 413, 415], getSession: [401] });
  });
});
