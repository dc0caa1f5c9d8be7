import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('security headers (helmet, worked out once)', () => {
  it('every answer carries the site CSP and helmet headers, and no HSTS', async () => {
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
