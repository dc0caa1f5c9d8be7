import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/platform/rate-limit/rate-limiter.js';
import { freshEmail } from '../../helpers/accounts.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * docs/decisions/010: X-Forwarded-For is read through the configured proxies only. The client writes
 * the left-most entries itself; the proxy appends the address it saw, so that one is what counts.
 */
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const startOfNextMinute = (c: TestContext) => c.clock.advance(60_000 - (c.clock.now().getTime() % 60_000));

/** A login through the proxy at `proxy`, as a client at `client` that wrote `spoofed` into the header itself. */
const loginThroughProxy = (c: TestContext, { proxy, client, spoofed }: { proxy: string; client: string; spoofed: string }) =>
  c.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    payload: { username: freshEmail(), password: 'whatever123' },
  });

describe('TRUST_PROXY (docs/decisions/010)', () => {
  it.each([
    ['a hop count', '1', '127.0.0.1'],
    ['the proxy’s range', '10.0.0.0/8', '10.1.2.3'],
    ['a list of proxies', '192.168.1.10, 127.0.0.1', '127.0.0.1'],
  ])('with %s, made-up left-most entries do not escape the per-address login limit', async (_label, setting, proxy) => {
    const c = (ctx = await createTestApp({ TRUST_PROXY: setting }));
    startOfNextMinute(c);
    const client = '203.0.113.77';
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) {
      answers.push((await loginThroughProxy(c, { proxy, client, spoofed: `198.18.0.${i + 1}` })).statusCode);
    }
    const limit = RATE_LIMITS.loginPerIp.limit;
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(answers.slice(limit)).toEqual(Array(15 - limit).fill(429));
    // Another real client behind the same proxy has its own count.
    expect((await loginThroughProxy(c, { proxy, client: '203.0.113.78', spoofed: '198.18.0.1' })).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from an address that is not a configured proxy', async () => {
    const c = (ctx = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' }));
    startOfNextMinute(c);
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) {
      // A client reaching the server directly, writing a new address in each request.
      answers.push(
        (await loginThroughProxy(c, { proxy: '203.0.113.90', client: `198.18.1.${i + 1}`, spoofed: `198.18.2.${i + 1}` })).statusCode,
      );
    }
    expect(answers.filter((s) => s === 429)).toHaveLength(15 - RATE_LIMITS.loginPerIp.limit);
  });
});
