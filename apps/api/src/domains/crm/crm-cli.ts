import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/config.js';
import { runCli, textTable } from '../../platform/cli/cli.js';
import { commandLog, openConfiguredDatabase } from '../../platform/db/engine.js';
import { CRM_JOB_STATUSES } from '../../platform/db/schema/crm.js';
import { createCrmOutboxRepository, type CrmJobRow } from './crm-outbox-repository.js';

/**
 * `npm run crm:status` lists the CRM sync jobs (INT-3: queued jobs are visible, nothing is lost silently);
 * `npm run crm:retry [-- <id> …]` puts failed jobs back in the queue. Both read the configured database.
 */
const USAGE = `Usage:
  npm run crm:status [-- --status queued|processing|delivered|failed|superseded] [--limit N]
  npm run crm:retry [-- <job id> ...]     (no ids: every failed job)`;

const iso = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '');

function table(rows: CrmJobRow[]): string {
  const header = ['id', 'status', 'user', 'e-mail', 'tries', 'next try / delivered (UTC)', 'claimed by', 'last error'];
  const lines = rows.map((r) => [
    String(r.id),
    r.status,
    String(r.userId),
    r.payload.Email,
    String(r.attempts),
    r.status === 'delivered'
      ? iso(r.deliveredAt)
      : r.status === 'queued'
        ? iso(r.availableAt)
        : r.status === 'processing'
          ? `until ${iso(r.claimedUntil)}`
          : '',
    r.claimedBy ?? '',
    (r.lastError ?? '').replace(/\s+/g, ' ').slice(0, 100),
  ]);
  return textTable(header, lines);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { status: { type: 'string' }, limit: { type: 'string', default: '50' } },
  });
  if (command !== 'status' && command !== 'retry') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  try {
    await database.migrate();
    const repo = createCrmOutboxRepository(database.db);
    if (command === 'status') {
      const status = CRM_JOB_STATUSES.find((s) => s === values.status);
      if (values.status !== undefined && status === undefined) {
        console.error(`Unknown status "${values.status}".\n${USAGE}`);
        return 2;
      }
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) {
        console.error(`--limit must be a positive whole number.\n${USAGE}`);
        return 2;
      }
      const counts = await repo.countByStatus();
      console.log(
        `CRM sync jobs in the ${database.kind} database (Zoho ${config.zoho ? `configured: ${config.zoho.apiUrl}` : 'not configured: jobs stay queued'})`,
      );
      console.log(CRM_JOB_STATUSES.map((s) => `${s} ${counts[s]}`).join(' · '));
      const rows = await repo.list({ ...(status ? { statuses: [status] } : {}), limit });
      if (rows.length > 0) console.log(`\n${table(rows)}`);
      return 0;
    }
    const ids = positionals.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1)) {
      console.error(`Job ids are whole numbers.\n${USAGE}`);
      return 2;
    }
    const requeued = await repo.requeueFailed(new Date(), ids.length > 0 ? ids : undefined);
    console.log(requeued.length > 0 ? `Requeued ${requeued.length} failed job(s): ${requeued.join(', ')}` : 'No failed job to requeue.');
    return 0;
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)));
