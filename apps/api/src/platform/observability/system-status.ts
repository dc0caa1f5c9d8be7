import { BACKUP_STALE_SECONDS, type ScheduleCadence, type SystemEngine, type SystemStatus } from '@careers/shared';
import type { BackgroundJobs, KindQueueStatus, ScheduleStatus } from '../background/background-jobs.js';
import type { Cadence } from '../background/schedules.js';
import type { AppConfig } from '../config/config.js';
import { deliveryModes } from '../config/delivery-modes.js';
import type { Database, DatabaseStats } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { readBuildInfo, type BuildInfo } from './build-info.js';
import type { BackupStatus, StatusProviders } from './status-providers.js';

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));
const iso = (date: Date) => date.toISOString();

/** docs/decisions/020: the managed PostgreSQL, PGlite, or the operator's PostgreSQL (DATABASE_URL). */
export function engineOf(database: Pick<Database, 'kind' | 'embedded'>): SystemEngine {
  if (database.kind === 'pglite') return 'pglite';
  return database.embedded ? 'managed-postgresql' : 'external-postgresql';
}

const cadenceOf = (cadence: Cadence): ScheduleCadence =>
  'everyMs' in cadence ? { everySeconds: Math.round(cadence.everyMs / 1000) } : { dailyAtUtc: cadence.dailyAtUtc };

/**
 * docs/decisions/027: the one source of what /metrics and the admins' system page (REC-15) say about
 * the server: its build, engine and uptime, the background queues and schedules (read from the
 * database when asked, one cheap statement per kind), the database connections, how mail and SMS
 * leave, and what the status providers report (the backups). Nothing is counted per request here.
 */
export function createSystemStatus({
  database,
  backgroundJobs,
  config,
  clock,
  providers = {},
  build = readBuildInfo(),
}: {
  database: Pick<Database, 'kind' | 'embedded' | 'stats'>;
  backgroundJobs: Pick<BackgroundJobs, 'kind' | 'queues' | 'scheduleStatus' | 'retryFailed'>;
  config: Pick<AppConfig, 'smtpUrl' | 'twilio' | 'nodeEnv'>;
  clock: Clock;
  providers?: StatusProviders;
  build?: BuildInfo;
}) {
  const startedAt = clock.now();
  const backup = async (): Promise<BackupStatus | null> => (providers.backup ? providers.backup() : null);
  /** How mail and SMS leave and whether their codes reach the log: OPS-11's one rule, `deliveryModes`. */
  const delivery = () => {
    const modes = deliveryModes(config);
    return { mail: modes.mail, sms: modes.sms, codesInLog: { mail: modes.mailCodesLogged, sms: modes.smsCodesLogged } };
  };
  return {
    build,
    engine: engineOf(database),
    startedAt,
    queues: (): Promise<KindQueueStatus[]> => backgroundJobs.queues(),
    schedules: (): Promise<ScheduleStatus[]> => backgroundJobs.scheduleStatus(),
    /** A job kind this process knows (run or tracked), and whether its failed jobs can be retried. */
    kind: (name: string) => backgroundJobs.kind(name),
    /** The failed jobs of one kind queued again; undefined for a kind unknown or not retryable. */
    retryFailed: (kind: string) => backgroundJobs.retryFailed(kind),
    database: (): DatabaseStats => database.stats(),
    delivery,
    /** What the backups report; null while nothing does. */
    backup,
    /** Whether a backup provider was wired at composition. */
    reportsBackups: providers.backup !== undefined,

    /** Everything the system page shows, as GET /api/recruiter/system answers it. */
    async snapshot(): Promise<SystemStatus> {
      const [queues, schedules, backupStatus] = await Promise.all([backgroundJobs.queues(), backgroundJobs.scheduleStatus(), backup()]);
      const now = clock.now();
      const restorable = backupStatus?.latestRestorableAt ?? null;
      const ageSeconds = restorable ? seconds(now.getTime() - restorable.getTime()) : null;
      return {
        version: build.version,
        commit: build.commit,
        engine: engineOf(database),
        startedAt: iso(startedAt),
        uptimeSeconds: seconds(now.getTime() - startedAt.getTime()),
        now: iso(now),
        queues: queues.map((q) => ({
          kind: q.name,
          queued: q.queued,
          processing: q.processing,
          failed: q.failed,
          oldestPendingAt: q.oldestPendingAt ? iso(q.oldestPendingAt) : null,
          worker: q.worker,
          retryable: q.retryable,
        })),
        schedules: schedules.map((s) => ({
          name: s.name,
          cadence: cadenceOf(s.cadence),
          lastRun: s.lastFinished ? { at: iso(s.lastFinished.at), result: s.lastFinished.status } : null,
          pending: !s.pending ? null : s.pending.status === 'processing' ? 'running' : s.pending.attempts > 0 ? 'retrying' : 'waiting',
          nextRunAt: iso(s.nextRunAt),
          failed: s.failed,
        })),
        delivery: delivery(),
        backup: backupStatus
          ? {
              latestRestorableAt: restorable ? iso(restorable) : null,
              ageSeconds,
              stale: ageSeconds === null || ageSeconds > BACKUP_STALE_SECONDS,
            }
          : null,
      };
    },
  };
}
export type SystemStatusService = ReturnType<typeof createSystemStatus>;
