import { z } from 'zod';

/**
 * REC-15 (docs/decisions/027): a backup older than this is shown in red on the system page, and the
 * monitoring guide's alert fires on the same age.
 */
export const BACKUP_STALE_SECONDS = 24 * 60 * 60;

/** Which database the server runs on (docs/decisions/020): its own managed PostgreSQL, PGlite, or DATABASE_URL's. */
export const SYSTEM_ENGINES = ['managed-postgresql', 'pglite', 'external-postgresql'] as const;
export type SystemEngine = (typeof SYSTEM_ENGINES)[number];

/** A job kind's worker in the process that answered: running, kept off (BACKGROUND_WORKERS_OFF), or none (not configured). */
export const QUEUE_WORKER_STATES = ['running', 'off', 'none'] as const;

const isoTime = z.string().describe('ISO 8601, by the server’s clock');

export const systemQueueSchema = z.object({
  /** The job kind's name (`mail`, `crm`, `file-deletions`, `talent-text`, `schedules`). */
  kind: z.string(),
  queued: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  /** When the oldest job not yet settled (queued or processing) was written; null when none. */
  oldestPendingAt: isoTime.nullable(),
  worker: z.enum(QUEUE_WORKER_STATES),
  /** Whether its failed jobs can be queued again (a failed e-mail's text is erased, docs/decisions/009). */
  retryable: z.boolean(),
});
export type SystemQueue = z.infer<typeof systemQueueSchema>;

/** How often a schedule runs (http/schedules.ts). */
export const scheduleCadenceSchema = z.union([
  z.object({ everySeconds: z.number().int() }),
  z.object({ dailyAtUtc: z.string().describe('HH:MM') }),
]);
export type ScheduleCadence = z.infer<typeof scheduleCadenceSchema>;

export const systemScheduleSchema = z.object({
  name: z.string(),
  cadence: scheduleCadenceSchema,
  /** The newest run that ended, and how; null before the first. */
  lastRun: z.object({ at: isoTime, result: z.enum(['done', 'failed']) }).nullable(),
  /** A run whose period has begun: waiting for its time, retrying after a failure, or running now. */
  pending: z.enum(['waiting', 'retrying', 'running']).nullable(),
  nextRunAt: isoTime,
  /** Runs failed for good in the last 30 days (housekeeping removes older ones). */
  failed: z.number().int(),
});
export type SystemSchedule = z.infer<typeof systemScheduleSchema>;

/** GET /api/recruiter/system (REC-15): what an admin needs to see the site working. */
export const systemStatusSchema = z.object({
  version: z.string(),
  /** The git commit the running build was made from; null when the build recorded none. */
  commit: z.string().nullable(),
  engine: z.enum(SYSTEM_ENGINES),
  startedAt: isoTime,
  uptimeSeconds: z.number().int(),
  /** The server's time when it answered. */
  now: isoTime,
  queues: z.array(systemQueueSchema),
  schedules: z.array(systemScheduleSchema),
  delivery: z.object({
    mail: z.enum(['smtp', 'outbox']),
    sms: z.enum(['twilio', 'outbox']),
    /** Whether each channel's codes and links are written to the server's log (INT-1, INT-2). */
    codesInLog: z.object({ mail: z.boolean(), sms: z.boolean() }),
  }),
  /**
   * The latest point in time a restore can reach and its age; null while nothing reports on backups
   * ("not reported"). `latestRestorableAt` is null when backups report but none is restorable yet.
   */
  backup: z
    .object({
      latestRestorableAt: isoTime.nullable(),
      ageSeconds: z.number().int().nullable(),
      /** No restorable backup, or one older than BACKUP_STALE_SECONDS. */
      stale: z.boolean(),
    })
    .nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** POST /api/recruiter/system/queues/:kind/retry's path. */
export const systemQueueParamsSchema = z.object({
  kind: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/, 'kind must be a job kind’s name')
    .describe('A job kind (`crm`, `file-deletions`, `talent-text`, `schedules`)'),
});

export const systemRetryResponseSchema = z.object({
  /** How many failed jobs were queued again. */
  requeued: z.number().int(),
});
export type SystemRetryResponse = z.infer<typeof systemRetryResponseSchema>;
