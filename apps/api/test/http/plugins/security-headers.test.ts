import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

const URLS = ['/api/getJobOpenings?page=1&pageSize=5', '/healthz', '/api/no-such-route', '/api/job-alerts/confirm?token=bad'];

/** The Strict-Transport-Security header of every kind of answer (twice: the second job list is from the public cache). */
async function hstsOf(env: Record<string, string>): Promise<(string | undefined)[]> {
  const app = await createTestApp(env);
  try {
    const seen: (string | undefined)[] = [];
    for (const url of [...URLS, URLS[0]!]) {
      const header = (await app.app.inject({ method: 'GET', url })).headers['strict-transport-security'];
      seen.push(typeof header === 'string' ? header : undefined);
    }
    return seen;
  } finally {
    await app.close();
  }
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('security headers (helmet, worked out once)', () => {
  it('every answer carries the site CSP and helmet headers, and no HSTS on a plain-http SITE_URL (OPS-10)', async () => {
    for (const url of ['/api/getJobOpenings?page=1&pageSize=5', '/healthz', '/api/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('Strict-Transport-Security (OPS-10, docs/decisions/029)', () => {
  it('is sent on every answer when SITE_URL is https: a year by default, HSTS_MAX_AGE otherwise, 0 turns it off', async () => {
    expect(await hstsOf({ SITE_URL: 'https://careers.example' })).toEqual(Array(5).fill('max-age=31536000'));
    expect(await hstsOf({ SITE_URL: 'https://careers.example', HSTS_MAX_AGE: '600' })).toEqual(Array(5).fill('max-age=600'));
    expect(await hstsOf({ SITE_URL: 'https://careers.example', HSTS_MAX_AGE: '0' })).toEqual(Array(5).fill(undefined));
  });
});
