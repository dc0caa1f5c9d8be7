import { parseArgs } from 'node:util';
import { RETENTION_WARNING_DAYS } from '@careers/shared';
import { textTable } from '../../platform/cli/cli.js';
import type { RetentionEntry, RetentionPlan, RetentionService } from './retention-service.js';
import { messageOf } from '../../platform/lib/property-of.js';

/**
 * PRV-5: `npm run retention:run [-- --dry-run]`. The output names accounts by user id and dates only,
 * never by e-mail address or name: it lands in terminals and deploy logs, and an operator who must
 * reach one person looks the id up in the database.
 */
export const RETENTION_USAGE = `Usage:
  npm run retention:run -- --dry-run     list who would be warned and who anonymised now; changes nothing
  npm run retention:run                  run the retention job once (what the daily schedule does)`;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const minute = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

function table(rows: [string, RetentionEntry][]): string {
  const header = ['action', 'user id', 'last activity', 'warned on', 'anonymised on'];
  const lines = rows.map(([action, e]) => [action, String(e.userId), day(e.lastActivity), day(e.warnedAt), day(e.anonymiseOn)]);
  return textTable(header, lines);
}

/** The dry run's report: counts, then one line per account (dates in UTC). */
export function formatRetentionPlan(plan: RetentionPlan): string {
  const counts =
    `would warn ${plan.warn.length} · would anonymise ${plan.anonymise.length} · ` +
    `warned and waiting ${plan.waiting.length} · active since the warning (kept) ${plan.keep.length}`;
  const rows: [string, RetentionEntry][] = [
    ...plan.warn.map((e): [string, RetentionEntry] => ['warn', e]),
    ...plan.anonymise.map((e): [string, RetentionEntry] => ['anonymise', e]),
    ...plan.waiting.map((e): [string, RetentionEntry] => ['waiting', e]),
    ...plan.keep.map((e): [string, RetentionEntry] => ['keep', e]),
  ];
  return rows.length > 0 ? `${counts}\n\n${table(rows)}` : counts;
}

/** Parse the arguments and run the command against `retention`; answers the exit code. */
export async function runRetentionCommand(
  argv: string[],
  deps: { retention: RetentionService; months: number; where: string; out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  let dryRun: boolean;
  try {
    dryRun = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean', default: false } } }).values['dry-run'];
  } catch (error) {
    deps.err(`${messageOf(error)}\n${RETENTION_USAGE}`);
    return 2;
  }
  const policy = `RETENTION_MONTHS ${deps.months}, warned ${RETENTION_WARNING_DAYS} days before`;
  if (dryRun) {
    const plan = await deps.retention.plan();
    deps.out(`Retention dry run at ${minute(plan.now)} in ${deps.where} (${policy}); nothing was changed.`);
    deps.out(formatRetentionPlan(plan));
    return 0;
  }
  const done = await deps.retention.run();
  deps.out(`Retention run in ${deps.where} (${policy}).`);
  const ids = (list: number[]) => (list.length > 0 ? `: ${list.join(', ')}` : '');
  deps.out(`Warned ${done.warned.length}${ids(done.warned)}`);
  deps.out(`Anonymised ${done.anonymised.length}${ids(done.anonymised)}`);
  deps.out(`Active again, warning cleared ${done.kept.length}${ids(done.kept)}`);
  if (done.warned.length + done.anonymised.length > 0)
    deps.out('The e-mails, file removals and CRM deletions are queued; the server sends and removes them.');
  return 0;
}
