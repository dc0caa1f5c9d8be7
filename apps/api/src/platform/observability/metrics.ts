import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { KindQueueStatus, ScheduleStatus } from '../background/background-jobs.js';
import type { Clock } from '../lib/clock.js';
import { createRequestHistogram } from './request-histogram.js';
import type { SystemStatusService } from './system-status.js';
import type { BackupStatus } from './status-providers.js';

/** Request latency buckets, in seconds: from a cached answer (a few ms) to an upload over a slow link. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The route label of a request no route matched (its raw URL would be a label per path tried). */
export const UNMATCHED_ROUTE = 'unmatched';

/** What one scrape reads from the database and the providers: each at most once, shared by its gauges. */
interface ScrapeReads {
  queues(): Promise<KindQueueStatus[] | undefined>;
  schedules(): Promise<ScheduleStatus[] | undefined>;
  backup(): Promise<BackupStatus | null | undefined>;
}

export interface Metrics {
  /** The Prometheus text format's content type. */
  readonly contentType: string;
  /** One finished request: its method, route template (never the raw URL), status and duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The observer of one method, route template and status, for a route's own hook to keep. */
  requestSeries(method: string, route: string, statusCode: number): (seconds: number) => void;
  /** A database error written to the log (the `err` serializer): its SQLSTATE, or the socket error's code. */
  databaseError(code: string): void;
  /** The gauges read at scrape time from the system status (created after the logger, so added later). */
  watch(status: SystemStatusService): void;
  /** Everything, in the Prometheus text format (version 0.0.4); the gauges are read now. */
  render(): Promise<string>;
}

/**
 * docs/decisions/027: the server's Prometheus metrics, in a registry of this app's own (tests build
 * several apps in one process). Per request, one observation of the request histogram (plain numbers,
 * request-histogram.ts); everything else is read when /metrics is scraped: the queues and schedules with one cheap
 * statement each, the database connections and the providers' reports from memory. The process's own
 * metrics (event-loop lag, memory, CPU, GC) are prom-client's defaults.
 */
