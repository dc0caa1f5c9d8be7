import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamptz } from './columns.js';

/** PostgreSQL's tsvector; written only by SQL (talent-repository.ts), never read back into JS. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Issue 14 (talent pool): one row per candidate who has a profile, resume or application to search.
 * `discoverable` is the candidate's opt-in (off until they turn it on); `document` is the weighted
 * full-text document (A: profile headline fields, B: applications, C: resume and CV text) and `body`
 * the same text in plain form for the snippet. Rebuilt from the source tables by one statement.
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
    body: text('body').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('talent_documents_document_idx').using('gin', t.document), index('talent_documents_updated_idx').on(t.updatedAt)],
);

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
