import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from './helpers/server-process.js';

/**
 * Issue 12 §6: a deploy drops nothing. A real server process under load from keep-alive clients and
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

/** A GET whose promise also says when the request has been written out in full. */
function send(url: string, agent: http.Agent | false): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.get(url, { agent, headers: agent ? {} : { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('finish', markSent);
    req.on('error', reject);
  });
  return { sent, answer };
}

describe('graceful shutdown under load (issue 12 §6)', () => {
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

    const requests = [
      ...Array.from({ length: 48 }, () => send(list, keepAlive)),
      ...Array.from({ length: 48 }, () => send(list, false)),
    ];
    await Promise.all(requests.map((r) => r.sent));
    process.kill(server.pid, 'SIGTERM');

    // Until the signal is handled /readyz may still say ready; it must turn 503 before the listener closes.
    let notReady: Answer | undefined;
    while (!notReady) {
      const probe = await send(`${server.url}/readyz`, false).answer;
      if (probe.status === 503) notReady = probe;
      else expect(probe.status).toBe(200);
    }
    expect(notReady.connection).toBe('close');

    const answers = await Promise.allSettled(requests.map((r) => r.answer));
    const failures = answers.filter((a) => a.status === 'rejected').map((a) => String((a as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    expect(answers.map((a) => (a as PromiseFulfilledResult<Answer>).value.status)).toEqual(requests.map(() => 200));
    expect(await server.exited).toBe(0);
    keepAlive.destroy();
  }, 120_000);
});