export function createMetrics({ clock }: { clock: Clock }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters (promtool's lint refuses them); each repeats the sum of its `_by type` twin.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
    registry.removeSingleMetric(name);
  }

  // Kept outside prom-client: its histogram hashes the labels on every observation (request-histogram.ts).
  const requests = createRequestHistogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code, and how long each took to answer (its _count is the number of requests).',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
  });

  const databaseErrors = new Counter({
    name: 'careers_database_errors_total',
    help: 'Database errors written to the log (a failed request, job or probe), by SQLSTATE or socket error code.',
    labelNames: ['code'],
    registers: [registry],
  });
  const collectFailures = new Counter({
    name: 'careers_metrics_collect_failures_total',
    help: 'Scrapes in which a source of gauges could not be read (its gauges are left out of that scrape).',
    labelNames: ['source'],
    registers: [registry],
  });

  let reads: ScrapeReads | undefined;
  const now = () => clock.now().getTime();
  const ageSeconds = (at: Date | null) => (at === null ? Number.POSITIVE_INFINITY : Math.max(0, (now() - at.getTime()) / 1000));

  return {
    contentType: registry.contentType,

    observeRequest(method, route, statusCode, seconds) {
      requests.observe(method, route, String(statusCode), seconds);
    },

    requestSeries(method, route, statusCode) {
      return requests.series(method, route, String(statusCode));
    },

    databaseError(code) {
      databaseErrors.inc({ code });
    },

    watch(status) {
      /** A read shared by the gauges of one scrape; a failure is counted and leaves them out. */
      const shared = <T>(source: string, read: () => Promise<T>) => {
        let value: Promise<T | undefined> | undefined;
        return () =>
          (value ??= read().catch(() => {
            collectFailures.inc({ source });
            return undefined;
          }));
      };
      const newReads = (): ScrapeReads => ({
        queues: shared('queues', status.queues),
        schedules: shared('schedules', status.schedules),
        backup: shared('backup', status.backup),
      });
      const read = () => (reads ??= newReads());

      new Gauge({
        name: 'careers_info',
        help: 'The running build: package version, git commit (empty when the build recorded none) and database engine; always 1.',
        labelNames: ['version', 'commit', 'engine'],
        registers: [registry],
      }).set({ version: status.build.version, commit: status.build.commit ?? '', engine: status.engine }, 1);

      new Gauge({
        name: 'careers_background_jobs',
        help: 'Background jobs per kind and status: queued (waiting, due or retrying later), processing (held by a worker), failed (given up; retry from the system page).',
        labelNames: ['kind', 'status'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const q of (await read().queues()) ?? []) {
            this.set({ kind: q.name, status: 'queued' }, q.queued);
            this.set({ kind: q.name, status: 'processing' }, q.processing);
            this.set({ kind: q.name, status: 'failed' }, q.failed);
          }
        },
      });
      new Gauge({
        name: 'careers_background_job_oldest_age_seconds',
        help: 'Age of the oldest job of each kind not yet settled (queued or processing), from when it was written; 0 when none.',
        labelNames: ['kind'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const q of (await read().queues()) ?? []) this.set({ kind: q.name }, q.oldestPendingAt ? ageSeconds(q.oldestPendingAt) : 0);
        },
      });
      new Gauge({
        name: 'careers_scheduled_runs_failed',
        help: 'Runs of each schedule that failed for good in the last 30 days (housekeeping removes older runs).',
        labelNames: ['schedule'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const s of (await read().schedules()) ?? []) this.set({ schedule: s.name }, s.failed);
        },
      });
      new Gauge({
        name: 'careers_scheduled_run_last_success_timestamp_seconds',
        help: 'When a run of each schedule last succeeded (Unix time); absent before the first.',
        labelNames: ['schedule'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const s of (await read().schedules()) ?? []) {
            if (s.lastSuccessAt) this.set({ schedule: s.name }, s.lastSuccessAt.getTime() / 1000);
          }
        },
      });

      // What each engine has (docs/decisions/027): node-postgres' pool, or PGlite's one connection in its worker thread.
      const engineStats = status.database();
      if (engineStats.driver === 'node-postgres') {
        new Gauge({
          name: 'careers_db_pool_connections',
          help: 'Connections of the node-postgres pool, by state: in_use (lent to a query or transaction) or idle.',
          labelNames: ['state'],
          registers: [registry],
          collect() {
            const stats = status.database();
            if (stats.driver !== 'node-postgres') return;
            this.set({ state: 'in_use' }, stats.total - stats.idle);
            this.set({ state: 'idle' }, stats.idle);
          },
        });
        new Gauge({
          name: 'careers_db_pool_waiting',
          help: 'Queries waiting for a connection of the node-postgres pool.',
          registers: [registry],
          collect() {
            const stats = status.database();
            if (stats.driver === 'node-postgres') this.set(stats.waiting);
          },
        });
        new Gauge({ name: 'careers_db_pool_max', help: 'The node-postgres pool size.', registers: [registry] }).set(engineStats.max);
      } else {
        new Gauge({
          name: 'careers_db_pglite_calls_in_flight',
          help: 'PGlite (one connection, in a worker thread): calls sent to it and not answered yet, the one running and those waiting behind it.',
          registers: [registry],
          collect() {
            const stats = status.database();
            if (stats.driver === 'pglite') this.set(stats.inFlight);
          },
        });
        new Gauge({
          name: 'careers_db_pglite_open_transactions',
          help: 'PGlite: transactions begun and not yet ended (statements from outside one wait for it).',
          registers: [registry],
          collect() {
            const stats = status.database();
            if (stats.driver === 'pglite') this.set(stats.openTransactions);
          },
        });
      }

      // The backups report through their provider, wired at composition; without one these are not exported.
      if (status.reportsBackups) {
        const backupAge = (name: string, help: string, of: (b: BackupStatus) => Date | null) =>
          new Gauge({
            name,
            help,
            registers: [registry],
            async collect() {
              const backup = await read().backup();
              // +Inf while there is none (an alert on the age fires); NaN when the provider could not be read.
              this.set(backup ? ageSeconds(of(backup)) : Number.NaN);
            },
          });
        backupAge(
          'careers_backup_base_backup_age_seconds',
          'Seconds since the last base backup finished (+Inf: none yet).',
          (b) => b.lastBaseBackupAt,
        );
        backupAge(
          'careers_backup_wal_archive_age_seconds',
          'Seconds since the last WAL segment was archived (+Inf: none yet).',
          (b) => b.lastArchivedWalAt,
        );
        backupAge(
          'careers_backup_restorable_age_seconds',
          'Seconds between now and the latest point in time a restore can reach (+Inf: none yet).',
          (b) => b.latestRestorableAt,
        );
      }
    },

    async render() {
      reads = undefined;
      try {
        return `${requests.text()}\n${await registry.metrics()}`;
      } finally {
        reads = undefined;
      }
    },
  };
}
