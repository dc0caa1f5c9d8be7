import { loadConfig } from '../../platform/config/config.js';
import { runCli } from '../../platform/cli/cli.js';
import { commandLog, openConfiguredDatabase } from '../../platform/db/engine.js';
import { systemClock } from '../../platform/lib/clock.js';
import { mailJobs } from '../../platform/mail/mail-outbox.js';
import { createAccountErasure } from './account-erasure.js';
import { runRetentionCommand } from './retention-command.js';
import { createRetentionService } from './retention-service.js';

/**
 * PRV-5: `npm run retention:run [-- --dry-run]` on the configured database (with PGlite, stop the
 * server first: one process per PGlite folder, docs/decisions/011; the embedded PostgreSQL is shared,
 * docs/decisions/020). This process runs no
 * workers: what a run queues (mail, file removals, CRM deletions) is sent by the server's, at their next poll.
 */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  try {
    await database.migrate();
    // Mail is queued with each change and sent by the server's mail worker (docs/decisions/009); no
    // worker runs here, so the commits wake none (docs/decisions/024).
    const mailOutbox = mailJobs;
    const erasure = createAccountErasure({ mailOutbox });
    const retention = createRetentionService({ db: database.db, clock: systemClock, config, mailOutbox, erasure });
    return await runRetentionCommand(argv, {
      retention,
      months: config.retentionMonths,
      where: `the ${database.kind} database`,
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)));
