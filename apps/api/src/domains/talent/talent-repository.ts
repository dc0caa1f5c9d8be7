import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isCandidateCurrency, type PayUnit, type ProfileTerms } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { fileTexts, talentConsentEvents, talentDocumentBodies, talentDocuments } from '../../platform/db/schema/talent.js';

/** Marks around the matched words of a snippet: private-use characters, stripped from stored text. */
export const SNIPPET_START = '\uE000';
export const SNIPPET_STOP = '\uE001';
/** One text search configuration for documents and queries: stems English words ("migrating" finds "migration"). */
const TS_CONFIG = sql.raw(`'english'`);

export interface TalentFilters {
  q: string;
  verified: boolean;
  hasResume: boolean;
  certification?: string;
  /** PRO-20's country of residence, ISO 3166-1 alpha-2. */
  country?: string;
  updatedSince?: Date;
  /** Skill ids the candidate must all have. */
  skills?: readonly string[];
  /** The maximum rate as a bound per currency and unit (docs/decisions/042): OR-ed, each a range of one index. */
  rateBounds?: readonly { currency: string; unit: string; max: number }[];
  /** Available by this day: a stated date on or before it, or else a notice period of at most so many weeks. */
  availableBy?: { day: string; noticeWeeks: number };
  /** The time zones with enough overlap with Central European working hours (an empty list matches no one). */
  timeZones?: readonly string[];
  limit: number;
  offset: number;
}

export interface TalentHit {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  verified: boolean;
  updatedAt: Date;
  snippet: string;
  terms: ProfileTerms;
}

/** A text[] parameter (PGlite and node-postgres both take a JS array bound as one value). */
const toTextArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** A PostgreSQL array as JS: drivers answer either a parsed array or its text form ('{a,b}'). */
function arrayOf(value: string | readonly (string | number | null)[] | null): (string | null)[] {
  if (value === null) return [];
  if (typeof value !== 'string') return value.map((v) => (v === null ? null : String(v)));
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((v) => (v === 'NULL' ? null : v.replace(/^"|"$/g, '')));
}

/** The terms columns (PRO-20) of a talent page row, as the drivers answer them. */
type TermsRow = {
  skills: string | string[] | null;
  skill_years: string | (number | null)[] | null;
  expected_rate_min: string | number | null;
  expected_rate_currency: string | null;
  expected_rate_unit: PayUnit | null;
  available_from: string | null;
  hours_per_week: number | null;
  notice_period_weeks: number | null;
  country_of_residence: string | null;
  time_zone: string | null;
};

/** A row of the talent page query: the total, then one candidate (none when the page is past the end). */
type TalentPageRow = TermsRow & {
  total: number;
  id: number | null;
  first_name: string;
  last_name: string;
  job_title: string;
  company: string;
  verified: boolean;
  updated_at: string | Date;
  snippet: string | null;
};

/** The page row's terms (PRO-20), as the shared ProfileTerms. */
function termsOfRow(r: TermsRow): ProfileTerms {
  const years = arrayOf(r.skill_years);
  const currency = r.expected_rate_currency;
  return {
    skills: arrayOf(r.skills).flatMap((skill, i) => (skill === null ? [] : [{ skill, years: years[i] == null ? null : Number(years[i]) }])),
    expected_rate:
      r.expected_rate_min !== null && currency !== null && isCandidateCurrency(currency) && r.expected_rate_unit !== null
        ? { min: Number(r.expected_rate_min), currency, unit: r.expected_rate_unit }
        : null,
    available_from: r.available_from,
    hours_per_week: r.hours_per_week,
    notice_period_weeks: r.notice_period_weeks,
    country_of_residence: r.country_of_residence,
    time_zone: r.time_zone,
  };
}

/** PostgreSQL text holds no NUL, and the snippet markers must not occur in stored text. */
const clean = (text: string) => text.replaceAll('\0', ' ').replace(/[\uE000\uE001]/g, ' ');

