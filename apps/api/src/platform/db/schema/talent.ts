import { sql } from 'drizzle-orm';
import { bigint, boolean, char, customType, date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamptz } from './columns.js';

/** PostgreSQL's tsvector; written only by SQL (talent-repository.ts), never read back into JS. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * REC-10 (talent pool): one row per candidate who has a profile, resume or application to search.
 * `discoverable` is the candidate's opt-in (off until they turn it on); `document` is the weighted
 * full-text document (A: profile headline fields, B: applications, C: resume and CV text). Rebuilt from
 * the source tables by one statement, together with its plain text in talent_document_bodies.
 * A search reads `document` of every match (to rank it), so the row holds nothing else that is large:
 * migration 0008 keeps documents up to about 8 kB in the row itself (toast_tuple_target), uncompressed,
 * instead of in the TOAST table (docs/decisions/013, talent search).
 */
export const talentDocuments = pgTable(
  'talent_documents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    discoverable: boolean('discoverable').notNull().default(false),
    /** When the switch was last turned on or off (null: never touched, so off). */
    consentChangedAt: timestamptz('consent_changed_at'),
    document: tsvector('document')
      .notNull()
      .default(sql`''::tsvector`),
    updatedAt: timestamptz('updated_at').notNull(),
    // REC-10's filters on the candidate's terms (PRO-20, docs/decisions/042): a copy of the profile's,
    // written with the document, so a search reads this table alone, through the indexes below.
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    rateMin: bigint('rate_min', { mode: 'number' }),
    rateCurrency: char('rate_currency', { length: 3 }),
    rateUnit: varchar('rate_unit', { length: 5 }),
    availableFrom: date('available_from', { mode: 'string' }),
    noticePeriodWeeks: smallint('notice_period_weeks'),
    country: varchar('country', { length: 2 }),
    timeZone: varchar('time_zone', { length: 64 }),
  },
  (t) => [
    // Only discoverable candidates are ever searched.
    index('talent_documents_document_idx')
      .using('gin', t.document)
      .where(sql`discoverable`),
    index('talent_documents_updated_idx').on(t.updatedAt),
    index('talent_documents_skills_idx')
      .using('gin', t.skills)
      .where(sql`discoverable`),
    // Maximum rate: one range per currency and unit, OR-ed (the filter converted into each).
    index('talent_documents_rate_idx')
      .on(t.rateCurrency, t.rateUnit, t.rateMin)
      .where(sql`discoverable`),
    index('talent_documents_available_idx')
      .on(t.availableFrom)
      .where(sql`discoverable`),
    index('talent_documents_notice_idx')
      .on(t.noticePeriodWeeks)
      .where(sql`discoverable AND available_from IS NULL`),
    index('talent_documents_country_idx')
      .on(t.country)
      .where(sql`discoverable`),
    index('talent_documents_time_zone_idx')
      .on(t.timeZone)
      .where(sql`discoverable`),
  ],
);

/** The plain text of a candidate's document, for the snippets of one page of results (ts_headline). */
export const talentDocumentBodies = pgTable('talent_document_bodies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  body: text('body').notNull().default(''),
});

/** GDPR opt-in record: every turn of the "Let recruiters find my profile" switch, with its time. */
export const talentConsentEvents = pgTable(
  'talent_consent_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discoverable: boolean('discoverable').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('talent_consent_events_user_idx').on(t.userId)],
);

/**
 * The text of an uploaded PDF or DOCX (profile resume or application CV), by its storage key.
 * A file whose text could not be read has no row: it is kept, just not searchable.
 */
export const fileTexts = pgTable(
  'file_texts',
  {
    storageKey: varchar('storage_key', { length: 200 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    extractedAt: timestamptz('extracted_at').notNull(),
  },
  (t) => [index('file_texts_user_idx').on(t.userId)],
);
