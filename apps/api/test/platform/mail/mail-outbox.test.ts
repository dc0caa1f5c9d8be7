import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/platform/db/schema/mail.js';
import { verificationCodeEmail } from '../../../src/domains/accounts/account-emails.js';
import { freshEmail, signupPayload } from '../../helpers/accounts.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { call } from '../../helpers/call.js';

/** A mail server that accepts connections and never says a word (not even its greeting). */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections it holds open right now. */
    held: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `test` holds, checked on every turn of the event loop (no fixed sleeps). */
async function until(test: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('mail never holds a request or the database (docs/decisions/009)', () => {
  it('while a silent mail server holds the connection, sign-ups and the job list answer', async () => {
    const smtp = await startSilentSmtp();
    const ctx: TestContext = await createTestApp({ SMTP_URL: smtp.url });
    cleanups.push(() => ctx.close());
    // Closed first: the send in flight then fails at once and the app can stop.
    cleanups.push(smtp.close);

    const first = await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) });
    expect(first.statusCode).toBe(200);
    // The worker, woken by the commit, is now stuck in the SMTP exchange.
    await until(() => smtp.held() > 0, 'the worker to connect to the mail server');

    const answers = await Promise.all([
      call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) }),
      call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) }),
      ctx.app.inject({ method: 'GET', url: '/api/getJobOpenings' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // Every answer came while the mail server was still holding the connection.
    expect(smtp.held()).toBeGreaterThan(0);
    const rows = await ctx.database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.status).sort()).toEqual(['processing', 'queued', 'queued']);
  });

  it('gives a send a total deadline, then retries it later', async () => {
    const smtp = await startSilentSmtp();
    // Each SMTP step may take 10 s; the whole send only 300 ms.
    const ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_SEND_TIMEOUT_MS: '300' });
    cleanups.push(() => ctx.close());
    cleanups.push(smtp.close);
    expect((await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) })).statusCode).toBe(200);
    const given = async () => {
      const [row] = await ctx.database.db.select().from(mailOutbox);
      return row?.status === 'queued' && row.lastError !== null && smtp.held() === 0;
    };
    await until(given, 'the send to be given up and the connection dropped');
    const [row] = await ctx.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP send did not finish within 300 ms' });
    expect(row!.availableAt.getTime() - ctx.clock.now().getTime()).toBe(ctx.config.mail.backoffBaseMs);
    expect(row!.message).not.toBeNull();
  });
});

describe('mail bodies are secrets', () => {
  it('with SMTP, the code is delivered but never logged, and the stored body is cleared', async () => {
    const received: string[] = [];
    const sink = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => sink.close(() => resolve())));
    const { port } = sink.server.address() as { port: number };

    // The app's own mail worker sends over SMTP (one worker: a second one would race it for the row),
    // and the app's log is read at debug level.
    const lines: string[] = [];
    const ctx = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'debug' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    cleanups.push(() => ctx.close());
    const email = freshEmail();
    // Queued on the pool: the insert commits at once, and with it this process's worker is woken.
    const { id } = await ctx.app.mailOutbox.enqueue(
      ctx.database.db,
      {
        kind: 'signup-code',
        supersedeKey: `signup:${email}`,
        ...verificationCodeEmail({ to: email, firstName: 'Asha', code: '424242', minutes: 10, companyName: 'Acme' }),
      },
      ctx.clock.now(),
    );
    const stored = async () => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    await until(async () => (await stored())?.status === 'delivered', 'the code to be delivered');

    expect(received).toHaveLength(1);
    expect(received[0]).toContain('424242');
    expect(await stored()).toMatchObject({ status: 'delivered', message: null, lastError: null });
    expect(lines.join('\n')).not.toContain('424242');
  });
});

describe('reserved .invalid addresses (docs/decisions/035)', () => {
  it('never reach the mail server: the message is settled as not sent, and the log names the message, not the address', async () => {
    const received: string[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        received.push(address.address);
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => sink.close(() => resolve())));
    const { port } = sink.server.address() as { port: number };
    const lines: string[] = [];
    const ctx = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'debug' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    cleanups.push(() => ctx.close());

    const real = freshEmail();
    const queue = (to: string) =>
      ctx.app.mailOutbox.enqueue(
        ctx.database.db,
        { kind: 'signup-code', ...verificationCodeEmail({ to, firstName: 'Asha', code: '424242', minutes: 10, companyName: 'Acme' }) },
        ctx.clock.now(),
      );
    const demo = await queue('priya.raghunathan@demo.invalid');
    const erased = await queue('deleted-17@deleted.invalid');
    const delivered = await queue(real);
    const statusOf = async (id: number) => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    await until(async () => (await statusOf(delivered.id))?.status === 'delivered', 'the real message to be delivered');
    await until(async () => (await statusOf(erased.id))?.status !== 'queued', 'the reserved messages to be settled');

    expect(received).toEqual([real]);
    for (const { id } of [demo, erased]) {
      expect(await statusOf(id)).toMatchObject({ status: 'not_sent', message: null, lastError: null, deliveredAt: null });
    }
    const log = lines.join('\n');
    expect(log).toContain('Mail not sent: the recipient is a reserved .invalid address');
    expect(log).not.toContain('demo.invalid');
    expect(log).not.toContain('deleted.invalid');
  });
});
