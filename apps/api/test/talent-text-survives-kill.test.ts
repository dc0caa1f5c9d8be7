import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TalentSearchResponse } from '@careers/shared';
import { multipart, samplePdf } from '@careers/test-helpers';
import { createRecruiter } from '../src/domains/accounts/recruiters.js';
import { openDatabase } from '../src/platform/db/client.js';
import { pgliteFolder } from '../src/platform/db/engine.js';
import { systemClock } from '../src/platform/lib/clock.js';
import { signupPayload, verifyPayload } from './helpers/accounts.js';
import { codeIn, waitForMailTo } from './helpers/outbox.js';
import { startServerProcess, tempDataParent, waitUntilReady, type ServerProcess } from './helpers/server-process.js';

const root = tempDataParent('careers-talent-text-');
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

const SITE_URL = 'http://careers.test';
/** A word only the resume holds: found by the talent search once, and only once, its text has been read. */
const WORD = 'Quetzalcoatlus';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A client of one server process: JSON in and out, a bearer token when given. */
function clientOf(server: ServerProcess) {
  return async (method: string, url: string, options: { json?: unknown; token?: string; form?: ReturnType<typeof multipart> } = {}) => {
    const headers: Record<string, string> = {
      ...(options.json ? { 'content-type': 'application/json' } : {}),
      ...(options.form?.headers ?? {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    };
    const body = options.json ? JSON.stringify(options.json) : options.form?.payload;
    const res = await fetch(`${server.url}${url}`, { method, headers, ...(body ? { body } : {}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> } satisfies Answer;
  };
}

describe('the talent pool’s text extraction is a durable job (docs/decisions/024)', () => {
  it('a resume whose text was still to be read when the server was killed with SIGKILL becomes searchable after the restart', async () => {
    const dataDir = path.join(root, 'data');
    const env = {
      DATA_DIR: dataDir,
      // The embedded database whatever the run (test:pg sets DATABASE_URL for the API tests): PGlite, so
      // this test can write the recruiter into the folder before the server starts.
      DATABASE_URL: '',
      DATABASE_ENGINE: 'pglite',
      SEED_DEMO: 'never',
      // One SITE_URL for both processes: it is the tokens' issuer, and the restart gets a new port.
      SITE_URL,
      WEB_DIST: path.join(root, 'no-web-build'),
    };

    // REC-1: recruiters are made by a command; here by the same function, before any server holds the folder.
    const database = await openDatabase({ pgliteDir: pgliteFolder(dataDir) });
    let resetLink: string;
    try {
      await database.migrate();
      const recruiterEmail = `recruiter.${process.pid}@example.in`;
      resetLink = (
        await createRecruiter({ db: database.db, clock: systemClock, siteUrl: SITE_URL }, { email: recruiterEmail, name: 'Anna Schmidt' })
      ).link;
    } finally {
      await database.close();
    }

    // The first process does not run the talent-text worker, so the job its upload queues stays queued.
    const first = await startServerProcess('first', { ...env, BACKGROUND_WORKERS_OFF: 'talent-text' });
    servers.push(first);
    await waitUntilReady(first);
    const firstCall = clientOf(first);

    const password = 'recruiter pass 42';
    const resetToken = new URL(resetLink).searchParams.get('token');
    const reset = await firstCall('POST', '/api/reset-password', {
      json: { token: resetToken, new_password: password, confirm_new_password: password },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const recruiter = await firstCall('POST', '/api/login', { json: { username: `recruiter.${process.pid}@example.in`, password } });
    expect(recruiter.status).toBe(200);
    const recruiterToken = String(recruiter.body.access_token);

    const email = `kill.${process.pid}@example.in`;
    expect((await firstCall('POST', '/api/register', { json: signupPayload(email) })).status).toBe(200);
    const code = codeIn(await waitForMailTo(dataDir, email, 30_000));
    const verified = await firstCall('POST', '/api/verify', { json: verifyPayload(email, code) });
    expect(verified.status).toBe(200);
    const token = String(verified.body.access_token);
    expect((await firstCall('PUT', '/api/profile/discoverable', { json: { discoverable: true }, token })).status).toBe(200);
    const form = multipart({
      field: 'resume',
      filename: 'resume.pdf',
      contentType: 'application/pdf',
      data: samplePdf(`${WORD} fossil survey lead`),
    });
    const uploaded = await firstCall('POST', '/api/upload/resume', { form, token });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);

    const search = async (call: ReturnType<typeof clientOf>) => {
      const res = await call('GET', `/api/recruiter/talent?q=${WORD}`, { token: recruiterToken });
      expect(res.status).toBe(200);
      return res.body as unknown as TalentSearchResponse;
    };
    // The upload was answered; its text has not been read.
    expect((await search(firstCall)).total).toBe(0);

    // No shutdown, no hand-back: the process ends at once, as with a crash or the OOM killer.
    process.kill(first.pid, 'SIGKILL');
    await first.exited;

    // The next start, with every worker running at its normal poll, finds the job in the database.
    const second = await startServerProcess('second', env);
    servers.push(second);
    await waitUntilReady(second);
    const secondCall = clientOf(second);
    const deadline = Date.now() + 60_000;
    let found = await search(secondCall);
    while (found.total === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      found = await search(secondCall);
    }
    expect(found.candidates.map((c) => c.name)).toEqual(['Priya Sharma']);
    expect(found.candidates[0]?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([WORD]);
  }, 240_000);
});
