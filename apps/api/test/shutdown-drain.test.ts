import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from './helpers/server-process.js';

/**
 * OPS-7: a deploy drops nothing. A real server process under load from keep-alive clients and
 * clients that open a new connection per request gets SIGTERM; every request sent before it gets an
 * HTTP answer, /readyz answers 503 during the grace period, and the process exits 0.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-drain-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Answer {
  status: number;
  connection: string | undefined;
}

interface Write {
  /** A JSON body, sent as a POST. */
  json: unknown;
  /** The client address a trusted proxy would append (TRUST_PROXY=1), so each writer has its own rate limits. */
  forwardedFor: string;
}

/** A GET (or a POST of `write`) whose promise also says when the request has been written out in full. */
function send(url: string, agent: http.Agent | false, write?: Write): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const body = write ? JSON.stringify(write.json) : undefined;
  const headers: http.OutgoingHttpHeaders = {
    ...(agent ? {} : { connection: 'close' }),
    ...(write ? { 'content-type': 'application/json', 'x-forwarded-for': write.forwardedFor } : {}),
  };
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { agent, method: write ? 'POST' : 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('finish', markSent);
    req.on('error', reject);
    req.end(body);
  });
  return { sent, answer };
}

/** Sends SIGTERM and waits until /readyz answers 503 (with Connection: close) during the grace period. */
async function terminateAndSeeNotReady(running: ServerProcess): Promise<void> {
  process.kill(running.pid, 'SIGTERM');
  // Until the signal is handled /readyz may still say ready; it must turn 503 before the listener closes.
  let notReady: Answer | undefined;
  while (!notReady) {
    const probe = await send(`${running.url}/readyz`, false).answer;
    if (probe.status === 503) notReady = probe;
    else expect(probe.status).toBe(200);
  }
  expect(notReady.connection).toBe('close');
}

async function expectAllAnswered(requests: { answer: Promise<Answer> }[]): Promise<void> {
  const answers = await Promise.allSettled(requests.map((r) => r.answer));
  const failures = answers.filter((a) => a.status === 'rejected').map((a) => String(a.reason));
  expect(failures).toEqual([]);
  expect(answers.map((a) => (a as PromiseFulfilledResult<Answer>).value.status)).toEqual(requests.map(() => 200));
}

describe('graceful shutdown under load (OPS-7, docs/decisions/011)', () => {
  it('answers every request sent before SIGTERM, says not ready during the grace period, and exits 0', async () => {
    server = await startServerProcess('drained', {
      DATA_DIR: dataDir,
      // The embedded database whatever the run (test:pg sets DATABASE_URL for the API tests).
      DATABASE_URL: '',
      SEED_DEMO: 'always',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SHUTDOWN_GRACE_MS: '1500',
    });
    await waitUntilReady(server);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const list = `${server.url}/api/getJobOpenings`;
    // Open the keep-alive connections first, as a load balancer's pool has them.
    await Promise.all(Array.from({ length: 8 }, () => send(list, keepAlive).answer));

    const requests = [...Array.from({ length: 48 }, () => send(list, keepAlive)), ...Array.from({ length: 48 }, () => send(list, false))];
    await Promise.all(requests.map((r) => r.sent));
    await terminateAndSeeNotReady(server);
    await expectAllAnswered(requests);
    expect(await server.exited).toBe(0);
    keepAlive.destroy();
  }, 120_000);

  it('under write load (sign-ups), answers every write sent before SIGTERM and closes idle keep-alive connections', async () => {
    const writeDir = mkdtempSync(path.join(os.tmpdir(), 'careers-drain-writes-'));
    try {
      server = await startServerProcess('drained under writes', {
        DATA_DIR: writeDir,
        DATABASE_URL: '',
        SEED_DEMO: 'never',
        WEB_DIST: path.join(writeDir, 'no-web-build'),
        // Long enough for the server to take every connection already queued for it before the listener
        // closes (the /readyz probe's 503, on a connection opened after the writes', shows it did).
        SHUTDOWN_GRACE_MS: '3000',
        TRUST_PROXY: '1',
      });
      await waitUntilReady(server);
      const running = server;

      // An idle keep-alive connection, as a load balancer's pool keeps them: the server must close it.
      const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const idle = send(`${running.url}/healthz`, idleAgent);
      const idleSocketClosed = new Promise<void>((resolve) => {
        idleAgent.on('free', (socket) => socket.once('close', () => resolve()));
      });
      expect((await idle.answer).status).toBe(200);

      // Sign-ups: each hashes a password (argon2id) and writes a pending sign-up and its queued mail in one
      // transaction; half on keep-alive connections, half on a connection each.
      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const signUp = (i: number, agent: http.Agent | false) =>
        send(`${running.url}/api/register`, agent, {
          json: { first_name: 'Priya', last_name: 'Sharma', username: `drain.${i}@example.in`, password: 'correct horse 42' },
          forwardedFor: `198.51.100.${i + 1}`,
        });
      const writes = Array.from({ length: 32 }, (_, i) => signUp(i, i % 2 === 0 ? keepAlive : false));
      await Promise.all(writes.map((r) => r.sent));
      await terminateAndSeeNotReady(running);

      await expectAllAnswered(writes);
      await idleSocketClosed;
      expect(await running.exited).toBe(0);
      keepAlive.destroy();
      idleAgent.destroy();
    } finally {
      await server?.stop();
      rmSync(writeDir, { recursive: true, force: true });
    }
  }, 120_000);
});