/** REC-10's talent pool: the opt-in, the extracted file texts and the searchable document per candidate. */
export function createTalentRepository(db: DbOrTx) {
  return {
    async consent(userId: number): Promise<{ discoverable: boolean; changedAt: Date | null }> {
      const [row] = await db
        .select({ discoverable: talentDocuments.discoverable, changedAt: talentDocuments.consentChangedAt })
        .from(talentDocuments)
        .where(eq(talentDocuments.userId, userId));
      return row ?? { discoverable: false, changedAt: null };
    },

    /** The switch and its record in one go (the caller's transaction). */
    async setConsent(userId: number, discoverable: boolean, now: Date): Promise<void> {
      await db
        .insert(talentDocuments)
        .values({ userId, discoverable, consentChangedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: talentDocuments.userId, set: { discoverable, consentChangedAt: now } });
      await db.insert(talentConsentEvents).values({ userId, discoverable, createdAt: now });
    },

    async consentEvents(userId: number) {
      return db.select().from(talentConsentEvents).where(eq(talentConsentEvents.userId, userId)).orderBy(talentConsentEvents.id);
    },

    async saveFileText(userId: number, storageKey: string, text: string, now: Date): Promise<boolean> {
      // PRV-4: never for a deleted account. The share lock waits for a deletion in progress (which
      // holds the row for update), so the text cannot land after the deletion removed the others.
      const [owner] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('share');
      if (!owner || owner.deletedAt) return false;
      // The file may have been replaced or purged meanwhile: its text is then kept only if the user still exists.
      await db
        .insert(fileTexts)
        .values({ userId, storageKey, text: clean(text), extractedAt: now })
        .onConflictDoUpdate({ target: fileTexts.storageKey, set: { text: clean(text), extractedAt: now } });
      return true;
    },

    async fileText(storageKey: string): Promise<string | undefined> {
      const [row] = await db.select({ text: fileTexts.text }).from(fileTexts).where(eq(fileTexts.storageKey, storageKey));
      return row?.text;
    },

    /**
     * Rebuild one candidate's document from the profile (weight A, with the profile's skills), their applications' experience,
     * education and certifications (B), and the text of their current resume and application CVs (C),
     * and its plain text for the snippets; with a copy of the profile's terms the filters read (PRO-20).
     */
    async refreshDocument(userId: number, now: Date): Promise<void> {
      // The document's row first, then its body, in two statements: every transaction locks them in that
      // order (setConsent writes the document's row first too). In one statement with the body's insert
      // as the main query, PostgreSQL wrote the body first (an unreferenced WITH insert runs last), and a
      // consent change beside a resume's re-indexing deadlocked (one 500 in CI).
      const saved = await db.execute<{ body: string }>(sql`
        WITH parts AS (
          SELECT
            concat_ws(' ', u.job_title, u.company, u.key_achievements, u.degree, u.institute, u.specialization) AS a,
            -- The skills' ids as words ('entra-id' as 'entra id'): searched, not shown in snippets.
            coalesce((SELECT string_agg(replace(ps.skill, '-', ' '), ' ' ORDER BY ps.position) FROM profile_skills ps WHERE ps.user_id = u.id), '') AS words,
            coalesce((SELECT array_agg(ps.skill ORDER BY ps.position) FROM profile_skills ps WHERE ps.user_id = u.id), '{}') AS skills,
            u.expected_rate_min, u.expected_rate_currency, u.expected_rate_unit, u.available_from, u.notice_period_weeks,
            u.country_of_residence, u.time_zone,
            coalesce((
              SELECT string_agg(concat_ws(' ',
                (SELECT string_agg(concat_ws(' ', e->>'job_title', e->>'company', e->>'key_achievements'), ' ') FROM jsonb_array_elements(ap.details->'experience') e),
                (SELECT string_agg(concat_ws(' ', e->>'degree', e->>'institution', e->>'specialization'), ' ') FROM jsonb_array_elements(ap.details->'education') e),
                (SELECT string_agg(concat_ws(' ', e->>'course', e->>'institution', e->>'specialization'), ' ') FROM jsonb_array_elements(ap.details->'certifications') e)
              ), ' ')
              FROM applications ap WHERE ap.user_id = u.id), '') AS b,
            coalesce((
              SELECT string_agg(ft.text, ' ')
              FROM file_texts ft
              WHERE ft.user_id = u.id
                AND (ft.storage_key = u.resume_key
                  OR ft.storage_key IN (SELECT af.storage_key FROM application_files af WHERE af.user_id = u.id AND af.application_id IS NOT NULL))
            ), '') AS c
          FROM users u WHERE u.id = ${userId} AND u.role = 'candidate'
        )
        , saved AS (
          INSERT INTO talent_documents (user_id, document, updated_at,
            skills, rate_min, rate_currency, rate_unit, available_from, notice_period_weeks, country, time_zone)
          SELECT ${userId},
            setweight(to_tsvector(${TS_CONFIG}, concat_ws(' ', a, words)), 'A') || setweight(to_tsvector(${TS_CONFIG}, b), 'B') || setweight(to_tsvector(${TS_CONFIG}, c), 'C'),
            ${now},
            skills, expected_rate_min, expected_rate_currency, expected_rate_unit, available_from, notice_period_weeks,
            country_of_residence, time_zone
          FROM parts
          ON CONFLICT (user_id) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at,
            skills = excluded.skills, rate_min = excluded.rate_min, rate_currency = excluded.rate_currency,
            rate_unit = excluded.rate_unit, available_from = excluded.available_from,
            notice_period_weeks = excluded.notice_period_weeks, country = excluded.country, time_zone = excluded.time_zone
          RETURNING user_id
        )
        SELECT concat_ws(' … ', nullif(a, ''), nullif(b, ''), nullif(c, '')) AS body FROM parts, saved`);
      const body = saved.rows[0]?.body;
      if (typeof body !== 'string') return;
      await db
        .insert(talentDocumentBodies)
        .values({ userId, body })
        .onConflictDoUpdate({ target: talentDocumentBodies.userId, set: { body } });
    },

    /**
     * One page of discoverable candidates, best match first, and how many match in all
     * (docs/decisions/013, talent pool). One pass over the matches ranks them and counts them: only
     * their ids, ranks and dates are kept (MATERIALIZED), then the page's rows are joined to the names
     * and the snippet text, and ts_headline (the costly part) runs on those rows only.
     */
    async search(filters: TalentFilters): Promise<{ hits: TalentHit[]; total: number }> {
      const query = filters.q.trim() ? sql`websearch_to_tsquery(${TS_CONFIG}, ${filters.q})` : null;
      const where: SQL[] = [sql`d.discoverable`];
      if (query) where.push(sql`d.document @@ ${query}`);
      if (filters.verified) where.push(sql`u.primary_mobile_verified_at IS NOT NULL`);
      if (filters.hasResume) where.push(sql`u.resume_key <> ''`);
      if (filters.country) where.push(sql`d.country = ${filters.country}`);
      if (filters.skills?.length) where.push(sql`d.skills @> ${toTextArray(filters.skills)}`);
      if (filters.rateBounds)
        where.push(
          filters.rateBounds.length === 0
            ? sql`false`
            : sql`(${sql.join(
                filters.rateBounds.map(
                  (b) => sql`(d.rate_currency = ${b.currency} AND d.rate_unit = ${b.unit} AND d.rate_min <= ${b.max})`,
                ),
                sql` OR `,
              )})`,
        );
      if (filters.availableBy)
        where.push(
          filters.availableBy.noticeWeeks < 0
            ? sql`d.available_from <= ${filters.availableBy.day}::date`
            : sql`(d.available_from <= ${filters.availableBy.day}::date OR (d.available_from IS NULL AND d.notice_period_weeks <= ${filters.availableBy.noticeWeeks}))`,
        );
      if (filters.timeZones)
        where.push(filters.timeZones.length === 0 ? sql`false` : sql`d.time_zone = ANY(${toTextArray(filters.timeZones)})`);
      if (filters.updatedSince) where.push(sql`d.updated_at >= ${filters.updatedSince}`);
      if (filters.certification)
        where.push(
          sql`EXISTS (SELECT 1 FROM applications ap WHERE ap.user_id = d.user_id AND ap.details->'certifications' @> ${JSON.stringify([{ course: filters.certification }])}::jsonb)`,
        );
      // The users table only when a filter reads it (every document belongs to a candidate).
      const from =
        filters.verified || filters.hasResume ? sql`talent_documents d JOIN users u ON u.id = d.user_id` : sql`talent_documents d`;
      const rank = query ? sql`ts_rank(d.document, ${query})` : sql`extract(epoch FROM d.updated_at)`;
      const headline = query
        ? sql`ts_headline(${TS_CONFIG}, b.body, ${query}, ${`StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`
        : sql`left(b.body, 200)`;
      const rows = await db.execute<TalentPageRow>(sql`
        WITH matches AS MATERIALIZED (
          SELECT d.user_id, d.updated_at, ${rank} AS rank FROM ${from} WHERE ${sql.join(where, sql` AND `)}
        )
        SELECT t.total, p.user_id AS id, u.first_name, u.last_name, u.job_title, u.company,
          (u.primary_mobile_verified_at IS NOT NULL) AS verified, p.updated_at, ${headline} AS snippet,
          sk.skills, sk.skill_years, u.expected_rate_min, u.expected_rate_currency, u.expected_rate_unit,
          to_char(u.available_from, 'YYYY-MM-DD') AS available_from, u.hours_per_week, u.notice_period_weeks,
          u.country_of_residence, u.time_zone
        FROM (SELECT count(*)::int AS total FROM matches) t
        LEFT JOIN (SELECT * FROM matches ORDER BY rank DESC, user_id LIMIT ${filters.limit} OFFSET ${filters.offset}) p ON true
        LEFT JOIN users u ON u.id = p.user_id
        LEFT JOIN talent_document_bodies b ON b.user_id = p.user_id
        LEFT JOIN LATERAL (
          SELECT array_agg(ps.skill ORDER BY ps.position) AS skills, array_agg(ps.years ORDER BY ps.position) AS skill_years
          FROM profile_skills ps WHERE ps.user_id = p.user_id
        ) sk ON true
        ORDER BY p.rank DESC, p.user_id`);
      return {
        total: rows.rows[0]?.total ?? 0,
        hits: rows.rows.flatMap((r) =>
          r.id === null
            ? []
            : [
                {
                  id: r.id,
                  firstName: r.first_name,
                  lastName: r.last_name,
                  jobTitle: r.job_title,
                  company: r.company,
                  verified: r.verified,
                  updatedAt: new Date(r.updated_at),
                  snippet: r.snippet ?? '',
                  terms: termsOfRow(r),
                },
              ],
        ),
      };
    },

    /** PRO-20: the time zones discoverable candidates live in (the overlap filter turns hours into zones). */
    async timeZones(): Promise<string[]> {
      const rows = await db.execute<{ time_zone: string }>(
        sql`SELECT DISTINCT time_zone FROM talent_documents WHERE discoverable AND time_zone IS NOT NULL`,
      );
      return rows.rows.map((r) => r.time_zone);
    },

    /** Whether a candidate is discoverable (the detail page of the talent pool shows only those). */
    async isDiscoverable(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: talentDocuments.userId })
        .from(talentDocuments)
        .innerJoin(users, eq(users.id, talentDocuments.userId))
        .where(and(eq(talentDocuments.userId, userId), eq(talentDocuments.discoverable, true), eq(users.role, 'candidate')));
      return Boolean(row);
    },
  };
}
export type TalentRepository = ReturnType<typeof createTalentRepository>;
