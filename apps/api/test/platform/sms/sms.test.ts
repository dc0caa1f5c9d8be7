import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender, SmsError } from '../../../src/platform/sms/sms.js';
import { startFakeTwilio, type FakeTwilio } from '../../helpers/fake-twilio.js';
import { readSmsOutbox } from '../../helpers/profile.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token-for-tests';
const log = pino({ level: 'silent' });
let twilio: FakeTwilio;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-sms-'));

beforeAll(async () => {
  twilio = await startFakeTwilio(SID, TOKEN);
});
afterAll(async () => {
  await twilio.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SMS adapter (INT-2)', () => {
  it('sends through the Twilio Messages API: form-encoded To/From/Body with HTTP Basic SID:token', async () => {
    const sms = createSmsSender({
      twilio: { accountSid: SID, authToken: TOKEN, from: '+14155550100', baseUrl: twilio.baseUrl },
      dataDir,
      log,
      logCodes: false,
    });
    expect(sms.mode).toBe('twilio');
    await sms.send({ to: '+919876543210', body: '123456 is your code', outboxNotice: 'never logged' });
    expect(twilio.received.at(-1)).toEqual({
      accountSid: SID,
      authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+919876543210', From: '+14155550100', Body: '123456 is your code' },
    });
    // Nothing goes to the outbox when a provider is configured.
    expect(readSmsOutbox(dataDir)).toEqual([]);
  });

  it('uses MessagingServiceSid for a Messaging Service sender', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const sms = createSmsSender({
      twilio: { accountSid: SID, authToken: TOKEN, from: service, baseUrl: twilio.baseUrl },
      dataDir,
      log,
      logCodes: false,
    });
    await sms.send({ to: '+447700900123', body: 'hi', outboxNotice: '' });
    expect(twilio.received.at(-1)?.form).toEqual({ To: '+447700900123', MessagingServiceSid: service, Body: 'hi' });
  });

  it("reports Twilio's error code and message, and wrong credentials", async () => {
    const sms = createSmsSender({
      twilio: { accountSid: SID, authToken: TOKEN, from: '+14155550100', baseUrl: twilio.baseUrl },
      dataDir,
      log,
      logCodes: false,
    });
    twilio.failNext(400, { code: 21211, message: "The 'To' number +910000000000 is not a valid phone number.", status: 400 });
    const error = await sms.send({ to: '+910000000000', body: 'x', outboxNotice: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ status: 400, code: 21211, message: expect.stringContaining('not a valid phone number') });

    const wrong = createSmsSender({
      twilio: { accountSid: SID, authToken: 'wrong', from: '+14155550100', baseUrl: twilio.baseUrl },
      dataDir,
      log,
      logCodes: false,
    });
    await expect(wrong.send({ to: '+919876543210', body: 'x', outboxNotice: '' })).rejects.toMatchObject({ status: 401, code: 20003 });
  });

  it('fails clearly when Twilio cannot be reached', async () => {
    const sms = createSmsSender({
      twilio: { accountSid: SID, authToken: TOKEN, from: '+14155550100', baseUrl: 'http://127.0.0.1:9' },
      dataDir,
      log,
      logCodes: false,
    });
    await expect(sms.send({ to: '+919876543210', body: 'x', outboxNotice: '' })).rejects.toThrow(/Twilio could not be reached/);
  });

  it('without Twilio settings, writes each message as one .txt file (number and text) in DATA_DIR/outbox', async () => {
    const sms = createSmsSender({ twilio: undefined, dataDir, log, logCodes: true });
    expect(sms.mode).toBe('outbox');
    await sms.send({ to: '+919876543210', body: '654321 is your code', outboxNotice: 'code 654321' });
    await sms.send({ to: '+447700900123', body: 'second', outboxNotice: '' });
    expect(readSmsOutbox(dataDir)).toEqual([
      { to: '+919876543210', body: '654321 is your code' },
      { to: '+447700900123', body: 'second' },
    ]);
  });
});
