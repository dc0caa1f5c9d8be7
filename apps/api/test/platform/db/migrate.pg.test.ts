import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../../src/platform/db/client.js';
import { seedDemoJobs } from '../../../src/domains/jobs/demo-seed.js';
import { DEMO_JOBS } from '../../../src/domains/jobs/demo-catalogue.js';
import { createScratchDatabase, startPostgresServer, type PostgresServer, type ScratchDatabase } from '../../helpers/test-database.js';

// Always on a real PostgreSQL server: the point is several processes on one database (OPS-1).
let server: PostgresServer;
let scratch: ScratchDatabase;
beforeAll(async () => {
  server = await startPostgresServer();
  scratch = await createScratchDatabase(server.url);
});
afterAll(async () => {
  await scratch.drop();
  await server.stop();
});

describe('start-up on a shared PostgreSQL', () => {
  it('lets processes starting together migrate and seed an empty database once, in turns', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
    try {
      const seeded = await Promise.all(
        databases.map(async (database) => {
          let inserted = 0;
          await database.migrate(async (db) => {
            inserted = await seedDemoJobs(db, 'if-empty');
          });
          return inserted;
        }),
      );
      expect(seeded.sort((a, b) => b - a)).toEqual([DEMO_JOBS.length, 0, 0]);

      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const db = databases[0]!.db;
      const applied = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const jobs = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`);
      expect(jobs.rows[0]?.n).toBe(DEMO_JOBS.length);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });
});
