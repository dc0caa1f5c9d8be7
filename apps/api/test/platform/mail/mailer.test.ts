import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig, ConfigError } from '../../../src/platform/config/config.js';
import { createMailer } from '../../../src/platform/mail/mailer.js';
import { verificationCodeEmail } from '../../../src/domains/accounts/account-emails.js';
import { readOutbox } from '../../helpers/outbox.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mail without SMTP_URL (INT-1)', () => {
  it('writes each message as one .eml with text and HTML parts, and logs its code outside production (OPS-11)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-mail-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Acme Careers <jobs@acme.example>', dataDir, log, logCodes: true });
    expect(mailer.mode).toBe('outbox');
    for (const code of ['012345', '987654']) {
      await mailer.send(verificationCodeEmail({ to: 'ana@example.in', firstName: 'Ana <b>', code, minutes: 10, companyName: 'Acme' }));
    }
    mailer.close();

    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
    const [first, second] = readOutbox(dataDir);
    expect(first?.raw).toMatch(/^From: Acme Careers <jobs@acme\.example>$/m);
    expect(first?.subject).toBe('Your Acme verification code: 012345');
    expect(first?.text).toContain('    012345\n');
    expect(first?.html).toContain('Hello Ana &#60;b&#62;,');
    expect(second?.text).toContain('987654');
    expect(lines.join('\n')).toContain('verification code for ana@example.in: 012345');
  });

  it('without logCodes (OPS-11: production) writes the same file and logs neither the code nor the address', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-mail-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Acme Careers <jobs@acme.example>', dataDir, log, logCodes: false });
    await mailer.send(verificationCodeEmail({ to: 'ana@example.in', firstName: 'Ana', code: '012345', minutes: 10, companyName: 'Acme' }));
    mailer.close();
    expect(readOutbox(dataDir)[0]?.text).toContain('012345');
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/012345|ana@example\.in/);
  });
});

describe('configuration of accounts', () => {
  it('names a bad value and keeps ACC-4/ACC-13 defaults', () => {
    const base = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) };
    const config = loadConfig(base);
    expect(config).toMatchObject({ emailCodeTtlSeconds: 600, sessionTtlHours: 12, companyName: 'Northwind Cloud Services' });
    expect(() => loadConfig({ ...base, EMAIL_CODE_TTL_SECONDS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
  });

  it('reads the mail outbox settings (docs/decisions/009), with a lease that outlives a batch of sends', () => {
    const base = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({
      emailCodeResendSeconds: 60,
      mail: {
        pollMs: 5000,
        sendTimeoutMs: 20_000,
        backoffBaseMs: 10_000,
        backoffMaxMs: 600_000,
        maxAttempts: 10,
        batchSize: 5,
        leaseMs: 160_000,
      },
    });
    expect(loadConfig({ ...base, MAIL_POLL_MS: '200', EMAIL_CODE_RESEND_SECONDS: '5' })).toMatchObject({
      emailCodeResendSeconds: 5,
      mail: { pollMs: 200 },
    });
    expect(() => loadConfig({ ...base, MAIL_BACKOFF_BASE_MS: '5000', MAIL_BACKOFF_MAX_MS: '1000' })).toThrow(
      /MAIL_BACKOFF_MAX_MS: must not be less than MAIL_BACKOFF_BASE_MS/,
    );
    expect(() => loadConfig({ ...base, MAIL_SEND_TIMEOUT_MS: 'soon' })).toThrow(/MAIL_SEND_TIMEOUT_MS/);
  });
});
