import { loadConfig } from '../config/config.js';
import { runCli } from '../cli/cli.js';
import { moveToPostgres } from './move-to-postgres.js';

/**
 * `npm run db:move-to-postgres`: move the PGlite database in DATA_DIR/pglite into the embedded PostgreSQL
 * (DATA_DIR/postgres), with the server stopped (docs/decisions/020, amendment). Prints table names and row
 * counts only.
 */
async function main() {
  const config = loadConfig();
  const result = await moveToPostgres({
    settings: config,
    print: (line) => console.log(line),
    now: () => new Date(),
  });
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Moved ${rows} rows in ${result.tables.length} tables into the embedded PostgreSQL (DATA_DIR/postgres).`);
  console.log(`The PGlite database is kept as ${result.backup}: delete it once you have checked the new database.`);
  console.log('The next server start (DATABASE_ENGINE=auto) uses the embedded PostgreSQL.');
}

// An operator reads a failure: what was refused or failed, and what to do (the message alone).
runCli(main, (error) => error instanceof Error);
