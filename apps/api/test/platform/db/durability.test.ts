import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/client.js';
import { signupPayload, verifyPayload } from '../../helpers/accounts.js';
import { codeIn, waitForMailTo } from '../../helpers/outbox.js';
import { startServerProcess, tempDataParent, waitUntilReady, type ServerProcess } from '../../helpers/server-process.js';

const root = tempDataParent('careers-durability-');
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

/** How many saved-job toggles the test writes before the kill: bounded, a few seconds in all. */
const WRITES = 8;
/** Toggles still in flight when the process is killed (the demo catalogue has 12 jobs). */
const IN_FLIGHT = 4;

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });

/**
 * The default engine (the PostgreSQL the server manages, docs/decisions/020) and PGlite (014, 016), each
 * named by the server's ready line.
 */
const ENGINES = [
  { name: 'the default engine: the managed PostgreSQL', engine: undefined, ready: '(database: postgres, embedded)' },
  { name: 'DATABASE_ENGINE=pglite', engine: 'pglite', ready: '(database: pglite, embedded)' },
] as const;

describe.each(ENGINES)('embedded database durability (OPS-1, docs/decisions/014, 020): $name', ({ engine, ready }) => {
  it('keeps every acknowledged write when the server is killed with SIGKILL under writes and restarted on the same folder', async () => {
    const dataDir = path.join(root, engine ?? 'default');
    // The embedded database whatever the run (test:pg sets DATABASE_URL for the API tests), with demo jobs
    // to save. One SITE_URL for both processes: it is the tokens' issuer, and the restart gets a new port.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...(engine ? { DATABASE_ENGINE: engine } : {}),
      SEED_DEMO: 'always',
      SITE_URL: 'http://careers.test',
      WEB_DIST: path.join(root, 'no-web-build'),
      // The ready line names the engine.
      LOG_LEVEL: 'info',
    };
    const first = await startServerProcess('first', env);
    servers.push(first);
    await waitUntilReady(first);
    expect(first.output()).toContain(ready);

    const send = (server: ServerProcess, method: string, url: string, payload?: unknown, token?: string) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      }).then(json);

    const email = `durable.${process.pid}@example.in`;
    expect((await send(first, 'POST', '/api/register', signupPayload(email))).status).toBe(200);
    const code = codeIn(await waitForMailTo(dataDir, email, 30_000));
    const verified = await send(first, 'POST', '/api/verify', verifyPayload(email, code));
    expect(verified.status).toBe(200);
    const token = verified.body.access_token as string;

    const list = await send(first, 'GET', `/api/getJobOpenings?page=1&pageSize=${WRITES + IN_FLIGHT}`);
    const jobIds = (list.body.job_openings as { job_id: number }[]).map((job) => job.job_id);
    expect(jobIds).toHaveLength(WRITES + IN_FLIGHT);
    // Every toggle is answered before the next is sent: each 200 is an acknowledged write.
    const acknowledged = jobIds.slice(0, WRITES);
    for (const jobId of acknowledged) expect((await send(first, 'PUT', `/api/saved-jobs/${jobId}`, undefined, token)).status).toBe(200);

    // Under writes: the last toggles are sent and the process is killed without waiting for them. No
    // shutdown, no flush: it ends at once, as with a crash or the OOM killer. One answered in the meantime
    // is acknowledged too; one never answered may or may not have been stored.
    const inFlight = jobIds.slice(WRITES).map((jobId) =>
      send(first, 'PUT', `/api/saved-jobs/${jobId}`, undefined, token).then(
        (res) => (res.status === 200 ? jobId : undefined),
        () => undefined,
      ),
    );
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    for (const jobId of await Promise.all(inFlight)) if (jobId !== undefined) acknowledged.push(jobId);

    const second = await startServerProcess('second', env);
    servers.push(second);
    await waitUntilReady(second);
    expect(second.output()).toContain(ready);
    // The account, its session and every acknowledged saved job are there (and nothing that was not sent).
    const saved = await send(second, 'GET', '/api/saved-jobs', undefined, token);
    expect(saved.status).toBe(200);
    const savedIds = (saved.body.saved_jobs as { job: { job_id: number } }[]).map((s) => s.job.job_id);
    expect(savedIds).toEqual(expect.arrayContaining(acknowledged));
    expect(jobIds).toEqual(expect.arrayContaining(savedIds));
  }, 240_000);
});

describe('PGlite durability settings (docs/decisions/014)', () => {
  it('commits with fsync on, so a write the server has answered is on disk, not only in the page cache', async () => {
    const database = await openDatabase({ pgliteDir: path.join(root, 'settings') });
    try {
      const setting = async (name: string) =>
        ((await database.db.execute(sql.raw(`SHOW ${name}`))).rows[0] as Record<string, string>)[name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('synchronous_commit')).toBe('on');
    } finally {
      await database.close();
    }
  }, 120_000);
});
