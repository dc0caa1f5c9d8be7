import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/client.js';
import { crmOutbox } from '../../../src/platform/db/schema/crm.js';
import { insertCandidateWithSyncJob } from '../../helpers/candidates.js';
import { TEST_CLOCK_START } from '../../helpers/test-clock.js';
import { openMigratedScratch, type MigratedScratch } from '../../helpers/test-database.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

let scratch: MigratedScratch;
let database: Database;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-crm-cli-'));

beforeAll(async () => {
  // The commands read the configured database; PostgreSQL lets them run beside a live server.
  scratch = await openMigratedScratch();
  database = scratch.database;
});
afterAll(async () => {
  await scratch.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The npm scripts run exactly this (`tsx src/crm/crm-cli.ts …` in apps/api). */
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/domains/crm/crm-cli.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: scratch.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });

describe('npm run crm:status / crm:retry (INT-3)', () => {
  it('lists queued, delivered and failed jobs, and requeues the failed ones', async () => {
    // The jobs' times, fixed and in the past: the CLI (its own process, on the system clock) finds them due.
    const now = new Date(TEST_CLOCK_START);
    const seed = async (n: number) => {
      const { jobId, userId } = await insertCandidateWithSyncJob(database.db, `cli${n}@example.in`, now);
      return { id: jobId, userId };
    };
    const queued = await seed(1);
    const delivered = await seed(2);
    const failed = await seed(3);
    await database.db.update(crmOutbox).set({ status: 'delivered', deliveredAt: now, attempts: 1 }).where(eq(crmOutbox.id, delivered.id));
    await database.db
      .update(crmOutbox)
      .set({ status: 'failed', attempts: 8, lastError: 'Zoho upsert refused: HTTP 500 INTERNAL_ERROR' })
      .where(eq(crmOutbox.id, failed.id));

    const status = await cli('status');
    expect(status.stdout).toMatch(/Zoho not configured: jobs stay queued/);
    expect(status.stdout).toMatch(/queued 1 · processing 0 · delivered 1 · failed 1 · superseded 0/);
    expect(status.stdout).toMatch(new RegExp(`^${queued.id}\\s+queued\\s+${queued.userId}\\s+cli1@example\\.in\\s+0`, 'm'));
    expect(status.stdout).toMatch(
      new RegExp(`^${failed.id}\\s+failed\\s+${failed.userId}\\s+cli3@example\\.in\\s+8.*HTTP 500 INTERNAL_ERROR$`, 'm'),
    );

    const onlyFailed = await cli('status', '--status', 'failed');
    expect(onlyFailed.stdout).toMatch(/cli3@example\.in/);
    expect(onlyFailed.stdout).not.toMatch(/cli1@example\.in/);

    expect((await cli('retry', String(failed.id), String(queued.id))).stdout).toBe(`Requeued 1 failed job(s): ${failed.id}\n`);
    const [row] = await database.db.select().from(crmOutbox).where(eq(crmOutbox.id, failed.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    await expect(cli('status', '--status', 'lost')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown status "lost"/),
    });
  });
});
