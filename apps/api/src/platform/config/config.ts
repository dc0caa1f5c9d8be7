import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import * as nodeFs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EMAIL_OTP_RESEND_SECONDS, MOBILE_OTP_RESEND_SECONDS, RETENTION_MONTHS_DEFAULT } from '@careers/shared';
import { propertyOf } from '../lib/property-of.js';

/** The repository root: the nearest folder above this module holding package-lock.json (from src/ and dist/ alike). */
function findRepoRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (nodeFs.existsSync(path.join(dir, 'package-lock.json'))) return dir;
  }
  return process.cwd();
}

/** Back-off between retries of a background job: base × 2^attempt, at most max (docs/decisions/015). */
export interface BackoffConfig {
  backoffBaseMs: number;
  backoffMaxMs: number;
}

/** One background worker's settings (docs/decisions/015). */
export interface OutboxWorkerConfig extends BackoffConfig {
  pollMs: number;
  maxAttempts: number;
  batchSize: number;
  leaseMs: number;
}

const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: 'must be a valid URL' });

/** An optional text setting; an empty value counts as unset (as in .env.example). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * docs/decisions/010: which proxies may speak for the client in X-Forwarded-For. A hop count (the
 * right-most entries the proxies appended) or the proxies' own addresses/ranges; never `true`, which
 * believes the left-most entry, the one the client writes itself.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined || v === '' || v === 'false') return;
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' would let any client choose its address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.10)",
      });
      return;
    }
    if (/^\d+$/.test(v)) {
      if (Number(v) > 10) ctx.addIssue({ code: 'custom', message: 'must be a number of proxies from 0 to 10' });
      return;
    }
    const bad = v
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.0/8); not understood: ${bad.map((b) => `'${b}'`).join(', ')}`,
      });
    }
  })
  .transform((v): TrustProxy => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  });

const whole = (unit: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a number of ${unit}` })
    .int()
    .min(min)
    .max(max)
    .default(fallback);

/** Settings that only work together: naming every missing one beats failing on the first request. */
const ZOHO_SETTINGS = ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET', 'ZOHO_REFRESH_TOKEN', 'ZOHO_ACCOUNTS_URL', 'ZOHO_API_URL'] as const;
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** OPS-7 (docs/decisions/011): how long to wait for the database and clients, and when to stop writing. */
const failureSettings = {
  DB_CONNECT_TIMEOUT_MS: whole('milliseconds', 100, 600_000, 5_000),
  DB_STATEMENT_TIMEOUT_MS: whole('milliseconds', 100, 3_600_000, 10_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: whole('milliseconds', 100, 3_600_000, 30_000),
  /** Time to receive a whole request (uploads over slow links included); Fastify's requestTimeout. */
  REQUEST_TIMEOUT_MS: whole('milliseconds', 1_000, 3_600_000, 120_000),
  /** PGlite: writes are refused (507) while DATA_DIR has less free space (> one 16 MB WAL segment); docs/decisions/020. */
  DISK_MIN_FREE_MB: whole('megabytes', 0, 1_048_576, 64),
  /** SIGTERM: /readyz answers 503 this long before the listener closes, so a load balancer stops sending. */
  SHUTDOWN_GRACE_MS: whole('milliseconds', 0, 600_000, 5_000),
};

/**
 * OPS-12 (docs/decisions/026): continuous backups of the embedded PostgreSQL. WAL archiving and a daily base
 * backup, on by default, to BACKUP_DIR (default: beside DATA_DIR) or, with BACKUP_S3_BUCKET, to a bucket.
 */
const backupSettings = {
  BACKUPS: z.enum(['on', 'off']).default('on'),
  BACKUP_DIR: optionalText,
  BACKUP_S3_ENDPOINT: optionalUrl(['http', 'https']),
  BACKUP_S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'must be a bucket name (3-63 characters: lower-case letters, digits, dots, hyphens)',
  }),
  BACKUP_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  BACKUP_S3_PREFIX: z
    .string()
    .trim()
    .default('careers-backups')
    .refine((v) => /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(v), {
      message: 'must be a key prefix such as careers-backups or site/backups',
    }),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  /** Base backups older than this are deleted (the newest is always kept), and the WAL only they needed. */
  BACKUP_RETAIN_DAYS: whole('days', 1, 3_650, 14),
  /** The longest a committed write waits before its WAL segment is closed for archiving (the server's timer; PostgreSQL's archive_timeout). */
  BACKUP_ARCHIVE_TIMEOUT_SECONDS: whole('seconds', 1, 60, 60),
};
const BACKUP_S3_SETTINGS = ['BACKUP_S3_ENDPOINT', 'BACKUP_S3_BUCKET', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const;
/** docs/decisions/029 (the security review's findings): HSTS. */
const securityReviewSettings = {
  /** OPS-10: Strict-Transport-Security's max-age when SITE_URL is https (one year); 0: not sent. At most two years. */
  HSTS_MAX_AGE: whole('seconds', 0, 63_072_000, 31_536_000),
};

/** Every setting the server reads, validated at start-up (OPS-5: a bad value stops the server). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default(path.join(REPO_ROOT, 'data')),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    SITE_URL: optionalUrl(['http', 'https']),
    JWT_SECRET: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().trim().min(3).default('Northwind Cloud Services <careers@northwind.example>'),
    /** GEN-4: the brand named in e-mails. */
    COMPANY_NAME: z.string().trim().min(1).max(100).default('Northwind Cloud Services'),
    /** ACC-4: life of an e-mailed code. Ten minutes; e2e tests shorten it to see a code expire. */
    EMAIL_CODE_TTL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(86_400).default(600),
    /** ACC-13: life of a session and its access token. */
    SESSION_TTL_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    WEB_DIST: z.string().trim().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
    /** 'auto' seeds the demo catalogue into an empty embedded database only (OPS-1). */
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    /**
     * docs/decisions/020: the embedded database when DATABASE_URL is unset. 'auto': a PostgreSQL the server
     * runs in DATA_DIR/postgres where it can, else PGlite (an existing DATA_DIR/pglite stays on PGlite).
     */
    DATABASE_ENGINE: z.enum(['auto', 'postgres', 'pglite']).default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySetting,
    /** OPS-2: S3-compatible object storage for uploads (path-style requests); unset: DATA_DIR/uploads. */
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
      message: 'must be a bucket name (3-63 characters: lower-case letters, digits, dots, hyphens)',
    }),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** INT-3: Zoho CRM. Without these the sync jobs stay queued (`npm run crm:status`). */
    ZOHO_CLIENT_ID: optionalText,
    ZOHO_CLIENT_SECRET: optionalText,
    ZOHO_REFRESH_TOKEN: optionalText,
    ZOHO_ACCOUNTS_URL: optionalUrl(['https', 'http']),
    ZOHO_API_URL: optionalUrl(['https', 'http']),
    /** How often an idle worker looks for due jobs. */
    CRM_POLL_MS: whole('milliseconds', 10, 3_600_000, 5_000),
    /** Retry n waits CRM_BACKOFF_BASE_MS * 2^(n-1), at most CRM_BACKOFF_MAX_MS. */
    CRM_BACKOFF_BASE_MS: whole('milliseconds', 1, 86_400_000, 30_000),
    CRM_BACKOFF_MAX_MS: whole('milliseconds', 1, 7 * 86_400_000, 3_600_000),
    /** Deliveries tried before a job is marked failed (`npm run crm:retry` requeues it). */
    CRM_MAX_ATTEMPTS: whole('attempts', 1, 100, 8),
    CRM_BATCH_SIZE: whole('jobs', 1, 100, 10),
    /** A claim lasts this long; a crashed process's jobs come back after it (OPS-1). */
    CRM_LEASE_MS: whole('milliseconds', 1_000, 3_600_000, 120_000),
    CRM_REQUEST_TIMEOUT_MS: whole('milliseconds', 100, 600_000, 15_000),
    /** docs/decisions/010: what one account may keep (profile files, application files, drafts). */
    STORAGE_QUOTA_MB: whole('megabytes', 1, 1_000_000, 50),
    /** docs/decisions/012: memory for public answers kept in the process; 0 turns the cache off. */
    PUBLIC_CACHE_MB: whole('megabytes', 0, 4_096, 64),
    /** INT-2: Twilio sends the mobile codes when all three are set; otherwise they go to DATA_DIR/outbox/. */
    TWILIO_ACCOUNT_SID: optionalText.refine((v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v), {
      message: "must be a Twilio account SID ('AC' and 32 hexadecimal characters)",
    }),
    TWILIO_AUTH_TOKEN: optionalText,
    /** A sending number in E.164 form (+14155550100) or a Messaging Service SID (MG…). */
    TWILIO_FROM: optionalText.refine((v) => v === undefined || /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(v), {
      message: 'must be a phone number in E.164 form (+14155550100) or a Messaging Service SID (MG…)',
    }),
    /** Tests point the adapter at a local fake; production leaves the default. */
    TWILIO_BASE_URL: optionalUrl(['http', 'https']),
    /** PRO-14: seconds before 'Resend OTP' works (60); the e2e suite shortens it to see a resend. */
    MOBILE_OTP_RESEND_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(1)
      .max(3600)
      .default(MOBILE_OTP_RESEND_SECONDS),
    // docs/decisions/009: the mail outbox's worker, and ACC-4's resend wait enforced by the server.
    MAIL_POLL_MS: whole('milliseconds', 10, 3_600_000, 5_000),
    MAIL_SEND_TIMEOUT_MS: whole('milliseconds', 100, 600_000, 20_000),
    MAIL_BACKOFF_BASE_MS: whole('milliseconds', 1, 86_400_000, 10_000),
    MAIL_BACKOFF_MAX_MS: whole('milliseconds', 1, 86_400_000, 600_000),
    MAIL_MAX_ATTEMPTS: whole('attempts', 1, 100, 10),
    EMAIL_CODE_RESEND_SECONDS: whole('seconds', 1, 3600, EMAIL_OTP_RESEND_SECONDS),
    // docs/decisions/015: the scheduled jobs' worker (housekeeping, the watchers' daily digest).
    SCHEDULE_POLL_MS: whole('milliseconds', 10, 3_600_000, 30_000),
    SCHEDULE_BACKOFF_BASE_MS: whole('milliseconds', 1, 86_400_000, 60_000),
    SCHEDULE_BACKOFF_MAX_MS: whole('milliseconds', 1, 86_400_000, 3_600_000),
    SCHEDULE_MAX_ATTEMPTS: whole('attempts', 1, 100, 5),
    /** A run holds its claim this long; a crashed process's run is taken over after it. */
    SCHEDULE_LEASE_MS: whole('milliseconds', 1_000, 86_400_000, 600_000),
    /** docs/decisions/024: how often an idle worker looks for resume and CV texts to read (REC-10's talent pool). */
    TALENT_TEXT_POLL_MS: whole('milliseconds', 10, 3_600_000, 5_000),
    /**
     * docs/decisions/024: job kinds whose worker this process does not run (comma-separated: mail, crm,
     * file-deletions, talent-text, fit-refresh, schedules); their jobs wait for another process. Unset: it runs all.
     */
    BACKGROUND_WORKERS_OFF: optionalText.refine((v) => v === undefined || /^[a-z-]+(\s*,\s*[a-z-]+)*$/.test(v), {
      message: 'must be job kind names separated by commas (e.g. talent-text,crm)',
    }),
    /**
     * Tests only (NODE_ENV=test): a file holding a number of milliseconds the server adds to the real time,
     * so an end-to-end test can move the server's clock (reminders before an interview, REC-32) without waiting.
     */
    CLOCK_OFFSET_FILE: optionalText,
    // ALR-4: instant job alerts go out within this many seconds of a matching job being posted.
    ALERTS_POLL_SECONDS: whole('seconds', 1, 86_400, 60),
    // PRV-5 (docs/decisions/019): months without activity before a candidate's data is anonymised; the
    // warning goes RETENTION_WARNING_DAYS before, so less than two months would leave no quiet time.
    RETENTION_MONTHS: whole('months', 2, 1_200, RETENTION_MONTHS_DEFAULT),
    // docs/decisions/027: GET /metrics (Prometheus) is served only with this set, to a scraper sending it
    // as its bearer token; unset, there is no /metrics and nothing is measured per request.
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{16,200}$/.test(v), {
      message: 'must be 16 to 200 visible ASCII characters, no spaces (e.g. openssl rand -hex 32)',
    }),
    ...failureSettings,
    ...backupSettings,
    ...securityReviewSettings,
  })
  .superRefine((e, ctx) => {
    type Name = keyof typeof e;
    const isSet = (name: Name) => e[name] !== undefined;
    const together = (names: readonly Name[], what: string) => {
      if (!names.some(isSet)) return;
      for (const name of names.filter((n) => !isSet(n))) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required with the other ${what} settings (${names.join(', ')})` });
      }
    };
    together(ZOHO_SETTINGS, 'Zoho');
    together(TWILIO_SETTINGS, 'Twilio');
    // An endpoint or keys without a bucket name mean nothing; keys go in pairs.
    if (S3_SETTINGS.some(isSet) && !isSet('S3_BUCKET')) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ settings are set' });
    }
    together(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'S3 key');
    if (BACKUP_S3_SETTINGS.some(isSet) && !isSet('BACKUP_S3_BUCKET')) {
      ctx.addIssue({ code: 'custom', path: ['BACKUP_S3_BUCKET'], message: 'is required when other BACKUP_S3_ settings are set' });
    }
    together(['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'], 'backup S3 key');
    if (isSet('BACKUP_S3_BUCKET') && isSet('BACKUP_DIR')) {
      ctx.addIssue({ code: 'custom', path: ['BACKUP_DIR'], message: 'and BACKUP_S3_BUCKET name two backup targets: set one of them' });
    }
    if (isSet('CLOCK_OFFSET_FILE') && e.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_OFFSET_FILE'], message: 'is for tests only: it needs NODE_ENV=test' });
    }
    if (e.CRM_LEASE_MS <= e.CRM_REQUEST_TIMEOUT_MS) {
      // A claim must outlive a request, or a slow answer would let a second process send the job again.
      ctx.addIssue({ code: 'custom', path: ['CRM_LEASE_MS'], message: 'must be longer than CRM_REQUEST_TIMEOUT_MS' });
    }
    if (e.MAIL_BACKOFF_MAX_MS < e.MAIL_BACKOFF_BASE_MS) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_BACKOFF_MAX_MS'], message: 'must not be less than MAIL_BACKOFF_BASE_MS' });
    }
    if (e.CRM_BACKOFF_MAX_MS < e.CRM_BACKOFF_BASE_MS) {
      ctx.addIssue({ code: 'custom', path: ['CRM_BACKOFF_MAX_MS'], message: 'must not be less than CRM_BACKOFF_BASE_MS' });
    }
  });

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/**
 * The value for Fastify's `trustProxy`. Fastify 5.12 ignores a bare number (it cannot check the peer),
 * so a hop count becomes the proxy-addr function that trusts that many hops from the socket: the
 * right-most entries, which our proxies appended. Only for servers reachable through the proxies alone.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

export type StorageConfig =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      /** Unset: AWS S3 itself. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the AWS SDK's default credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** OPS-12 (docs/decisions/026): where the archive of the embedded PostgreSQL goes. */
export type BackupTarget =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      /** Unset: AWS S3 itself. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Every key of the archive starts with it (no trailing slash). */
      prefix: string;
      /** Unset: the AWS SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** OPS-12: undefined when BACKUPS=off. */
export interface BackupConfig {
  target: BackupTarget;
  retainDays: number;
  archiveTimeoutSeconds: number;
}

export interface ZohoConfig {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  accountsUrl: string;
  apiUrl: string;
}

export interface CrmConfig {
  pollMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  maxAttempts: number;
  batchSize: number;
  leaseMs: number;
  requestTimeoutMs: number;
}

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyName: string;
  emailCodeTtlSeconds: number;
  sessionTtlHours: number;
  webDist: string;
  seedDemo: 'auto' | 'always' | 'never';
  /** docs/decisions/020: which embedded database runs when `databaseUrl` is unset. */
  databaseEngine: 'auto' | 'postgres' | 'pglite';
  logLevel: string;
  /** docs/decisions/010: X-Forwarded-For is read only through these proxies. */
  trustProxy: TrustProxy;
  storage: StorageConfig;
  /** docs/decisions/010: bytes one account may keep in files and drafts (413 beyond). */
  storageQuotaBytes: number;
  /** docs/decisions/012: bytes of public answers kept in memory; 0: no cache. */
  publicCacheBytes: number;
  /** undefined: Zoho is not configured and CRM jobs stay queued (INT-3). */
  zoho: ZohoConfig | undefined;
  crm: CrmConfig;
  /** INT-2: undefined means text messages go to DATA_DIR/outbox/. */
  twilio: TwilioConfig | undefined;
  mobileOtpResendSeconds: number;
  /** docs/decisions/009: the mail outbox's worker. */
  mail: MailConfig;
  /** ACC-4: seconds between two sign-up codes for one address (the server refuses sooner). */
  emailCodeResendSeconds: number;
  failures: FailureConfig;
  /** docs/decisions/015: the scheduled jobs' worker. */
  schedules: ScheduleConfig;
  /** PRV-4 (docs/decisions/018): the worker removing deleted accounts' files from storage. */
  fileDeletions: OutboxWorkerConfig;
  /** docs/decisions/024: the worker reading uploaded resumes' and CVs' text for the talent pool (REC-10). */
  talentText: OutboxWorkerConfig;
  /** docs/decisions/043: the worker rewriting a job's applicants' fits after its terms change (REC-26). */
  fitRefresh: OutboxWorkerConfig;
  /** docs/decisions/024: the job kinds whose worker this process does not start (BACKGROUND_WORKERS_OFF). */
  backgroundWorkersOff: string[];
  /** ALR-4: how often instant job alerts look for new matches (ALERTS_POLL_SECONDS). */
  alertsPollSeconds: number;
  /** Tests only: the file whose milliseconds the server's clock adds to the real time (CLOCK_OFFSET_FILE). */
  clockOffsetFile: string | undefined;
  /** PRV-5 (docs/decisions/019): inactive candidates are warned, then anonymised, after this many months. */
  retentionMonths: number;
  /** OPS-12 (docs/decisions/026): continuous backups of the embedded PostgreSQL; undefined when BACKUPS=off. */
  backup: BackupConfig | undefined;
  // docs/decisions/029 (the security review's findings):
  /** NODE_ENV: in `production`, codes and links are never logged (OPS-11, `codesInLog`). */
  nodeEnv: 'development' | 'production' | 'test';
  /** OPS-10: Strict-Transport-Security's max-age in seconds; 0 when not sent (HSTS_MAX_AGE, or SITE_URL is not https). */
  hstsMaxAgeSeconds: number;
  /** docs/decisions/027: the bearer token of GET /metrics; undefined: no metrics. */
  metricsToken: string | undefined;
}

/** docs/decisions/015: how the scheduled jobs' worker polls, retries and leases its runs. */
export interface ScheduleConfig {
  pollMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  maxAttempts: number;
  batchSize: number;
  leaseMs: number;
}

/** OPS-7 (docs/decisions/011): the time limits and the disk guard. */
export interface FailureConfig {
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbIdleInTransactionTimeoutMs: number;
  requestTimeoutMs: number;
  diskMinFreeBytes: number;
  shutdownGraceMs: number;
}

export interface MailConfig {
  pollMs: number;
  /** The whole SMTP exchange of one message. */
  sendTimeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  maxAttempts: number;
  batchSize: number;
  /** A claim outlives the batch's sends, so a slow batch is not taken over by another process. */
  leaseMs: number;
}

/** Messages a mail worker claims at once. */
const MAIL_BATCH_SIZE = 5;

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

export class ConfigError extends Error {}

/** Read and check the environment. Throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { fs = nodeFs }: { fs?: SecretFileSystem } = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, fs),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyName: e.COMPANY_NAME,
    emailCodeTtlSeconds: e.EMAIL_CODE_TTL_SECONDS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    webDist: path.resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO,
    databaseEngine: e.DATABASE_ENGINE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { driver: 'local', root: path.join(dataDir, 'uploads') },
    storageQuotaBytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
    publicCacheBytes: e.PUBLIC_CACHE_MB * 1024 * 1024,
    zoho:
      e.ZOHO_CLIENT_ID && e.ZOHO_CLIENT_SECRET && e.ZOHO_REFRESH_TOKEN && e.ZOHO_ACCOUNTS_URL && e.ZOHO_API_URL
        ? {
            clientId: e.ZOHO_CLIENT_ID,
            clientSecret: e.ZOHO_CLIENT_SECRET,
            refreshToken: e.ZOHO_REFRESH_TOKEN,
            accountsUrl: e.ZOHO_ACCOUNTS_URL.replace(/\/+$/, ''),
            apiUrl: e.ZOHO_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    crm: {
      pollMs: e.CRM_POLL_MS,
      backoffBaseMs: e.CRM_BACKOFF_BASE_MS,
      backoffMaxMs: e.CRM_BACKOFF_MAX_MS,
      maxAttempts: e.CRM_MAX_ATTEMPTS,
      batchSize: e.CRM_BATCH_SIZE,
      leaseMs: e.CRM_LEASE_MS,
      requestTimeoutMs: e.CRM_REQUEST_TIMEOUT_MS,
    },
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            baseUrl: (e.TWILIO_BASE_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
          }
        : undefined,
    mobileOtpResendSeconds: e.MOBILE_OTP_RESEND_SECONDS,
    mail: {
      pollMs: e.MAIL_POLL_MS,
      sendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS,
      backoffBaseMs: e.MAIL_BACKOFF_BASE_MS,
      backoffMaxMs: e.MAIL_BACKOFF_MAX_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      batchSize: MAIL_BATCH_SIZE,
      leaseMs: MAIL_BATCH_SIZE * e.MAIL_SEND_TIMEOUT_MS + 60_000,
    },
    emailCodeResendSeconds: e.EMAIL_CODE_RESEND_SECONDS,
    // PRV-4: storage removals poll and back off like the mail (a removal is quick and safe to repeat).
    fileDeletions: {
      pollMs: e.MAIL_POLL_MS,
      backoffBaseMs: e.MAIL_BACKOFF_BASE_MS,
      backoffMaxMs: e.MAIL_BACKOFF_MAX_MS,
      maxAttempts: 20,
      batchSize: 20,
      leaseMs: 10 * 60_000,
    },
    // REC-10 (docs/decisions/024): a text is read in a bounded worker thread (10 s at most per file), so
    // a batch of 5 ends well within the 3-minute lease; a storage failure is retried for about an hour.
    talentText: {
      pollMs: e.TALENT_TEXT_POLL_MS,
      backoffBaseMs: 30_000,
      backoffMaxMs: 30 * 60_000,
      maxAttempts: 8,
      batchSize: 5,
      leaseMs: 3 * 60_000,
    },
    // REC-26 (docs/decisions/043): a job's fits are rewritten in one transaction (5,000 in well under a
    // minute), one job at a time; the commit that queues it wakes the worker, the poll is for other processes.
    fitRefresh: {
      pollMs: e.MAIL_POLL_MS,
      backoffBaseMs: 30_000,
      backoffMaxMs: 30 * 60_000,
      maxAttempts: 8,
      batchSize: 1,
      leaseMs: 5 * 60_000,
    },
    backgroundWorkersOff: (e.BACKGROUND_WORKERS_OFF ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    alertsPollSeconds: e.ALERTS_POLL_SECONDS,
    clockOffsetFile: e.CLOCK_OFFSET_FILE,
    retentionMonths: e.RETENTION_MONTHS,
    backup: backupConfig(e, dataDir),
    nodeEnv: e.NODE_ENV,
    // OPS-10: a browser heeds HSTS only over https, and a site on plain http must stay reachable.
    hstsMaxAgeSeconds: siteUrl.startsWith('https:') ? e.HSTS_MAX_AGE : 0,
    metricsToken: e.METRICS_TOKEN,
    schedules: {
      pollMs: e.SCHEDULE_POLL_MS,
      backoffBaseMs: e.SCHEDULE_BACKOFF_BASE_MS,
      backoffMaxMs: e.SCHEDULE_BACKOFF_MAX_MS,
      maxAttempts: e.SCHEDULE_MAX_ATTEMPTS,
      // More than there are schedules (eight with the backups' two), so one round claims every period
      // that has begun: a test's single runOnce() runs them all, and none waits for the next round.
      batchSize: 20,
      leaseMs: e.SCHEDULE_LEASE_MS,
    },
    failures: {
      dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      dbIdleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      diskMinFreeBytes: e.DISK_MIN_FREE_MB * 1024 * 1024,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
  };
}

/** Whether `inner` is `outer` or lies inside it (resolved paths). */
export const isInsideFolder = (inner: string, outer: string) => {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * OPS-12 (docs/decisions/026): the backup target. The default folder sits beside DATA_DIR, never inside
 * it: a backup must outlive the folder it protects (a deleted DATA_DIR, a restore into a new one).
 */
function backupConfig(e: z.infer<typeof envSchema>, dataDir: string): BackupConfig | undefined {
  if (e.BACKUPS === 'off') return undefined;
  const settings = { retainDays: e.BACKUP_RETAIN_DAYS, archiveTimeoutSeconds: e.BACKUP_ARCHIVE_TIMEOUT_SECONDS };
  if (e.BACKUP_S3_BUCKET) {
    return {
      ...settings,
      target: {
        kind: 's3',
        endpoint: e.BACKUP_S3_ENDPOINT,
        bucket: e.BACKUP_S3_BUCKET,
        region: e.BACKUP_S3_REGION,
        prefix: e.BACKUP_S3_PREFIX,
        credentials:
          e.BACKUP_S3_ACCESS_KEY_ID && e.BACKUP_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY }
            : undefined,
      },
    };
  }
  const dir = path.resolve(e.BACKUP_DIR ?? `${dataDir}-backups`);
  if (isInsideFolder(dir, dataDir) || isInsideFolder(dataDir, dir)) {
    throw new ConfigError(
      `Invalid configuration:\n  BACKUP_DIR: ${dir} and DATA_DIR (${dataDir}) must be separate folders, neither inside the other: a backup inside the folder it protects is lost with it (the default, ${dataDir}-backups, sits beside it)`,
    );
  }
  return { ...settings, target: { kind: 'folder', dir } };
}

/** The generated key's file in DATA_DIR (kept with each base backup, docs/decisions/026). */
export const JWT_SECRET_FILE = 'jwt-secret';

/** A generated secret is 64 characters; anything under JWT_SECRET's minimum is a damaged file. */
const MIN_SECRET_LENGTH = 32;

/** The file-system calls that write the generated secret: node:fs, or a test's stand-in that fails. */
export type SecretFileSystem = Pick<
  typeof nodeFs,
  'chmodSync' | 'closeSync' | 'fsyncSync' | 'linkSync' | 'mkdirSync' | 'openSync' | 'readFileSync' | 'rmSync' | 'writeSync'
>;

/**
 * docs/decisions/010: DATA_DIR holds the database, the signing key and candidates' files, so only the
 * server's user may enter it; a folder created by an older version is tightened at start-up.
 * `0o711` (run as root, the PostgreSQL the server manages runs as the `postgres` user, docs/decisions/020):
 * others may pass through to a folder they own inside, but not list or read DATA_DIR; everything else
 * in it stays owner-only.
 */
export function secureDataDir(dataDir: string, fs: SecretFileSystem = nodeFs, mode: 0o700 | 0o711 = 0o700): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, mode);
}

/** Flush a folder's entries (a created or renamed file) to disk. */
export function fsyncDirectory(dir: string, fs: SecretFileSystem = nodeFs): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The saved secret; undefined when there is none yet; a ConfigError when the file is empty or cut short. */
function readSecret(file: string, fs: SecretFileSystem): string | undefined {
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (propertyOf(error, 'code') === 'ENOENT') return undefined;
    throw error;
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `Invalid configuration:\n  JWT_SECRET: unset, and the generated key in ${file} is ${secret.length === 0 ? 'empty' : 'too short'} ` +
        `(a start that ran out of disk space?). Delete that file to generate a new key (everyone signs in again), or set JWT_SECRET to at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  return secret;
}

/**
 * JWT_SECRET unset: generate one on first start and keep it in DATA_DIR so tokens survive restarts.
 * Written whole or not at all (docs/decisions/010): a temporary file is written and flushed, then linked
 * to its name (which, unlike a rename, never replaces a key another process published first) and the
 * folder flushed, so a full disk or a power cut leaves no empty key behind.
 */
function persistentSecret(dataDir: string, fs: SecretFileSystem): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = readSecret(file, fs);
  if (existing !== undefined) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeSync(fd, `${secret}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.linkSync(temp, file);
  } catch (error) {
    // Another process published its key first: use theirs, so both sign with one key.
    if (propertyOf(error, 'code') === 'EEXIST') return readSecret(file, fs) ?? secret;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  fsyncDirectory(dataDir, fs);
  return secret;
}
