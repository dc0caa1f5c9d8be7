import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { classifyDatabaseFailure, errorChain, isUniqueViolation } from '../../../src/platform/lib/errors.js';

/**
 * docs/decisions/016, 025: PGlite (the embedded fallback) always runs in a worker thread. The server's
 * thread goes on serving while a statement runs; a transaction's statements run together, with no
 * other statement in between; errors keep PostgreSQL's SQLSTATE and fields.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(sql`CREATE TABLE probe (id integer PRIMARY KEY, note text NOT NULL)`);
});
afterAll(() => database.close());

/** Resolves on the event loop's next turn (after I/O): it cannot while this thread runs a query. */
const nextTurn = () => new Promise<'turned'>((resolve) => setImmediate(() => resolve('turned')));
const count = async () => Number((await database.db.execute(sql`SELECT count(*)::int AS n FROM probe`)).rows[0]?.n);

describe('PGlite in a worker thread (docs/decisions/016)', () => {
  it('leaves the server thread free while a statement runs', async () => {
    // On PGlite in this thread, pg_sleep blocks the thread: the next turn only comes once it has ended.
    const sleeping = database.db.execute(sql`SELECT pg_sleep(2)`).then(() => 'query done' as const);
    expect(await Promise.race([sleeping, nextTurn()])).toBe('turned');
    await sleeping;
  });

  it("runs a transaction's statements together: a statement from outside waits until it has committed", async () => {
    let outside: Promise<number> | undefined;
    const order: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO probe VALUES (1, 'in the transaction')`);
      outside = count().then((n) => {
        order.push('outside');
        return n;
      });
      // The transaction goes on (several round trips to the worker) while the outside read waits.
      await nextTurn();
      await tx.execute(sql`INSERT INTO probe VALUES (2, 'in the transaction')`);
      const inside = await tx.execute(sql`SELECT count(*)::int AS n FROM probe`);
      expect(inside.rows[0]?.n).toBe(2);
      order.push('transaction');
    });
    // It ran after the COMMIT, so it saw both rows, never one of them.
    expect(await outside).toBe(2);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('rolls back a transaction whose callback throws, and keeps the SQLSTATE and fields of a database error', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES (3, 'rolled back')`);
        await tx.execute(sql`INSERT INTO probe VALUES (1, 'duplicate')`);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failed)).toBe(true);
    const cause = [...errorChain(failed)].find((link) => link.code === '23505');
    expect(cause).toMatchObject({ code: '23505', constraint: 'probe_pkey', table: 'probe', severity: 'ERROR' });
    expect(await count()).toBe(2);
    // The worker is free again: later statements and transactions run.
    await database.db.transaction((tx) => tx.execute(sql`INSERT INTO probe VALUES (3, 'committed')`));
    expect(await count()).toBe(3);
  });

  it('after close, a statement fails as "database unavailable" (503), not with a hang', async () => {
    const closing = await openDatabase({ pgliteDir: 'memory://' });
    await closing.close();
    const error = await closing.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
    expect(classifyDatabaseFailure(error)).toBe('unavailable');
  });
});
