import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@careers/shared';
import { freshEmail, signupPayload, verifyPayload } from './helpers/accounts.js';
import { codeIn, waitForMailTo } from './helpers/outbox.js';
import { multipart, samplePdf } from '@careers/test-helpers';
import { startServerProcess, waitUntilReady, type ServerProcess } from './helpers/server-process.js';

/**
 * docs/decisions/010: a real server process on a DATA_DIR it creates itself (embedded database, generated
 * key, mail outbox, uploads) leaves nothing in it that another local user could read or write.
 */
let parent: string;
let dataDir: string;
let server: ServerProcess;
let previousUmask: number;

beforeAll(async () => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'careers-modes-'));
  dataDir = path.join(parent, 'data');
  // The usual login umask (group and others may read), which the server must not rely on.
  previousUmask = process.umask(0o022);
  try {
    server = await startServerProcess('modes', {
      DATA_DIR: dataDir,
      // The embedded database, even when the test run itself is pointed at PostgreSQL.
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      SEED_DEMO: 'always',
      WEB_DIST: path.join(parent, 'no-web-build'),
    });
  } finally {
    process.umask(previousUmask);
  }
  await waitUntilReady(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(parent, { recursive: true, force: true });
});

const postJson = (url: string, body: unknown, token?: string) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Every file and folder under `dir` (itself included), with its permission bits. */
function walk(dir: string): { path: string; mode: number }[] {
  const own = { path: dir, mode: statSync(dir).mode & 0o777 };
  return [
    own,
    ...readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [{ path: full, mode: statSync(full).mode & 0o777 }];
    }),
  ];
}

describe('DATA_DIR permissions (docs/decisions/010)', () => {
  it('a fresh DATA_DIR, after sign-up and an upload, holds nothing group or others may open', async () => {
    const email = freshEmail();
    expect((await postJson('/api/register', signupPayload(email))).status).toBe(200);
    const verified = await postJson('/api/verify', verifyPayload(email, codeIn(await waitForMailTo(dataDir, email))));
    expect(verified.status).toBe(200);
    const { access_token: token } = (await verified.json()) as { access_token: string };

    const { payload, headers } = multipart({
      field: UPLOAD_KINDS.resume.field,
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      data: samplePdf(),
    });
    const upload = await fetch(`${server.url}/api/upload/resume`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
    expect(upload.status).toBe(200);
    await server.stop();

    const entries = walk(dataDir);
    const names = entries.map((e) => path.relative(dataDir, e.path));
    // Every kind of thing the server writes is there to be checked.
    expect(names).toEqual(expect.arrayContaining(['', 'jwt-secret', 'pglite', 'outbox', 'uploads', 'uploads/resumes']));
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    expect(names.some((n) => n.startsWith('uploads/resumes/') && n.endsWith('.pdf'))).toBe(true);
    expect(entries.length).toBeGreaterThan(100);
    const open = entries.filter((e) => (e.mode & 0o077) !== 0).map((e) => `${path.relative(dataDir, e.path) || '.'} ${e.mode.toString(8)}`);
    expect(open).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
