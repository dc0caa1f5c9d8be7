import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, FIELD_MESSAGES as M, PROFILE_MESSAGES as P, UI_MESSAGES, type UserProfile } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { signUp } from '../../../helpers/accounts.js';
import { getProfile, lastSmsCode, patchProfile, personalSection, readSmsOutbox } from '../../../helpers/profile.js';
import { startFakeTwilio, type FakeTwilio } from '../../../helpers/fake-twilio.js';
import { mobileCodes } from '../../../../src/platform/db/schema/profile.js';
import { users } from '../../../../src/platform/db/schema/accounts.js';
import { call, freshIp } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * Each test texts its own numbers: ACC-17 also limits texts per number, across accounts. PRIMARY
 * is rebound per test by `candidateWithNumbers`.
 */
let numberCounter = 0;
let PRIMARY = '';
let primaryNo = '';
const getOtp = (token: string, mobile: string, ip = freshIp()) => call(ctx, 'POST', '/api/get-otp', { token, payload: { mobile }, ip });
const verify = (token: string, mobile: string, otp: string, mobile_type = 'PrimaryMobileNoVerified', ip = freshIp()) =>
  call(ctx, 'POST', '/api/verify/mobile', { token, payload: { mobile, otp, mobile_type }, ip });
const flags = async (token: string) => {
  const p = (await getProfile(ctx, token)).json<UserProfile>();
  return [p.PrimaryMobileNoVerified, p.SecondaryMobileNoVerified];
};
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

/** A candidate whose personal details hold a primary (and optionally a secondary) number. */
async function candidateWithNumbers(secondary = false) {
  numberCounter += 1;
  primaryNo = `98765${String(numberCounter).padStart(5, '0')}`;
  PRIMARY = `+91${primaryNo}`;
  const account = await signUp(ctx);
  const res = await patchProfile(
    ctx,
    account.token,
    personalSection({
      PrimaryMobileNo: primaryNo,
      ...(secondary ? { SecondaryMobileNo: `50${String(numberCounter).padStart(7, '0')}`, SecondaryMobileNoCode: '+971' } : {}),
    }),
  );
  expect(res.statusCode).toBe(200);
  return account;
}

