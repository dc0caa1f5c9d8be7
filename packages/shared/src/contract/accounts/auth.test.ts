import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuthResponse, LoginRequest, SignupRequest } from '../../schemas/auth.js';
import type { MessageResponse } from '../../schemas/common.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ParamsOf, ResponseOf } from '../operation.js';
import { authContract } from './auth.contract.js';
import type { authOperations } from './auth.js';

describe('signing up, in and resetting a password in the route contract (docs/decisions/021)', () => {
  it('keeps SPEC’s legacy shapes: login answers access_token, message and user_details', () => {
    expectTypeOf<BodyOf<typeof authOperations.login>>().toEqualTypeOf<LoginRequest>();
    expectTypeOf<ResponseOf<typeof authOperations.login>>().toEqualTypeOf<AuthResponse>();
    expectTypeOf<ResponseOf<typeof authOperations.verifySignup>>().toEqualTypeOf<AuthResponse>();
    expectTypeOf<BodyOf<typeof authOperations.register>>().toEqualTypeOf<SignupRequest>();
    expectTypeOf<ResponseOf<typeof authOperations.register>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<ParamsOf<typeof authOperations.resetPassword>>().toEqualTypeOf<undefined>();
  });

  it('are public: the 401/403 are login’s own; 413/415 where a body is read; 404 where an address must be known', () => {
    const common = [400, 401, 403, 409, 413, 415, 429, 503];
    const unknownAddress = [400, 401, 403, 404, 409, 413, 415, 429, 503];
    expect(errorAnswersOf(authContract)).toEqual({
      register: common,
      resendCode: unknownAddress,
      verifySignup: common,
      login: common,
      forgotPassword: unknownAddress,
      resetPassword: common,
    });
  });
});
