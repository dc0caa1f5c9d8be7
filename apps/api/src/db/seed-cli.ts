import { loadConfig } from '../config.js';
import { commandLog, openConfiguredDatabase } from './engine.js';
import { seedDemoJobs } from './seed.js';

/** `npm run db:seed`: load the demo catalogue into the configured database (embedded or PostgreSQL). */
const config = loadConfig();
const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
try {
  await database.migrate();
  const inserted = await seedDemoJobs(database.db, 'missing');
  console.log(`Seeded ${inserted} demo job openings into the ${database.kind} database.`);
} finally {
  await database.close();
}