describe('mobile verification (PRO-13, PRO-14, INT-2)', () => {
  it('texts a code to the number, and the code sets that flag to YES', async () => {
    const { token } = await candidateWithNumbers(true);
    expect(await flags(token)).toEqual(['NO', 'NO']);
    const sent = await getOtp(token, PRIMARY);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: UI_MESSAGES.mobileOtpSent, resend_after_seconds: 60, expires_in_seconds: 300 });
    const sms = readSmsOutbox(ctx.config.dataDir).at(-1);
    expect(sms?.to).toBe(PRIMARY);
    // The code, the company, the lifetime, and the WebOTP line for this site.
    expect(sms?.body).toMatch(
      /^\d{6} is your Northwind Cloud Services verification code\. It expires in 5 minutes\.\n\n@careers\.test #\d{6}$/,
    );

    const ok = await verify(token, PRIMARY, lastSmsCode(ctx.config.dataDir, PRIMARY));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: UI_MESSAGES.mobileVerified });
    expect(await flags(token)).toEqual(['YES', 'NO']);

    // The secondary number, sent as ten digits alone.
    const secondaryNo = (await getProfile(ctx, token)).json().SecondaryMobileNo as string;
    expect((await getOtp(token, secondaryNo)).statusCode).toBe(200);
    const code = lastSmsCode(ctx.config.dataDir, `+971${secondaryNo}`);
    expect((await verify(token, `+971 ${secondaryNo}`, code, 'SecondaryMobileNoVerified')).statusCode).toBe(200);
    expect(await flags(token)).toEqual(['YES', 'YES']);
    // A verified number needs no new code.
    expect((await getOtp(token, PRIMARY)).json()).toMatchObject({ message: P.mobileAlreadyVerified, field: 'mobile' });
  });

  it('changing a number sets its flag back; saving the same number keeps it', async () => {
    const { token } = await candidateWithNumbers();
    await getOtp(token, PRIMARY);
    await verify(token, PRIMARY, lastSmsCode(ctx.config.dataDir, PRIMARY));
    expect(await flags(token)).toEqual(['YES', 'NO']);
    await patchProfile(ctx, token, personalSection({ first_name: 'Priyanka', PrimaryMobileNo: primaryNo }));
    expect(await flags(token)).toEqual(['YES', 'NO']);
    await patchProfile(ctx, token, personalSection({ PrimaryMobileNo: primaryNo, PrimaryMobileNoCode: '+63' }));
    expect(await flags(token)).toEqual(['NO', 'NO']);
  });

  it('a code sent before the number changed does not verify the new number', async () => {
    const { token } = await candidateWithNumbers();
    await getOtp(token, PRIMARY);
    const code = lastSmsCode(ctx.config.dataDir, PRIMARY);
    await patchProfile(ctx, token, personalSection({ PrimaryMobileNo: '9123456789' }));
    expect((await verify(token, '+919123456789', code)).json()).toMatchObject({ field: 'otp', message: P.mobileNoCode });
    expect((await verify(token, PRIMARY, code)).json()).toMatchObject({ field: 'mobile', message: P.mobileNotOnProfile });
    expect(await flags(token)).toEqual(['NO', 'NO']);
  });

  it('only numbers on the profile, and only with sign-in', async () => {
    const { token } = await candidateWithNumbers();
    expect((await call(ctx, 'POST', '/api/get-otp', { payload: { mobile: PRIMARY } })).statusCode).toBe(401);
    expect(
      (
        await call(ctx, 'POST', '/api/verify/mobile', {
          payload: { mobile: PRIMARY, otp: '123456', mobile_type: 'PrimaryMobileNoVerified' },
        })
      ).statusCode,
    ).toBe(401);
    const other = await getOtp(token, '+919999999999');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ requestId: expect.any(String), field: 'mobile', message: P.mobileNotOnProfile });
    // Another candidate cannot verify (or text) this candidate's number.
    const intruder = await signUp(ctx);
    expect((await getOtp(intruder.token, PRIMARY)).json()).toMatchObject({ message: P.mobileNotOnProfile });
    expect((await verify(token, PRIMARY, '123456', 'SecondaryMobileNoVerified')).json()).toMatchObject({ message: P.mobileNotOnProfile });
  });

  it('answers ACC-7 OTP messages and a code never requested', async () => {
    const { token } = await candidateWithNumbers();
    expect((await verify(token, PRIMARY, '')).json()).toEqual({ requestId: expect.any(String), field: 'otp', message: M.otpRequired });
    expect((await verify(token, PRIMARY, '12ab56')).json()).toEqual({
      requestId: expect.any(String),
      field: 'otp',
      message: M.otpSixDigits,
    });
    expect((await verify(token, 'nine', '123456')).json()).toEqual({
      requestId: expect.any(String),
      field: 'mobile',
      message: P.mobileInvalid,
    });
    expect((await verify(token, PRIMARY, '123456', 'Primary')).json()).toEqual({
      requestId: expect.any(String),
      field: 'mobile_type',
      message: P.mobileTypeInvalid,
    });
    expect((await verify(token, PRIMARY, '123456')).json()).toEqual({
      requestId: expect.any(String),
      field: 'otp',
      message: P.mobileNoCode,
    });
  });

  it('is single-use, lives 5 minutes and dies after 5 wrong tries', async () => {
    const { token } = await candidateWithNumbers(true);
    await getOtp(token, PRIMARY);
    const code = lastSmsCode(ctx.config.dataDir, PRIMARY);
    for (let left = 4; left >= 1; left--)
      expect((await verify(token, PRIMARY, wrongCode(code))).json().message).toBe(AUTH_MESSAGES.codeIncorrect(left));
    expect((await verify(token, PRIMARY, wrongCode(code))).json().message).toBe(AUTH_MESSAGES.codeVoid);
    expect((await verify(token, PRIMARY, code)).json().message).toBe(AUTH_MESSAGES.codeVoid);
    expect(await flags(token)).toEqual(['NO', 'NO']);

    const secondary = `+971${(await getProfile(ctx, token)).json().SecondaryMobileNo as string}`;
    await getOtp(token, secondary);
    const late = lastSmsCode(ctx.config.dataDir, secondary);
    ctx.clock.advance(5 * 60_000 + 1000);
    expect((await verify(token, secondary, late, 'SecondaryMobileNoVerified')).json().message).toBe(AUTH_MESSAGES.codeExpired);

    // A new code after the wait works once.
    await getOtp(token, PRIMARY);
    const fresh = lastSmsCode(ctx.config.dataDir, PRIMARY);
    expect((await verify(token, PRIMARY, fresh)).statusCode).toBe(200);
    expect((await verify(token, PRIMARY, fresh)).json().message).toBe(P.mobileAlreadyVerified);
  });

  it('resends only after 60 seconds; the new code replaces the old one', async () => {
    const { token } = await candidateWithNumbers();
    await getOtp(token, PRIMARY);
    const first = lastSmsCode(ctx.config.dataDir, PRIMARY);
    ctx.clock.advance(45_000);
    const early = await getOtp(token, PRIMARY);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('15');
    expect(early.json()).toEqual({ requestId: expect.any(String), field: 'mobile', message: P.mobileResendWait(15) });
    ctx.clock.advance(15_000);
    expect((await getOtp(token, PRIMARY)).statusCode).toBe(200);
    const second = lastSmsCode(ctx.config.dataDir, PRIMARY);
    if (first !== second) expect((await verify(token, PRIMARY, first)).json().field).toBe('otp');
    expect((await verify(token, PRIMARY, second)).statusCode).toBe(200);
  });

  it('two requests at once send one text', async () => {
    const user = await candidateWithNumbers();
    const before = readSmsOutbox(ctx.config.dataDir).length;
    const answers = await Promise.all([getOtp(user.token, PRIMARY), getOtp(user.token, PRIMARY), getOtp(user.token, PRIMARY)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
    expect(readSmsOutbox(ctx.config.dataDir).length).toBe(before + 1);
  });

  it('limits texts per account (ACC-17), whatever the client address', async () => {
    const { token } = await candidateWithNumbers();
    // The six texts span five minutes: start them with an hourly window, so they share it wherever the clock stands.
    ctx.clock.advanceToNextWindow(3_600_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await getOtp(token, PRIMARY)).statusCode);
      ctx.clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('mobile codes through Twilio (INT-2)', () => {
  const SID = `AC${'fedcba9876543210'.repeat(2)}`;
  const TOKEN = 'secret-token';
  // personalSection()'s number.
  const DEFAULT_NUMBER = '+919876543210';
  let twilio: FakeTwilio;
  let app: TestContext;

  beforeAll(async () => {
    twilio = await startFakeTwilio(SID, TOKEN);
    app = await createTestApp({
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+14155550100',
      TWILIO_BASE_URL: twilio.baseUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await twilio.close();
  });

  it('the candidate gets the code by Twilio and verifies with it; nothing goes to the outbox', async () => {
    const { token } = await signUp(app);
    await call(app, 'PATCH', '/api/user-details', { token, payload: personalSection() });
    const sent = await call(app, 'POST', '/api/get-otp', { token, payload: { mobile: DEFAULT_NUMBER } });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = twilio.received.at(-1);
    expect(message?.form).toMatchObject({ To: DEFAULT_NUMBER, From: '+14155550100' });
    const code = /^(\d{6}) is your/.exec(message?.form.Body ?? '')?.[1] ?? '';
    const ok = await call(app, 'POST', '/api/verify/mobile', {
      token,
      payload: { mobile: DEFAULT_NUMBER, otp: code, mobile_type: 'PrimaryMobileNoVerified' },
    });
    expect(ok.statusCode).toBe(200);
    expect(readSmsOutbox(app.config.dataDir)).toEqual([]);
  });

  it('a Philippine number (+63) is saved as typed, shown in E.164, texted to its E.164 form and verified (docs/decisions/039)', async () => {
    const { token } = await signUp(app);
    const saved = await call(app, 'PATCH', '/api/user-details', {
      token,
      payload: personalSection({ PrimaryMobileNo: '0917 123 4567', PrimaryMobileNoCode: '+63', PrimaryMobileNoRegion: 'PH' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = () => getProfile(app, token).then((r) => r.json<UserProfile>());
    expect(await shown()).toMatchObject({
      PrimaryMobileNo: '9171234567',
      PrimaryMobileNoCode: '+63',
      PrimaryMobileNoRegion: 'PH',
      PrimaryMobileNoE164: '+639171234567',
      PrimaryMobileNoVerified: 'NO',
    });
    const sent = await call(app, 'POST', '/api/get-otp', { token, payload: { mobile: '+63 9171234567' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = twilio.received.at(-1);
    expect(message?.form.To).toBe('+639171234567');
    const code = /^(\d{6}) is your/.exec(message?.form.Body ?? '')?.[1] ?? '';
    const ok = await call(app, 'POST', '/api/verify/mobile', {
      token,
      payload: { mobile: '+639171234567', otp: code, mobile_type: 'PrimaryMobileNoVerified' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await shown()).PrimaryMobileNoVerified).toBe('YES');
  });

  it("refuses numbers by their country's rules, with SPEC's words for 10-digit countries (docs/decisions/039)", async () => {
    const { token } = await signUp(app);
    const refused = async (overrides: Record<string, string>) =>
      (await call(app, 'PATCH', '/api/user-details', { token, payload: personalSection(overrides) })).json<{
        message: string;
        field: string;
      }>();
    expect(await refused({ PrimaryMobileNo: '917123456', PrimaryMobileNoCode: '+63', PrimaryMobileNoRegion: 'PH' })).toMatchObject({
      field: 'PrimaryMobileNo',
      message: 'Primary mobile number must be exactly 10 digits',
    });
    expect(await refused({ PrimaryMobileNo: '8123456789', PrimaryMobileNoCode: '+66', PrimaryMobileNoRegion: 'TH' })).toMatchObject({
      field: 'PrimaryMobileNo',
      message: 'Primary mobile number must be exactly 9 digits for Thailand',
    });
    expect(await refused({ PrimaryMobileNo: '9171234567', PrimaryMobileNoCode: '+63', PrimaryMobileNoRegion: 'VN' })).toMatchObject({
      field: 'PrimaryMobileNoRegion',
      message: P.diallingCodeInvalid,
    });
  });

  it("a number saved before countries were stored reads as its code's main country", async () => {
    const { token, email } = await signUp(app);
    await call(app, 'PATCH', '/api/user-details', {
      token,
      payload: personalSection({ PrimaryMobileNo: '2015550123', PrimaryMobileNoCode: '+1' }),
    });
    await app.database.db.update(users).set({ primaryMobileRegion: '' }).where(eq(users.email, email));
    expect((await getProfile(app, token)).json<UserProfile>()).toMatchObject({
      PrimaryMobileNoRegion: 'US',
      PrimaryMobileNoE164: '+12015550123',
    });
  });

  it('a refused text stores no code (503), so the candidate may ask again at once', async () => {
    const { token } = await signUp(app);
    await call(app, 'PATCH', '/api/user-details', { token, payload: personalSection({ PrimaryMobileNo: '9000000001' }) });
    twilio.failNext(400, { code: 21614, message: "'To' number is not a valid mobile number", status: 400 });
    const failed = await call(app, 'POST', '/api/get-otp', { token, payload: { mobile: '+919000000001' } });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ requestId: expect.any(String), message: P.smsFailed });
    const stored = await app.database.db.select({ n: count() }).from(mobileCodes).where(eq(mobileCodes.phone, '+919000000001'));
    expect(stored[0]?.n).toBe(0);
    expect((await call(app, 'POST', '/api/get-otp', { token, payload: { mobile: '+919000000001' } })).statusCode).toBe(200);
  });
});
