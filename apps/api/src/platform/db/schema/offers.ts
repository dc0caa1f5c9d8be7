import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CANDIDATE_CURRENCIES, ENGAGEMENT_TYPES, OFFER_RATE_UNITS, OFFER_STATUSES, OFFER_WORKPLACES } from '@careers/shared';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { applications } from './applications.js';

/**
 * REC-33, APP-14 (docs/decisions/050): an application's engagement offers, one row per version (a new
 * version withdraws the open one; the history stays). The letter and, once accepted, the signed letter
 * are files in the uploads storage under `offers/`, each with its SHA-256 (hex). The acceptance's
 * evidence (typed name, instant, IP address, the read letter's hash) is the simple electronic signature.
 */
export const applicationOffers = pgTable(
  'application_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: varchar('status', { length: 12, enum: OFFER_STATUSES }).notNull().default('draft'),
    role: varchar('role', { length: 200 }).notNull(),
    engagement: varchar('engagement', { length: 12, enum: ENGAGEMENT_TYPES }).notNull(),
    /** The rate in the currency's minor units. */
    rateAmount: bigint('rate_amount', { mode: 'number' }).notNull(),
    rateCurrency: varchar('rate_currency', { length: 3, enum: CANDIDATE_CURRENCIES }).notNull(),
    rateUnit: varchar('rate_unit', { length: 8, enum: OFFER_RATE_UNITS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    durationMonths: smallint('duration_months'),
    hoursPerWeek: smallint('hours_per_week').notNull(),
    workplace: varchar('workplace', { length: 8, enum: OFFER_WORKPLACES }).notNull(),
    place: varchar('place', { length: 200 }),
    noticeTerms: text('notice_terms').notNull().default(''),
    /** The expiry instant (UTC) and the IANA zone the recruiter gave it in. */
    expiresAt: timestamptz('expires_at').notNull(),
    expiresTimeZone: varchar('expires_time_zone', { length: 64 }).notNull(),
    /** REC-33: the recruiter confirmed a rate outside the job's published range. */
    outsideRangeConfirmed: boolean('outside_range_confirmed').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    sentAt: timestamptz('sent_at'),
    letterKey: varchar('letter_key', { length: 200 }),
    letterSha256: varchar('letter_sha256', { length: 64 }),
    withdrawnAt: timestamptz('withdrawn_at'),
    declinedAt: timestamptz('declined_at'),
    declineReason: varchar('decline_reason', { length: 1000 }),
    /** APP-14: the simple electronic signature's evidence. */
    acceptedAt: timestamptz('accepted_at'),
    acceptedName: varchar('accepted_name', { length: 200 }),
    acceptedIp: varchar('accepted_ip', { length: 64 }),
    signedKey: varchar('signed_key', { length: 200 }),
    signedSha256: varchar('signed_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('application_offers_version_idx').on(t.applicationId, t.version),
    // APP-14: at most one accepted offer per application, whatever races.
    uniqueIndex('application_offers_accepted_idx')
      .on(t.applicationId)
      .where(sql`${t.status} = 'accepted'`),
    index('application_offers_application_idx').on(t.applicationId),
  ],
);
export type ApplicationOfferRow = typeof applicationOffers.$inferSelect;
export type NewApplicationOffer = typeof applicationOffers.$inferInsert;
