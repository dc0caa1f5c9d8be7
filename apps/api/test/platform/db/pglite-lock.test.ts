import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/client.js';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../../helpers/server-process.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'careers-pglite-lock-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('embedded database folder lock (OPS-1, docs/decisions/011)', () => {
  const dir = path.join(root, 'pglite');
  const lock = `${dir}.lock`;
  const ownerOf = () => readFileSync(lock, 'utf8').split('\n')[0];

  it('is not blocked by a lock naming a live process that is not our server (a PID reused after a reboot)', async () => {
    // A live process that never opened the database: a `sleep`, named the way an old lock file would.
    const sleeper = spawn('sleep', ['60']);
    try {
      for (const content of [`${sleeper.pid}\n`, `${sleeper.pid}\nanother-boot:12345\n`, `${process.ppid}\n`]) {
        writeFileSync(lock, content);
        const database = await openDatabase({ pgliteDir: dir });
        expect(ownerOf()).toBe(String(process.pid));
        await database.close();
        expect(existsSync(lock)).toBe(false);
      }
    } finally {
      sleeper.kill();
    }
  }, 120_000);

  it('takes over the lock of a process that is gone, and releases it on close', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lock, `${gone}\n`);
    const database = await openDatabase({ pgliteDir: dir });
    expect(ownerOf()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lock)).toBe(false);
  }, 60_000);

  it('refuses a second process while a real server has the folder open, naming it', async () => {
    const dataDir = path.join(root, 'data');
    // The embedded database whatever the run (test:pg sets DATABASE_URL for the API tests).
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DATABASE_ENGINE: 'pglite',
      SEED_DEMO: 'never',
      WEB_DIST: path.join(root, 'no-web-build'),
    };
    const first = await startServerProcess('first', env);
    servers.push(first);
    await waitUntilReady(first);

    await expect(openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })).rejects.toThrow(
      new RegExp(`in use by process ${first.pid}\\. Stop that process first .*DATABASE_URL`),
    );
    const second = await startServerProcess('second', env);
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.pid}`);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 120_000);
});
