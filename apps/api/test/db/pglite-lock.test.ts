import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'careers-pglite-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database folder lock', () => {
  const dir = path.join(root, 'pglite');
  const lock = `${dir}.lock`;

  it('refuses a folder another running process has open, naming it', async () => {
    // Our parent (the test runner) is alive and is not us: it stands for a running server.
    writeFileSync(lock, `${process.ppid}\n`);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
      new RegExp(`in use by process ${process.ppid}\\. Stop that process first .*DATABASE_URL`),
    );
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that is gone, and releases it on close', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lock, `${gone}\n`);
    const database = await openDatabase({ pgliteDir: dir });
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });
});
