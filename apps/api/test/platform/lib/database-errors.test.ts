import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '@careers/shared';
import { DISK_FULL_HOLD_MS } from '../../../src/platform/db/client.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { freshEmail, signupPayload } from '../../helpers/accounts.js';
import { call } from '../../helpers/call.js';

/**
 * Database failures as a client and the log see them, on either driver (PGlite, or PostgreSQL with
 * DATABASE_URL): real errors raised by the database itself from a trigger on the table a sign-up
 * writes, with the SQLSTATE a real failure carries.
 */
const logLines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(() => ctx.close());

/** Every sign-up insert fails with this SQLSTATE and message (the new row's values in it, as PostgreSQL's own messages may have). */
async function failSignupsWith(errcode: string, message: string) {
  await ctx.database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fail_signup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION USING ERRCODE = '${errcode}', MESSAGE = ${message}, DETAIL = 'Key (email)=(' || NEW.email || ') is refused.'; END $$`),
  );
  await ctx.database.db.execute(sql.raw('DROP TRIGGER IF EXISTS fail_signup ON pending_signups'));
  await ctx.database.db.execute(
    sql.raw('CREATE TRIGGER fail_signup BEFORE INSERT ON pending_signups FOR EACH ROW EXECUTE FUNCTION fail_signup()'),
  );
}
const stopFailingSignups = () => ctx.database.db.execute(sql.raw('DROP TRIGGER IF EXISTS fail_signup ON pending_signups'));

describe('database errors in the log (GEN-12, docs/decisions/011)', () => {
  it('logs the error code and the route, never the values of the query', async () => {
    await failSignupsWith('23514', `'new row for ' || NEW.last_name || ' violates check constraint'`);
    const email = freshEmail('anjali.venkataraman');
    const res = await call(ctx, 'POST', '/api/register', {
      payload: signupPayload(email, { first_name: 'Anjali', last_name: 'Venkataraman' }),
    });
    await stopFailingSignups();
    expect(res.statusCode).toBe(500);

    const line = logLines.find((l) => l.includes('"purpose":"POST /api/register"'));
    expect(line, logLines.join('')).toBeDefined();
    expect(line).toContain('"code":"23514"');
    for (const personal of [email, 'Venkataraman', 'Anjali', '$argon2id']) expect(logLines.join('')).not.toContain(personal);
  });
});

describe('a full disk (OPS-7, docs/decisions/011)', () => {
  it('answers a write 507 with a message, reports it on /readyz, keeps serving reads, and recovers by itself', async () => {
    await failSignupsWith('53100', `'could not extend file "base/5/16385": No space left on device'`);
    const refused = await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) });
    expect(refused.statusCode).toBe(507);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ requestId: expect.any(String), message: SERVICE_MESSAGES.storageFull });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/getJobOpenings' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', detail: 'disk full: writes are refused' });

    // Space is back: the next write works, and /readyz says ready once no write has failed for a while.
    await stopFailingSignups();
    expect((await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) })).statusCode).toBe(200);
    ctx.clock.advance(DISK_FULL_HOLD_MS);
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('a closed database connection (OPS-7)', () => {
  it('answers 503 with Retry-After and the message, not 500', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/getJobOpenings' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ requestId: expect.any(String), message: SERVICE_MESSAGES.unavailable });
    } finally {
      await other.close();
    }
  });
});
