import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyNoticeSettingsSchema } from '@careers/shared';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RETENTION_MONTHS: '36' });
});
afterAll(() => ctx.close());

describe('GET /api/privacy-notice (PRV-1, docs/decisions/019)', () => {
  it('answers anyone the configured retention period, which the notice states', async () => {
    const res = await call(ctx, 'GET', '/api/privacy-notice');
    expect(res.statusCode).toBe(200);
    expect(privacyNoticeSettingsSchema.parse(res.json())).toEqual({ retention_months: 36 });
  });
});
