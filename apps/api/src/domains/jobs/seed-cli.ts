import { loadConfig } from '../../platform/config/config.js';
import { runCli } from '../../platform/cli/cli.js';
import { commandLog, openConfiguredDatabase } from '../../platform/db/engine.js';
import { seedDemoJobs } from './demo-seed.js';

/** `npm run db:seed`: load the demo catalogue into the configured database (embedded or PostgreSQL). */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  try {
    await database.migrate();
    const inserted = await seedDemoJobs(database.db, 'missing');
    console.log(`Seeded ${inserted} demo job openings into the ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

runCli(main);
