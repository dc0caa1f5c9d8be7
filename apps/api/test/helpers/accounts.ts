import { count } from 'drizzle-orm';
import { emailCodes, passwordResetTokens, pendingSignups, sessions, users } from '../../src/platform/db/schema/accounts.js';
import { codeIn, deliverMail, lastMailTo, readOutbox } from './outbox.js';
import type { TestContext } from './test-app.js';
import { call, freshIp } from './call.js';

let emailCounter = 0;
export const freshEmail = (label = 'candidate') => {
  emailCounter += 1;
  return `${label}.${process.pid}.${emailCounter}@example.in`;
};

export const signupPayload = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Priya',
  last_name: 'Sharma',
  username: email,
  password: 'correct horse 42',
  ...overrides,
});

export const verifyPayload = (email: string, otp: string, overrides: Record<string, unknown> = {}) => ({
  ...signupPayload(email),
  otp,
  ...overrides,
});

/** Register through the API and read the code from the outbox. */
export async function register(ctx: TestContext, email: string, overrides: Record<string, unknown> = {}, ip = freshIp()) {
  const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(email, overrides), ip });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  await deliverMail(ctx.app);
  return codeIn(lastMailTo(ctx.config.dataDir, email));
}

/** A verified account with a live session. */
export async function signUp(ctx: TestContext, email = freshEmail(), overrides: Record<string, unknown> = {}) {
  const ip = freshIp();
  const code = await register(ctx, email, overrides, ip);
  const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code, overrides), ip });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  const password = (overrides.password as string | undefined) ?? signupPayload(email).password;
  return { email, password, token: res.json().access_token as string };
}

/** Row counts of every account table, to prove a refused request stored nothing. */
export async function accountRowCounts(ctx: TestContext) {
  await deliverMail(ctx.app);
  const db = ctx.database.db;
  const one = async (table: typeof users | typeof pendingSignups | typeof emailCodes | typeof sessions | typeof passwordResetTokens) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await one(users),
    pendingSignups: await one(pendingSignups),
    emailCodes: await one(emailCodes),
    sessions: await one(sessions),
    resetTokens: await one(passwordResetTokens),
    mails: readOutbox(ctx.config.dataDir).length,
  };
}
