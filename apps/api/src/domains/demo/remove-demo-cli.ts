import { parseArgs } from 'node:util';
import { DEMO_MESSAGES } from '@careers/shared';
import { loadConfig } from '../../platform/config/config.js';
import { runCli } from '../../platform/cli/cli.js';
import { commandLog, openConfiguredDatabase } from '../../platform/db/engine.js';
import { systemClock } from '../../platform/lib/clock.js';
import { createStorage } from '../../platform/storage/storage.js';
import { markDemoRemoved } from './demo-marker.js';
import { removeDemo } from './remove-demo.js';

/**
 * `npm run db:remove-demo [-- --keep-jobs]` (REC-21, docs/decisions/035): removes the demo people, their
 * files and the demo openings no real candidate applied to, and prints what it removed. Beside a running
 * server it uses the server's embedded PostgreSQL; with PGlite, stop the server first (one process per
 * PGlite folder).
 */
async function main() {
  let keepJobs: boolean;
  try {
    const { values } = parseArgs({ options: { 'keep-jobs': { type: 'boolean' } }, strict: true });
    keepJobs = values['keep-jobs'] === true;
  } catch {
    console.error(DEMO_MESSAGES.usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  const storage = createStorage(config.storage);
  try {
    await database.migrate();
    console.log(DEMO_MESSAGES.removing(database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'));
    const started = performance.now();
    const removed = await removeDemo({ db: database.db, storage }, { keepJobs });
    // Never seeded again at start-up, even while the database has no job and no candidate yet.
    await markDemoRemoved(config.dataDir, systemClock.now());
    if (removed.candidates + removed.team + removed.jobsRemoved === 0 && removed.jobsKept.length === 0) {
      console.log(DEMO_MESSAGES.nothingToRemove);
      return 0;
    }
    console.log(DEMO_MESSAGES.removedPeople(removed.candidates, removed.team));
    console.log(DEMO_MESSAGES.removedFiles(removed.files));
    if (removed.filesLeft > 0) console.log(DEMO_MESSAGES.filesLeft(removed.filesLeft));
    console.log(DEMO_MESSAGES.removedJobs(removed.jobsRemoved));
    if (removed.jobsKept.length > 0) {
      console.log(keepJobs ? DEMO_MESSAGES.keptJobsByChoice(removed.jobsKept.length) : DEMO_MESSAGES.keptJobs(removed.jobsKept));
    }
    console.log(DEMO_MESSAGES.accessLogKept);
    console.log(DEMO_MESSAGES.took(Math.round(performance.now() - started)));
    return 0;
  } finally {
    await storage.close();
    await database.close();
  }
}

runCli(main);
