import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careers-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration (validated at start-up)', () => {
  it('has working defaults and derives SITE_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '4123' });
    expect(config.port).toBe(4123);
    expect(config.siteUrl).toBe('http://localhost:4123');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe('auto');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SITE_URL: 'careers.example' }, 'SITE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'sometimes' }, 'SEED_DEMO'],
  ])('stops with a message naming the variable for %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('sends texts by Twilio only with all three TWILIO_* settings, naming the missing ones', () => {
    const sid = `AC${'0'.repeat(32)}`;
    expect(loadConfig({ DATA_DIR: tempDir() }).twilio).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: sid })).toThrow(
      /^Invalid configuration:\n {2}TWILIO_AUTH_TOKEN: must be set together with TWILIO_ACCOUNT_SID\n {2}TWILIO_FROM: must be set together with TWILIO_ACCOUNT_SID$/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: 'SK123', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+14155550100' })).toThrow(/TWILIO_ACCOUNT_SID: /);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '4155550100' })).toThrow(/TWILIO_FROM: /);
    const config = loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+14155550100' });
    expect(config.twilio).toEqual({ accountSid: sid, authToken: 't', from: '+14155550100', baseUrl: 'https://api.twilio.com' });
  });

  it('reads the mobile code resend wait (D23: 60 seconds)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mobileOtpResendSeconds).toBe(60);
    expect(loadConfig({ DATA_DIR: tempDir(), MOBILE_OTP_RESEND_SECONDS: '5' }).mobileOtpResendSeconds).toBe(5);
    expect(() => loadConfig({ DATA_DIR: tempDir(), MOBILE_OTP_RESEND_SECONDS: '0' })).toThrow(/MOBILE_OTP_RESEND_SECONDS: /);
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });
});
