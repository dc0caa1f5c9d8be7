import { announceJobChange } from '../../platform/cache/pg-change-signal.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { createDemoRepository } from './demo-repository.js';

export interface DemoRemoval {
  candidates: number;
  team: number;
  /** Files removed from storage after the commit, and those that could not be (nothing refers to them). */
  files: number;
  filesLeft: number;
  jobsRemoved: number;
  /** Demo openings kept: real candidates applied to them or have a draft for them (or --keep-jobs). */
  jobsKept: string[];
}

/**
 * REC-21 (docs/decisions/035): `npm run db:remove-demo`. In one transaction: the demo accounts go
 * (candidates and team members; their applications, events, files' rows, notes on them, ratings,
 * interviews, talent rows and text go with them by ON DELETE CASCADE; a note a demo member wrote on a
 * real application stays, unsigned), then the demo openings that no application and no real candidate's
 * draft refers to any more (unless `keepJobs`; a real bookmark of a removed opening goes with it), and running servers drop their public answers (docs/decisions/012). Once it has
 * committed, the demo people's files are removed from storage. Access-log entries naming demo people
 * stay: the log outlives the accounts it names (docs/decisions/017). Running it again removes nothing.
 */
export async function removeDemo(
  { db, storage }: { db: Db; storage: FileStorage },
  { keepJobs = false }: { keepJobs?: boolean } = {},
): Promise<DemoRemoval> {
  const repos = createRepositoryStore(db, (on) => ({ demo: createDemoRepository(on) }));
  const { keys, removal } = await repos.transaction(async (tx, txDb) => {
    const people = await tx.demo.demoUsers();
    const ids = people.map((p) => p.id);
    const storageKeys = await tx.demo.storageKeysOf(ids);
    await tx.demo.deleteUsers(ids);
    const jobs = await tx.demo.demoJobs();
    const removable = keepJobs ? [] : jobs.filter((j) => j.realApplications === 0 && j.realDrafts === 0).map((j) => j.id);
    const jobsRemoved = await tx.demo.deleteJobs(removable);
    if (jobsRemoved > 0) await announceJobChange(txDb, 'remove-demo');
    const kept = jobs.filter((j) => !removable.includes(j.id));
    return {
      keys: storageKeys,
      removal: {
        candidates: people.filter((p) => p.role === 'candidate').length,
        team: people.filter((p) => p.role !== 'candidate').length,
        jobsRemoved,
        jobsKept: kept.map((j) => j.title),
      },
    };
  });
  let files = 0;
  for (const key of keys) {
    try {
      await storage.delete(key);
      files += 1;
    } catch {
      // Counted below; the rows are gone, so the file is only an orphan for the operator to remove.
    }
  }
  return { ...removal, files, filesLeft: keys.length - files };
}
