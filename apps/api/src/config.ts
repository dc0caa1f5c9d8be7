import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MOBILE_OTP_RESEND_SECONDS } from '@careers/shared';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v));

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

/** Every setting the server reads, validated at start-up (STYLE: a bad value stops the server). */
export const envSchema = z.object({
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
  /** D4: the brand named in e-mails. */
  COMPANY_NAME: z.string().trim().min(1).max(100).default('Northwind Cloud Services'),
  /** D20: life of an e-mailed code. Ten minutes; e2e tests shorten it to see a code expire. */
  EMAIL_CODE_TTL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(86_400).default(600),
  /** D21: life of a session and its access token. */
  SESSION_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(24 * 30).default(12),
  WEB_DIST: z.string().trim().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** 'auto' seeds the demo catalogue into an empty embedded database only (issue 2). */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  /** D31: Twilio sends the mobile codes when all three are set; otherwise they go to DATA_DIR/outbox/. */
  TWILIO_ACCOUNT_SID: optionalText().refine((v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v), {
    message: "must be a Twilio account SID ('AC' and 32 hexadecimal characters)",
  }),
  TWILIO_AUTH_TOKEN: optionalText(),
  /** A sending number in E.164 form (+14155550100) or a Messaging Service SID (MG…). */
  TWILIO_FROM: optionalText().refine((v) => v === undefined || /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(v), {
    message: 'must be a phone number in E.164 form (+14155550100) or a Messaging Service SID (MG…)',
  }),
  /** Tests point the adapter at a local fake; production leaves the default. */
  TWILIO_BASE_URL: optionalUrl(['http', 'https']),
  /** D23: seconds before 'Resend OTP' works (60); the e2e suite shortens it to see a resend. */
  MOBILE_OTP_RESEND_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600).default(MOBILE_OTP_RESEND_SECONDS),
});

/** Settings that only work together: name the missing ones when some but not all are set. */
const TOGETHER = [['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']] as const;

export interface AppConfig {
  env: z.infer<typeof envSchema>['NODE_ENV'];
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
  logLevel: string;
  trustProxy: boolean;
  /** D31: undefined means text messages go to DATA_DIR/outbox/. */
  twilio: TwilioConfig | undefined;
  mobileOtpResendSeconds: number;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

export class ConfigError extends Error {}

/** Read and check the environment. Throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = TOGETHER.flatMap((group) => {
    const set = group.filter((name) => e[name] !== undefined);
    return set.length > 0 && set.length < group.length
      ? group.filter((name) => e[name] === undefined).map((name) => `  ${name}: must be set together with ${set.join(', ')}`)
      : [];
  });
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyName: e.COMPANY_NAME,
    emailCodeTtlSeconds: e.EMAIL_CODE_TTL_SECONDS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    webDist: path.resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
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
  };
}

/** JWT_SECRET unset: generate one on first start and keep it in DATA_DIR so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs, so both sign with one key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
