import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CANDIDATE_CURRENCIES, PAY_UNITS, USER_ROLES } from '@careers/shared';
import { timestamptz } from './columns.js';

/**
 * What an e-mailed code is for: finishing a sign-up (ACC-4), or signing in to an account that has had too
 * many wrong passwords within the hour (ACC-19, docs/decisions/030).
 */
export const EMAIL_CODE_PURPOSES = ['signup', 'login'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** Candidate, recruiter and admin accounts (ACC-18, REC-1, REC-8). E-mails are stored trimmed and lower-cased. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** argon2id PHC string (ACC-4). */
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    role: varchar('role', { length: 20, enum: USER_ROLES }).notNull().default('candidate'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * PRV-1: the privacy notice version shown at sign-up, and when the sign-up was submitted
     * (null for recruiters and for accounts made before the notice).
     */
    privacyNoticeVersion: varchar('privacy_notice_version', { length: 20 }),
    privacyNoticeShownAt: timestamptz('privacy_notice_shown_at'),
    // PRO-12's profile. Empty text means "not given"; PRO-12's 'YES' flags are the times
    // a number was verified (PRO-14), cleared whenever the number changes.
    // docs/decisions/039: a number is its national digits (up to 14: E.164's 15 less a one-digit code),
    // its dialling code, its country ('PH'; '' for numbers saved before countries were stored: the
    // code's main country) and, generated from the two, its E.164 form ('+639171234567'), which the
    // SMS sender and the code store use.
    primaryMobileNo: varchar('primary_mobile_no', { length: 14 }).notNull().default(''),
    primaryMobileCode: varchar('primary_mobile_code', { length: 5 }).notNull().default(''),
    primaryMobileRegion: varchar('primary_mobile_region', { length: 2 }).notNull().default(''),
    primaryMobileE164: varchar('primary_mobile_e164', { length: 20 }).generatedAlwaysAs(
      sql`CASE WHEN primary_mobile_no <> '' AND primary_mobile_code <> '' THEN primary_mobile_code || primary_mobile_no ELSE '' END`,
    ),
    primaryMobileVerifiedAt: timestamptz('primary_mobile_verified_at'),
    secondaryMobileNo: varchar('secondary_mobile_no', { length: 14 }).notNull().default(''),
    secondaryMobileCode: varchar('secondary_mobile_code', { length: 5 }).notNull().default(''),
    secondaryMobileRegion: varchar('secondary_mobile_region', { length: 2 }).notNull().default(''),
    secondaryMobileE164: varchar('secondary_mobile_e164', { length: 20 }).generatedAlwaysAs(
      sql`CASE WHEN secondary_mobile_no <> '' AND secondary_mobile_code <> '' THEN secondary_mobile_code || secondary_mobile_no ELSE '' END`,
    ),
    secondaryMobileVerifiedAt: timestamptz('secondary_mobile_verified_at'),
    presentAddress: varchar('present_address', { length: 200 }).notNull().default(''),
    permanentAddress: varchar('permanent_address', { length: 200 }).notNull().default(''),
    websiteLink: varchar('website_link', { length: 500 }).notNull().default(''),
    linkedinProfile: varchar('linkedin_profile', { length: 500 }).notNull().default(''),
    jobTitle: varchar('job_title', { length: 200 }).notNull().default(''),
    company: varchar('company', { length: 200 }).notNull().default(''),
    /** PRO-11's ExperienceDuration, kept as dates (ISO yyyy-MM-dd) so they can be searched later. */
    experienceStart: date('experience_start', { mode: 'string' }),
    experienceEnd: date('experience_end', { mode: 'string' }),
    /** 'Present': currently working there (PRO-8). */
    experienceOngoing: boolean('experience_ongoing').notNull().default(false),
    keyAchievements: varchar('key_achievements', { length: 200 }).notNull().default(''),
    degree: varchar('degree', { length: 200 }).notNull().default(''),
    institute: varchar('institute', { length: 200 }).notNull().default(''),
    educationStart: date('education_start', { mode: 'string' }),
    educationEnd: date('education_end', { mode: 'string' }),
    specialization: varchar('specialization', { length: 200 }).notNull().default(''),
    /** Storage keys under the uploads area (PRO-18), e.g. 'photos/3f9c….png'; '' when none. */
    profilePhotoKey: varchar('profile_photo_key', { length: 100 }).notNull().default(''),
    resumeKey: varchar('resume_key', { length: 100 }).notNull().default(''),
    /** The resume's own file name, for the card and the download. */
    resumeName: varchar('resume_name', { length: 255 }).notNull().default(''),
    /** REC-8: set while an admin has deactivated a team member (no login, no live session). */
    deactivatedAt: timestamptz('deactivated_at'),
    /**
     * PRV-4 (docs/decisions/018): the candidate deleted their account. The row stays as a tombstone so
     * the anonymised applications keep their candidate: e-mail `deleted-<id>@deleted.invalid`, names and
     * profile emptied, password hash of random bytes nobody knows.
     */
    deletedAt: timestamptz('deleted_at'),
    /** REC-8: the last successful login (the team page shows it; never set means an invitation still pending). */
    lastLoginAt: timestamptz('last_login_at'),
    /**
     * PRV-5 (docs/decisions/019): when the retention warning was e-mailed to this inactive candidate; sent
     * once, cleared by a login (or any later activity), and the account is anonymised only 30 days after it.
     */
    retentionWarnedAt: timestamptz('retention_warned_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** REC-21: a demo person made by the demo seed (removable as a whole). */
    demo: boolean('demo').notNull().default(false),
    // PRO-20, docs/decisions/042: the candidate's terms (the skills are rows of profile_skills). The
    // expected rate is the least they ask for, in minor units of a candidate currency per unit; null: not said.
    expectedRateMin: bigint('expected_rate_min', { mode: 'number' }),
    expectedRateCurrency: char('expected_rate_currency', { length: 3, enum: CANDIDATE_CURRENCIES }),
    expectedRateUnit: varchar('expected_rate_unit', { length: 5, enum: PAY_UNITS }),
    availableFrom: date('available_from', { mode: 'string' }),
    hoursPerWeek: smallint('hours_per_week'),
    noticePeriodWeeks: smallint('notice_period_weeks'),
    /** ISO 3166-1 alpha-2. */
    countryOfResidence: varchar('country_of_residence', { length: 2 }),
    /** An IANA time zone as the server's Intl names it ('Asia/Manila'). */
    timeZone: varchar('time_zone', { length: 64 }),
    /** APP-13 (docs/decisions/049): the zone the candidate's browser last reported, used when the profile has none. */
    browserTimeZone: varchar('browser_time_zone', { length: 64 }),
  },
  (t) => [
    // An expected rate is whole (all three or none) and positive.
    check(
      'users_expected_rate_check',
      sql`(${t.expectedRateMin} IS NULL AND ${t.expectedRateCurrency} IS NULL AND ${t.expectedRateUnit} IS NULL) OR (${t.expectedRateMin} > 0 AND ${t.expectedRateCurrency} IS NOT NULL AND ${t.expectedRateUnit} IS NOT NULL)`,
    ),
    check('users_hours_per_week_check', sql`${t.hoursPerWeek} BETWEEN 1 AND 60`),
    check('users_notice_period_check', sql`${t.noticePeriodWeeks} BETWEEN 0 AND 26`),
    // docs/decisions/032: the command palette's candidate search (trigram KNN on the full name).
    index('users_candidate_name_trgm_idx')
      .using('gist', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gist_trgm_ops`)
      .where(sql`${t.role} = 'candidate' AND ${t.deletedAt} IS NULL`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** ACC-4: a sign-up waiting for its e-mailed code; becomes a user on verification. */
export const pendingSignups = pgTable('pending_signups', {
  email: varchar('email', { length: 254 }).primaryKey(),
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 50 }).notNull(),
  lastName: varchar('last_name', { length: 50 }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  /** PRV-1: the privacy notice version the sign-up page showed when this sign-up was submitted. */
  privacyNoticeVersion: varchar('privacy_notice_version', { length: 20 }),
});
export type PendingSignupRow = typeof pendingSignups.$inferSelect;

/**
 * ACC-4: one live code per address and purpose, stored as an HMAC (a bare hash of six digits
 * could be reversed by trying all million). Resending replaces the row; using it deletes it.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 20, enum: EMAIL_CODE_PURPOSES }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Tries used so far, counted before the comparison so parallel guesses cannot exceed the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('email_codes_email_purpose_idx').on(t.email, t.purpose)],
);
export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** ACC-13: every access token names a session row; logout and password reset revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** ACC-12: password reset tokens, stored as SHA-256 of 32 random bytes; single-use, 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** ACC-17: fixed-window counters shared by every server process (key = rule + subject). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * docs/decisions/009: failures counted per subject (a login per account and client address) with a
 * growing wait: `blocked_until` is set once the failures pass the rule's free allowance.
 */
export const failureCounters = pgTable('failure_counters', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull(),
  /** The counter forgets failures older than its rule's memory, counted from here. */
  windowStart: timestamptz('window_start').notNull(),
  blockedUntil: timestamptz('blocked_until'),
});

/**
 * ACC-19 (docs/decisions/030): one row per wrong password checked for an account (an e-mail, known or
 * not), so the wrong passwords of the last hour can be counted over a sliding hour by every process. A row
 * is written before the password is checked (a reservation, under a lock per e-mail) and deleted when the
 * password was right, so parallel guesses cannot overrun the bound. Rows older than an hour count for
 * nothing; housekeeping deletes them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    failedAt: timestamptz('failed_at').notNull(),
  },
  (t) => [index('login_failures_email_failed_at_idx').on(t.email, t.failedAt)],
);
