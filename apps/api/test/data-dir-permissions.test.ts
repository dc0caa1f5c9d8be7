import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@careers/shared';
import { freshEmail, signupPayload, verifyPayload } from './helpers/accounts.js';
import { codeIn, waitForMailTo } from './helpers/outbox.js';
import { multipart, samplePdf } from '@careers/test-helpers';
import { startServerProcess, tempDataParent, waitUntilReady, type ServerProcess } from './helpers/server-process.js';

/**
 * docs/decisions/010: a real server process on a DATA_DIR it creates itself (embedded database, generated
 * key, mail outbox, uploads) leaves nothing in it that another local user could read or write. On each
 * embedded engine: the managed PostgreSQL (the default, docs/decisions/020) and PGlite.
 */
const ENGINES = [
  // Run as root, the cluster belongs to the postgres user, who must pass through DATA_DIR (0711, not listable).
  {
    name: 'managed PostgreSQL',
    engine: 'postgres',
    folders: ['postgres', 'postgres-socket'],
    mode: process.getuid?.() === 0 ? 0o711 : 0o700,
  },
  { name: 'PGlite', engine: 'pglite', folders: ['pglite'], mode: 0o700 },
] as const;

let server: ServerProcess;

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

describe.each(ENGINES)('DATA_DIR permissions (docs/decisions/010): $name', ({ engine, folders, mode }) => {
  let parent: string;
  let dataDir: string;
  let previousUmask: number;

  beforeAll(async () => {
    parent = tempDataParent('careers-modes-');
    dataDir = path.join(parent, 'data');
    // The usual login umask (group and others may read), which the server must not rely on.
    previousUmask = process.umask(0o022);
    try {
      server = await startServerProcess('modes', {
        DATA_DIR: dataDir,
        // The embedded database, even when the test run itself is pointed at PostgreSQL.
        DATABASE_URL: '',
        TEST_DATABASE_URL: '',
        DATABASE_ENGINE: engine,
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
    expect(names).toEqual(expect.arrayContaining(['', 'jwt-secret', ...folders, 'outbox', 'uploads', 'uploads/resumes']));
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    expect(names.some((n) => n.startsWith('uploads/resumes/') && n.endsWith('.pdf'))).toBe(true);
    expect(entries.length).toBeGreaterThan(100);
    const open = entries
      .filter((e) => e.path !== dataDir && (e.mode & 0o077) !== 0)
      .map((e) => `${path.relative(dataDir, e.path)} ${e.mode.toString(8)}`);
    expect(open).toEqual([]);
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe(mode.toString(8));
  });
});
