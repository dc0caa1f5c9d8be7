import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/config.js';
import { commandLog, openConfiguredDatabase } from '../../platform/db/engine.js';
import { systemClock } from '../../platform/lib/clock.js';
import { createRecruiter, RecruiterError } from './recruiters.js';

/**
 * `npm run recruiter:create -- --email anna@northwind.example --name "Anna Schmidt"` (REC-1); with
 * `--admin` the account is an admin, who manages the team from `/recruiter/team` (REC-8).
 * Prints a single-use link where the recruiter sets their password. Beside a running server it uses the
 * server's embedded PostgreSQL (docs/decisions/020); with PGlite, stop the server first: one PGlite
 * folder is opened by one process at a time.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, admin: { type: 'boolean' } },
    strict: true,
  });
  if (!values.email || !values.name)
    throw new RecruiterError('Usage: npm run recruiter:create -- [--admin] --email <address> --name "<full name>"');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  try {
    await database.migrate();
    const result = await createRecruiter(
      { db: database.db, clock: systemClock, siteUrl: config.siteUrl },
      { email: values.email, name: values.name, admin: values.admin === true },
    );
    console.log(
      result.created
        ? `${result.role === 'admin' ? 'Admin' : 'Recruiter'} ${result.email} created.`
        : `${result.role === 'admin' ? 'Admin' : 'Recruiter'} ${result.email} already exists: here is a new link (older links no longer work).`,
    );
    console.log(`Send them this single-use link to set their password (valid until ${result.expiresAt.toISOString()}):`);
    console.log(result.link);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // An operator reads this: the message says what to do (bad option, database in use, bad setting).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
