import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type DbOrTx } from '../db/client.js';

/** drizzle-kit's migration journal: one entry per migration. */
const journalSchema = z.object({ entries: z.array(z.unknown()) });

/** What the readiness probe asks about the database (OPS-7). */
export function createHealthRepository(db: DbOrTx) {
  return {
    /** How many migrations this build ships (drizzle-kit's journal). */
    shippedMigrations(): number {
      return journalSchema.parse(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'))).entries.length;
    },

    /** How many migrations the database has recorded as applied. */
    async appliedMigrations(): Promise<number> {
      const result = await db.execute<{ applied: number }>(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`);
      return Number(result.rows[0]?.applied ?? 0);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
