import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { signUp } from './helpers/accounts.js';
import { call } from './helpers/call.js';
import { TEST_CLOCK_START } from './helpers/test-clock.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the test clock', () => {
  it('starts every test app at the same fixed instant, whatever the real hour', async () => {
    expect(ctx.clock.now().toISOString()).toBe(TEST_CLOCK_START);
    // What a client sees: the token it is given was issued at that instant ...
    const { token } = await signUp(ctx);
    expect(new Date((decodeJwt(token).iat ?? 0) * 1000).toISOString()).toBe(TEST_CLOCK_START);
    // ... and is accepted, though by the real clock it expired long ago: tokens are checked against the app's clock.
    const session = await call(ctx, 'GET', '/api/session', { token });
    expect(session.statusCode, session.body).toBe(200);
  });

  it('moves to the start of the next rate-limit window', () => {
    ctx.clock.advance(90_000);
    ctx.clock.advanceToNextWindow(3_600_000);
    expect(ctx.clock.now().toISOString()).toBe(new Date(Date.parse(TEST_CLOCK_START) + 3_600_000).toISOString());
  });
});
