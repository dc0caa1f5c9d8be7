import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';

const ZOHO = {
  ZOHO_CLIENT_ID: '1000.CLIENT',
  ZOHO_CLIENT_SECRET: 'secret',
  ZOHO_REFRESH_TOKEN: '1000.refresh',
  ZOHO_ACCOUNTS_URL: 'https://accounts.zoho.eu/',
  ZOHO_API_URL: 'https://www.zohoapis.eu',
};

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
    // docs/decisions/020: the embedded engine is chosen at start-up (the managed PostgreSQL where it can run).
    expect(config.databaseEngine).toBe('auto');
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_ENGINE: 'pglite' }).databaseEngine).toBe('pglite');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SITE_URL: 'careers.example' }, 'SITE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'sometimes' }, 'SEED_DEMO'],
    [{ DATABASE_ENGINE: 'sqlite' }, 'DATABASE_ENGINE'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ZOHO_CLIENT_ID: '1000.ABC' }, 'ZOHO_CLIENT_SECRET'],
    [{ ...ZOHO, ZOHO_API_URL: '' }, 'ZOHO_API_URL'],
    [{ ...ZOHO, ZOHO_ACCOUNTS_URL: 'accounts.zoho.eu' }, 'ZOHO_ACCOUNTS_URL'],
    [{ CRM_POLL_MS: 'soon' }, 'CRM_POLL_MS'],
    [{ CRM_MAX_ATTEMPTS: '0' }, 'CRM_MAX_ATTEMPTS'],
    [{ CRM_LEASE_MS: '5000', CRM_REQUEST_TIMEOUT_MS: '5000' }, 'CRM_LEASE_MS'],
    [{ CRM_BACKOFF_BASE_MS: '60000', CRM_BACKOFF_MAX_MS: '1000' }, 'CRM_BACKOFF_MAX_MS'],
  ])('stops with a message naming the variable for %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('sends texts by Twilio only with all three TWILIO_* settings, naming the missing ones', () => {
    const sid = `AC${'0'.repeat(32)}`;
    expect(loadConfig({ DATA_DIR: tempDir() }).twilio).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: sid })).toThrow(
      /^Invalid configuration:\n {2}TWILIO_AUTH_TOKEN: is required with the other Twilio settings \(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM\)\n {2}TWILIO_FROM: is required with the other Twilio settings/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: 'SK123', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+14155550100' }),
    ).toThrow(/TWILIO_ACCOUNT_SID: /);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '4155550100' })).toThrow(
      /TWILIO_FROM: /,
    );
    const config = loadConfig({ DATA_DIR: tempDir(), TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+14155550100' });
    expect(config.twilio).toEqual({ accountSid: sid, authToken: 't', from: '+14155550100', baseUrl: 'https://api.twilio.com' });
  });

  it('reads the mobile code resend wait (PRO-14: 60 seconds)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mobileOtpResendSeconds).toBe(60);
    expect(loadConfig({ DATA_DIR: tempDir(), MOBILE_OTP_RESEND_SECONDS: '5' }).mobileOtpResendSeconds).toBe(5);
    expect(() => loadConfig({ DATA_DIR: tempDir(), MOBILE_OTP_RESEND_SECONDS: '0' })).toThrow(/MOBILE_OTP_RESEND_SECONDS: /);
  });

  it('reads RETENTION_MONTHS (PRV-5: 24 by default, whole months from 2)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).retentionMonths).toBe(24);
    expect(loadConfig({ DATA_DIR: tempDir(), RETENTION_MONTHS: '36' }).retentionMonths).toBe(36);
    for (const bad of ['1', '2.5', 'two years'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), RETENTION_MONTHS: bad })).toThrow(/RETENTION_MONTHS: /);
  });

  it('reads HSTS_MAX_AGE (OPS-10: a year, only for an https SITE_URL; 0 off; at most two years)', () => {
    const hsts = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).hstsMaxAgeSeconds;
    expect(hsts({ SITE_URL: 'https://careers.example' })).toBe(31_536_000);
    expect(hsts({ SITE_URL: 'https://careers.example', HSTS_MAX_AGE: '0' })).toBe(0);
    expect(hsts({ SITE_URL: 'http://careers.example', HSTS_MAX_AGE: '600' })).toBe(0);
    expect(hsts({})).toBe(0);
    for (const bad of ['-1', '63072001', 'a year'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), HSTS_MAX_AGE: bad })).toThrow(/HSTS_MAX_AGE: /);
  });

  it('reads NODE_ENV: production unless set (OPS-11)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).nodeEnv).toBe('production');
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'staging' })).toThrow(/NODE_ENV: /);
  });

  it('takes CLOCK_OFFSET_FILE only with NODE_ENV=test, so no real server runs on a moved clock', () => {
    const file = path.join(tempDir(), 'offset');
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test', CLOCK_OFFSET_FILE: file }).clockOffsetFile).toBe(file);
    expect(loadConfig({ DATA_DIR: tempDir() }).clockOffsetFile).toBeUndefined();
    for (const NODE_ENV of ['production', 'development'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV, CLOCK_OFFSET_FILE: file })).toThrow(/CLOCK_OFFSET_FILE: is for tests only/);
  });

  it('refuses TRUST_PROXY=true, saying what to use instead (docs/decisions/010)', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: 'true' would let any client choose its address; give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
    );
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,proxy.internal', '11', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: bad })).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    }
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 192.168.1.10,fd00::/8', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as a hop count or proxy list', (value, expected) => {
    const env: Record<string, string> = { DATA_DIR: tempDir() };
    if (value !== undefined) env.TRUST_PROXY = value;
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('writes the generated secret whole or not at all: a full disk leaves no key behind (docs/decisions/010)', () => {
    const dir = tempDir();
    // node:fs itself, except that the disk is full when the key is written.
    const fullDisk = {
      ...fs,
      writeSync: () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    };
    expect(() => loadConfig({ DATA_DIR: dir }, { fs: fullDisk })).toThrow(/ENOSPC/);
    expect(readdirSync(dir)).toEqual([]);

    // The next start, with room on the disk, generates a key and keeps it, owner-only.
    const secret = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(secret);
  });

  it.each([
    ['empty', '', 'empty'],
    ['cut short', 'abc123\n', 'too short'],
  ])('refuses to start on an %s generated secret file, saying what to do', (_label, content, word) => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'jwt-secret'), content);
    const message = new RegExp(
      `^Invalid configuration:\\n {2}JWT_SECRET: unset, and the generated key in .*jwt-secret is ${word} .*Delete that file to generate a new key .*or set JWT_SECRET to at least 32 characters`,
    );
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(message);
    // A JWT_SECRET of its own does not need the file.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
  });

  it('turns on Zoho only with all five settings, and S3 only with a bucket', () => {
    const dir = tempDir();
    const plain = loadConfig({ DATA_DIR: dir });
    expect(plain.zoho).toBeUndefined();
    expect(plain.storage).toEqual({ driver: 'local', root: path.join(dir, 'uploads') });
    expect(plain.crm).toMatchObject({ pollMs: 5000, maxAttempts: 8, leaseMs: 120_000 });

    const configured = loadConfig({ DATA_DIR: dir, ...ZOHO, S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(configured.zoho).toEqual({
      clientId: '1000.CLIENT',
      clientSecret: 'secret',
      refreshToken: '1000.refresh',
      accountsUrl: 'https://accounts.zoho.eu',
      apiUrl: 'https://www.zohoapis.eu',
    });
    expect(configured.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      credentials: undefined,
    });
  });
});
