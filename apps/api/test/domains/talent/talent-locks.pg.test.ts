import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/client.js';
import { createTalentRepository } from '../../../src/domains/talent/talent-repository.js';
import { createRepositoryStore, type RepositoryStore } from '../../../src/platform/db/transactions.js';
import { insertCandidate } from '../../helpers/candidates.js';
import { TEST_CLOCK_START } from '../../helpers/test-clock.js';
import { openMigratedScratch, type MigratedScratch } from '../../helpers/test-database.js';

/**
 * REC-10's talent documents on PostgreSQL, where transactions run side by side: a consent change (which
 * writes the document's row, then rebuilds it) beside a re-indexing (a resume's text read in the
 * background) must not deadlock. Both take the document's row before its body.
 */
let scratch: MigratedScratch;
let database: Database;
const talentRepositories = (db: Parameters<typeof createTalentRepository>[0]) => ({ talent: createTalentRepository(db) });
let repos: RepositoryStore<ReturnType<typeof talentRepositories>>;
let watcher: pg.Client;
beforeAll(async () => {
  scratch = await openMigratedScratch();
  database = scratch.database;
  repos = createRepositoryStore(database.db, talentRepositories);
  watcher = new pg.Client({ connectionString: scratch.url });
  await watcher.connect();
}, 60_000);
afterAll(async () => {
  await watcher?.end();
  await scratch?.close();
});

/** Resolves once another session of this database waits for a lock (the re-indexing blocked by the consent change). */
async function someoneWaitsForALock() {
  for (let i = 0; i < 400; i++) {
    const { rows } = await watcher.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no session came to wait for a lock');
}

it('a consent change and a re-indexing of the same candidate, side by side, both commit (one waits for the other)', async () => {
  const now = new Date(TEST_CLOCK_START);
  const userId = await insertCandidate(database.db, 'side.by.side@example.in');
  // The document and its body exist, as after the candidate's first save.
  await repos.transaction((tx) => tx.talent.refreshDocument(userId, now));

  let holding!: () => void;
  const consentHoldsTheDocument = new Promise<void>((resolve) => (holding = resolve));
  const consent = repos.transaction(async (tx) => {
    await tx.talent.setConsent(userId, true, now);
    holding();
    // The re-indexing has started and waits for this transaction; now rebuild the document here too.
    await someoneWaitsForALock();
    await tx.talent.refreshDocument(userId, now);
  });
  await consentHoldsTheDocument;
  const reindexing = repos.transaction((tx) => tx.talent.refreshDocument(userId, now));

  // Before the fix, the re-indexing wrote the body first and then waited for the document, while the
  // consent change held the document and then wanted the body: PostgreSQL ended one with 40P01 (deadlock).
  await expect(Promise.all([consent, reindexing])).resolves.toEqual([undefined, undefined]);
  expect(await repos.talent.consent(userId)).toEqual({ discoverable: true, changedAt: now });
}, 60_000);
