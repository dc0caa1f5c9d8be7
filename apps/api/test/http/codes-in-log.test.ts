import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/config.js';
import { deliveryModes } from '../../src/platform/config/delivery-modes.js';
import { signUp } from '../helpers/accounts.js';
import { signUpAdmin } from '../helpers/applications.js';
import { call, freshIp } from '../helpers/call.js';
import { deliverMail } from '../helpers/outbox.js';
import { lastSmsCode, patchProfile, personalSection } from '../helpers/profile.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/** Every line the app logged, from its start. */
const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  // The default: no SMTP_URL, no TWILIO_*, and NODE_ENV=production (here set, as unset means production).
  ctx = await createTestApp(
    { NODE_ENV: 'production', LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => ctx.close());

/** Everything the outbox folder holds: every e-mail and text message, raw. */
const outboxText = () => {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  return readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
};

describe('codes and links in the log (OPS-11, docs/decisions/029)', () => {
  it('in production with the outbox folders, no code or link reaches the log, and one warning per channel says so at start', async () => {
    // A sign-up code, a mobile code, a reset link and a team invitation, each delivered to the outbox.
    const candidate = await signUp(ctx);
    const mobile = '9876500001';
    expect((await patchProfile(ctx, candidate.token, personalSection({ PrimaryMobileNo: mobile }))).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/get-otp', { token: candidate.token, payload: { mobile: `+91${mobile}` } })).statusCode).toBe(200);
    const smsCode = lastSmsCode(ctx.config.dataDir, `+91${mobile}`);
    const forgot = await call(ctx, 'POST', '/api/forgot-password', { payload: { username: candidate.email }, ip: freshIp() });
    expect(forgot.statusCode).toBe(200);
    const admin = await signUpAdmin(ctx);
    const invited = await call(ctx, 'POST', '/api/recruiter/team/invitations', {
      token: admin.token,
      payload: { email: 'ravi.kumar@northwind.example', name: 'Ravi Kumar', role: 'recruiter' },
    });
    expect(invited.statusCode).toBe(201);
    await deliverMail(ctx.app);

    const outbox = outboxText();
    const codes = [...new Set(outbox.match(/\b\d{6}\b/g) ?? [])];
    const links = [...new Set(outbox.match(/http:\/\/careers\.test\/[^\s"<>]*(?:token|confirm)=[^\s"<>]+/g) ?? [])];
    expect(codes).toContain(smsCode);
    expect(links.length).toBeGreaterThanOrEqual(2);
    const log = lines.join('\n');
    for (const secret of [...codes, ...links.map((link) => new URL(link).searchParams.get('token') ?? link)]) {
      expect(log, secret).not.toContain(secret);
    }
    // The messages were written all the same, and the log says where, without addresses.
    expect(log).toContain('a message was written to the outbox folder');
    expect(log).toContain('a text message was written to the outbox folder');
    expect(log).not.toContain(candidate.email);

    // One warning per channel, at start-up only.
    const warnings = lines.filter((line) => line.includes('"level":40'));
    expect(warnings.filter((line) => line.includes('SMTP_URL is unset'))).toHaveLength(1);
    expect(warnings.filter((line) => line.includes('TWILIO_* are unset'))).toHaveLength(1);
    expect(warnings.join('\n')).toContain('codes and links are not written to the log (NODE_ENV=production)');
  });

  it('one rule, for the admins’ system page too: codes reach the log only from an outbox folder outside production', () => {
    const modes = (env: Record<string, string>) =>
      deliveryModes(loadConfig({ DATA_DIR: ctx.config.dataDir, JWT_SECRET: 'x'.repeat(40), ...env }));
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+14155550100' };
    expect(modes({})).toEqual({ mail: 'outbox', sms: 'outbox', mailCodesLogged: false, smsCodesLogged: false, codesLogged: false });
    expect(modes({ NODE_ENV: 'development' })).toEqual({
      mail: 'outbox',
      sms: 'outbox',
      mailCodesLogged: true,
      smsCodesLogged: true,
      codesLogged: true,
    });
    expect(modes({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail.example:587' })).toMatchObject({
      mail: 'smtp',
      mailCodesLogged: false,
      codesLogged: true,
    });
    expect(modes({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.example:587', ...twilio })).toEqual({
      mail: 'smtp',
      sms: 'twilio',
      mailCodesLogged: false,
      smsCodesLogged: false,
      codesLogged: false,
    });
  });
});
