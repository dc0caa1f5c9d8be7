import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, max, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  JOB_CATEGORIES,
  JOB_TYPES,
  payThresholds,
  type ExchangeRates,
  type Job,
  type TermsFilters,
  type JobTerms,
  type JobInputOutput,
  type JobStatusInput,
  type PostedJob,
  type ScreeningQuestion,
} from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { applications } from '../../platform/db/schema/applications.js';
import { jobs, openJobCounts, openJobCountries, type NewJobRow, type OpenJobCountFacet } from '../../platform/db/schema/jobs.js';
import { sanitizeJobHtml } from '../../platform/lib/sanitize.js';

/** PUB-7's filters and PUB-20's filters on terms (minimum pay, the country a candidate works from, skills). */
export interface JobFilters extends TermsFilters {
  q?: string | undefined;
  department?: string | undefined;
  location?: string | undefined;
  category?: Job['category'] | undefined;
  type?: Job['job_type'] | undefined;
}

/** Whether PUB-20's filters on terms are used (their totals are not all in open_job_counts). */
const hasTerms = (filters: JobFilters) => Boolean(filters.minPay || filters.workFrom || (filters.skills && filters.skills.length > 0));

/** A text[] literal of parameters (drizzle would spread a JS array into a list). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The pay max as open_job_counts stores it in `other`: zero-padded, so text order is number order. */
const paddedAmount = (minor: number) => String(minor).padStart(19, '0');

/**
 * A minimum pay as one `pay_max >= threshold` per currency and unit a job may state (payThresholds: converted
 * once with the request's rates), on the jobs or on open_job_countries (the same three columns).
 */
function minPayCondition(
  minPay: NonNullable<JobFilters['minPay']>,
  rates: ExchangeRates | undefined,
  t: { payCurrency: Column; payUnit: Column; payMax: Column },
): SQL {
  const thresholds = rates ? payThresholds(minPay, rates) : [];
  if (thresholds.length === 0) return sql`false`;
  return sql`(${sql.join(
    thresholds.map((m) => sql`(${t.payCurrency} = ${m.currency} AND ${t.payUnit} = ${m.unit} AND ${t.payMax} >= ${m.min})`),
    sql` OR `,
  )})`;
}

/**
 * PUB-20's conditions on terms (docs/decisions/044): each as a constant compared with a column, so an index
 * finds the rows and nothing is computed per row. The minimum pay is one `pay_max >= threshold` per
 * currency and unit a job may state (payThresholds: converted once with the request's rates); a remote
 * job matches a country it is open to; skills are all among the job's required and nice-to-have skills.
 */
function termsConditions(filters: JobFilters, rates: ExchangeRates | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (filters.minPay) {
    conditions.push(minPayCondition(filters.minPay, rates, jobs));
  }
  if (filters.workFrom) conditions.push(sql`${jobs.isRemote} AND ${jobs.remoteCountries} @> ARRAY[${filters.workFrom}]::varchar(2)[]`);
  if (filters.skills && filters.skills.length > 0)
    conditions.push(sql`(${jobs.skillsRequired} || ${jobs.skillsNice}) @> ${textArray(filters.skills)}`);
  return conditions;
}

/**
 * PUB-20: the open_job_counts rows whose sum is the total when the only filters are on terms: a country
 * ('country'), one skill ('skill'), a minimum pay ('pay': currency in `value`, unit in `detail`, the padded
 * max in `other`), or a country and a minimum pay ('country+pay': the country in `value`, "EUR day" in
 * `detail`). Undefined: count the jobs.
 */
function countedTermsFacet(filters: JobFilters, rates: ExchangeRates | undefined): SQL | undefined {
  if (COUNTED_FILTERS.some((key) => filters[key])) return undefined;
  const skills = filters.skills ?? [];
  const thresholds = filters.minPay ? (rates ? payThresholds(filters.minPay, rates) : []) : undefined;
  const payRows = (currencyUnit: (t: { currency: string; unit: string }) => SQL) =>
    thresholds && thresholds.length > 0
      ? sql`(${sql.join(
          thresholds.map((t) => sql`(${currencyUnit(t)} AND ${openJobCounts.other} >= ${paddedAmount(t.min)})`),
          sql` OR `,
        )})`
      : sql`false`;
  if (skills.length === 0 && filters.workFrom && !thresholds)
    return and(eq(openJobCounts.facet, 'country'), eq(openJobCounts.value, filters.workFrom));
  if (skills.length === 1 && !filters.workFrom && !thresholds)
    return and(eq(openJobCounts.facet, 'skill'), eq(openJobCounts.value, skills[0] ?? ''));
  if (skills.length === 0 && !filters.workFrom && thresholds)
    return and(
      eq(openJobCounts.facet, 'pay'),
      payRows((t) => sql`${openJobCounts.value} = ${t.currency} AND ${openJobCounts.detail} = ${t.unit}`),
    );
  if (skills.length === 0 && filters.workFrom && thresholds)
    return and(
      eq(openJobCounts.facet, 'country+pay'),
      eq(openJobCounts.value, filters.workFrom),
      payRows((t) => sql`${openJobCounts.detail} = ${`${t.currency} ${t.unit}`}`),
    );
  return undefined;
}

/**
 * Every careers filter as a condition on one country's entries of open_job_countries (docs/decisions/044,
 * "Speed"), checked on its covering key (index-only): the same rules as openJobConditions, with text
 * matched as pairMatch does (once against its facet's counts rows, then by equality: the counts rows hold
 * exactly the open jobs' values).
 */
function countryConditions(filters: JobFilters, rates: ExchangeRates | undefined, country: string): SQL | undefined {
  const c = openJobCountries;
  const conditions: (SQL | undefined)[] = [eq(c.country, country)];
  if (filters.q) conditions.push(pairMatch('q', filters.q, c.title, c.category));
  if (filters.department) conditions.push(pairMatch('department', filters.department, c.department));
  if (filters.location) conditions.push(pairMatch('location', filters.location, c.location));
  if (filters.category) conditions.push(eq(c.category, filters.category));
  if (filters.type) conditions.push(eq(c.jobType, filters.type));
  if (filters.minPay) {
    conditions.push(minPayCondition(filters.minPay, rates, openJobCountries));
  }
  if (filters.skills && filters.skills.length > 0) conditions.push(sql`${c.skills} @> ${textArray(filters.skills)}`);
  return and(...conditions);
}

/** Escape LIKE wildcards so a search for '100%' means the text, not a pattern: it matches the text alone. */
const exactText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The text anywhere (PUB-7's substring filters). */
const likeText = (text: string) => `%${exactText(text)}%`;

/**
 * PUB-7's and PUB-20's careers search conditions; job alerts match by these same rules (ALR-3, ALR-9).
 * `rates` convert a minimum pay (read once per request); without them no job matches a minimum pay.
 */
export function openJobConditions(filters: JobFilters, rates?: ExchangeRates): SQL | undefined {
  // A literal, not a parameter: the partial indexes on open jobs (docs/decisions/013) then always apply.
  const conditions: (SQL | undefined)[] = [sql`${jobs.status} = 'open'`];
  // PUB-7: position/role, department and location are case-insensitive substring filters.
  if (filters.q) conditions.push(or(ilike(jobs.title, likeText(filters.q)), ilike(jobs.category, likeText(filters.q))));
  if (filters.department) conditions.push(ilike(jobs.department, likeText(filters.department)));
  if (filters.location) conditions.push(ilike(jobs.location, likeText(filters.location)));
  // Category and job type are exact filters.
  if (filters.category) conditions.push(eq(jobs.category, filters.category));
  if (filters.type) conditions.push(eq(jobs.jobType, filters.type));
  conditions.push(...termsConditions(filters, rates));
  return and(...conditions);
}

/** The filters a total can be summed from open_job_counts for, in the order the pair facets name them. */
const COUNTED_FILTERS = ['q', 'department', 'location', 'category', 'type'] as const;
type CountedFilter = (typeof COUNTED_FILTERS)[number];
/** Each filter's facet ('role' rows hold the title and category, what `q` searches), and each pair's. */
const FACET_OF: Record<CountedFilter, OpenJobCountFacet> = {
  q: 'role',
  department: 'department',
  location: 'location',
  category: 'category',
  type: 'type',
};
const PAIR_FACET_OF: Partial<Record<`${CountedFilter}+${CountedFilter}`, OpenJobCountFacet>> = {
  'q+department': 'role+department',
  'q+location': 'role+location',
  'q+type': 'role+type',
  'department+location': 'department+location',
  'department+category': 'department+category',
  'department+type': 'department+type',
  'location+category': 'location+category',
  'location+type': 'location+type',
  'category+type': 'category+type',
};

/** A filter matched against open_job_counts columns as openJobConditions matches it against the jobs. */
function countMatch(filter: CountedFilter, text: string, column: Column, category: Column = openJobCounts.detail): SQL | undefined {
  if (filter === 'q') return or(ilike(column, likeText(text)), ilike(category, likeText(text)));
  return filter === 'department' || filter === 'location' ? ilike(column, likeText(text)) : eq(column, text);
}

/**
 * A filter matched against one column of pair rows or jobs (for `q`, a title and a category column). Text
 * is matched once against the few rows of its own facet, then the rows are compared by equality: far
 * fewer ILIKEs than there are rows. OFFSET 0 keeps the `q` subquery whole, so PostgreSQL matches the
 * roles once instead of once per row it looks up.
 */
function pairMatch(filter: CountedFilter, text: string, column: Column, category: Column = openJobCounts.detail): SQL | undefined {
  if (filter === 'q')
    return sql`(${column}, ${category}) IN (SELECT value, detail FROM open_job_counts WHERE facet = 'role' AND (value ILIKE ${likeText(text)} OR detail ILIKE ${likeText(text)}) OFFSET 0)`;
  if (filter === 'department' || filter === 'location')
    return sql`${column} = ANY (ARRAY(SELECT value FROM open_job_counts WHERE facet = ${filter} AND value ILIKE ${likeText(text)}))`;
  return eq(column, text);
}

/**
 * Which open_job_counts rows add up to the number of matches, when the filters allow it: no filter, one
 * filter, or two (docs/decisions/013). The rows are matched as the jobs would be (openJobConditions): `q`
 * against the title and category of 'role' rows, department and location as substrings, category and type
 * exactly. Two filters read their pair's rows: `q` with another filter the 'role+…' rows (title in `value`,
 * category in `detail`, the other facet in `other`), `q` with a category the 'role' rows of that category,
 * two other filters the rows named after both (the first in `value`, the second in `detail`).
 * Undefined: count the jobs themselves.
 */
function countedFacet(filters: JobFilters): SQL | undefined {
  const given = COUNTED_FILTERS.filter((key) => filters[key]);
  const text = (key: CountedFilter) => filters[key] ?? '';
  const [first, second] = given;
  if (first === undefined) return eq(openJobCounts.facet, 'all');
  if (second === undefined) return and(eq(openJobCounts.facet, FACET_OF[first]), countMatch(first, text(first), openJobCounts.value));
  if (given.length > 2) return undefined;
  if (first === 'q' && second === 'category')
    return and(
      eq(openJobCounts.facet, 'role'),
      countMatch('q', text('q'), openJobCounts.value),
      eq(openJobCounts.detail, text('category')),
    );
  const pair = PAIR_FACET_OF[`${first}+${second}`];
  if (pair === undefined) return undefined;
  return and(
    eq(openJobCounts.facet, pair),
    pairMatch(first, text(first), openJobCounts.value),
    pairMatch(second, text(second), first === 'q' ? openJobCounts.other : openJobCounts.detail),
  );
}

/**
 * openJobConditions for jobs_open_facets_idx (docs/decisions/013, amendment "Three filters and more":
 * counts of three filters or more, and pages read from the matches): each filter as the set
 * of stored values it matches (text matched once against its facet's open_job_counts rows, as
 * countedFacet does), so the index entries are found by equality and nothing is matched again per job.
 * The index leads with the type, category and department: when a later column is filtered, the earlier
 * ones are listed in full (two enums and the departments of open jobs), so PostgreSQL looks up each
 * combination instead of reading every entry. `q` is checked on the entries against the matching roles.
 */
function facetConditions(filters: JobFilters): SQL | undefined {
  const { q, department, location, category, type } = filters;
  return and(
    sql`${jobs.status} = 'open'`,
    inArray(jobs.jobType, type ? [type] : JOB_TYPES),
    inArray(jobs.category, category ? [category] : JOB_CATEGORIES),
    department
      ? pairMatch('department', department, jobs.department)
      : location
        ? sql`${jobs.department} = ANY (ARRAY(SELECT value FROM open_job_counts WHERE facet = 'department' AND n > 0))`
        : undefined,
    location ? pairMatch('location', location, jobs.location) : undefined,
    q ? pairMatch('q', q, jobs.title, jobs.category) : undefined,
  );
}

/**
 * Whether a filtered page is read from all the matches (found on jobs_open_facets_idx, then sorted) rather
 * than by walking the list order until enough match. Walking reads about (skip + limit) × open / total
 * entries, each checked with ILIKE (about twice the cost of an entry found by value); the matches cost the
 * entries under the filters' values: at most the count of the first two filters other than `q` (`bound`).
 * So a rare combination's pages, and pages deep in the matches, are read from the matches. `q` alone
 * never is: its bound is every open job, and past the middle pages are counted from the oldest match.
 */
export function pageFromMatches(filters: JobFilters, skip: number, limit: number, counts: SearchCounts): boolean {
  if (counts.value === 0) return false;
  // A country (docs/decisions/044, "Speed"): walking its entries in list order passes about (skip + limit) ×
  // entries / total of them, never more than finding every match; a few matches are found through the
  // indexes PostgreSQL picks (roles, skills) and sorted instead, as a walk to them could pass every entry.
  if (filters.workFrom) return counts.value <= COUNTRY_MATCHES_SORTED;
  // PUB-20 (docs/decisions/044): walking checks terms on each table row it passes, about
  // (skip + limit) × open / total rows; the matches are found by the terms' indexes, about `total` rows.
  if (hasTerms(filters)) return (skip + limit) * counts.open > counts.value * counts.value;
  if (!COUNTED_FILTERS.some((key) => filters[key])) return false;
  return (2 * (skip + limit) * counts.open) / counts.value > counts.bound;
}

/** With a country, up to this many matches are found and sorted rather than walked to (pageFromMatches). */
const COUNTRY_MATCHES_SORTED = 1_000;

/** What the count query answers: the total, the open jobs in all, and the entries a page from matches reads. */
export interface SearchCounts {
  value: number;
  open: number;
  bound: number;
}

/**
 * The careers list's two queries for one set of filters (docs/decisions/013). Exported so the query-plan
 * test explains exactly what listOpen runs.
 * - `count`: every match: from open_job_counts when the filters allow it (up to two), otherwise from the
 *   entries of jobs_open_facets_idx under the filters' values; with it, for pageFromMatches, the open
 *   jobs in all and the entries under the filters' values (`bound`), both from open_job_counts.
 * - `page`: `limit` matches after skipping `offset` of them, newest first; with `fromOldest` the offset
 *   counts from the oldest match and the rows come oldest first, so the last pages skip as few entries
 *   as the first ones. With a filter or an offset, finding the page reads only ids (from the covering
 *   index where it can: the filters are checked on its entries, without reading the table's rows); then
 *   those rows are fetched by key. With `fromMatches` (pageFromMatches), the ids are the filters' matches
 *   from jobs_open_facets_idx, sorted (OFFSET 0 keeps PostgreSQL from walking the list order instead).
 */
export function openJobsSearch(db: DbOrTx, filters: JobFilters, rates?: ExchangeRates) {
  const where = openJobConditions(filters, rates);
  const terms = hasTerms(filters);
  const facet = terms ? countedTermsFacet(filters, rates) : countedFacet(filters);
  const filtered = terms || COUNTED_FILTERS.some((key) => filters[key]);
  const sumOf = (rows: SQL | undefined) => sql<number>`(SELECT coalesce(sum(n), 0) FROM open_job_counts WHERE ${rows ?? sql`false`})::int`;
  // The entries under the filters' values: the count of the first two filters other than `q` (their
  // facet or pair rows; with none, every open job), for pageFromMatches.
  const { department, location, category, type } = filters;
  const [firstOther, secondOther] = [{ department }, { location }, { category }, { type }].filter((f) => Object.values(f)[0]);
  const open = sumOf(eq(openJobCounts.facet, 'all'));
  const bound = sumOf(countedFacet({ ...firstOther, ...secondOther }));
  // "I can work from …": everything not summed from open_job_counts is read from that country's entries
  // (docs/decisions/044, "Speed"): its jobs in list order, with every filter checked on the covering key.
  const country = filters.workFrom;
  const byCountry = country ? countryConditions(filters, rates, country) : undefined;
  return {
    count: () =>
      !facet && byCountry
        ? db.select({ value: count(), open, bound }).from(openJobCountries).where(byCountry)
        : facet
          ? db
              .select({
                value: sql<number>`coalesce(sum(${openJobCounts.n}), 0)::int`,
                open,
                bound,
              })
              .from(openJobCounts)
              .where(facet)
          : db
              .select({
                value: count(),
                open,
                bound,
              })
              .from(jobs)
              // PUB-20: terms are counted on the jobs their indexes find (docs/decisions/044).
              .where(terms ? where : facetConditions(filters)),
    page: (offset: number, limit: number, fromOldest: boolean, fromMatches = false) => {
      const order = fromOldest ? [asc(jobs.postedDate), asc(jobs.id)] : [desc(jobs.postedDate), desc(jobs.id)];
      // Nothing to skip and nothing to check: the rows in list order straight away (the unpaged list's 1,000).
      if (offset === 0 && !filtered)
        return db
          .select(listingColumns)
          .from(jobs)
          .where(where)
          .orderBy(...order)
          .limit(limit);
      const direction = fromOldest ? sql`ASC` : sql`DESC`;
      // One country's entries: walked in list order, or its matches found and sorted (pageFromMatches).
      const ids = byCountry
        ? fromMatches
          ? sql`(SELECT id FROM (SELECT ${openJobCountries.jobId} AS id, ${openJobCountries.postedDate} AS posted_date FROM ${openJobCountries} WHERE ${byCountry} OFFSET 0) AS matches ORDER BY posted_date ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset})`
          : db
              .select({ id: openJobCountries.jobId })
              .from(openJobCountries)
              .where(byCountry)
              .orderBy(
                ...(fromOldest
                  ? [asc(openJobCountries.postedDate), asc(openJobCountries.jobId)]
                  : [desc(openJobCountries.postedDate), desc(openJobCountries.jobId)]),
              )
              .limit(limit)
              .offset(offset)
        : fromMatches
          ? sql`(SELECT id FROM (SELECT ${jobs.id} AS id, ${jobs.postedDate} AS posted_date FROM ${jobs} WHERE ${terms ? where : facetConditions(filters)} OFFSET 0) AS matches ORDER BY posted_date ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset})`
          : db
              .select({ id: jobs.id })
              .from(jobs)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset);
      return db
        .select(listingColumns)
        .from(jobs)
        .where(inArray(jobs.id, ids))
        .orderBy(...order);
    },
  };
}

/**
 * A Job: the row's `listing`, the JSON PostgreSQL keeps for it (docs/decisions/045), parsed by the driver. The
 * one way a row becomes a Job; lists send the texts themselves (`listingText`).
 */
export const jobOf = sql<Job>`${jobs.listing}::json`;
/** A page of the careers list: each job's id and its JSON text, sent as it is. */
export interface JobListing {
  id: number;
  listing: string;
}
const listingColumns = { id: jobs.id, listing: jobs.listing };

/** The recruiter's fields as columns (REC-7: the description is sanitised on every write). */
const jobColumns = (input: JobInputOutput) => ({
  title: input.job_title,
  department: input.department,
  category: input.category,
  jobType: input.job_type,
  isRemote: input.is_remote,
  location: input.location,
  closingDate: input.closing_date,
  description: sanitizeJobHtml(input.job_description),
  ...termsColumns(input),
  screeningQuestions: input.screening_questions,
});

/** PUB-18's terms as columns (a pay range is stored whole or not at all). */
export const termsColumns = (input: JobTerms) => ({
  payMin: input.pay?.min ?? null,
  payMax: input.pay?.max ?? null,
  payCurrency: input.pay?.currency ?? null,
  payUnit: input.pay?.unit ?? null,
  startDate: input.start_date,
  durationMonths: input.duration_months,
  hoursPerWeek: input.hours_per_week,
  remoteCountries: input.remote_countries,
  cetOverlapHours: input.cet_overlap_hours,
  skillsRequired: input.skills_required,
  skillsNice: input.skills_nice,
});

/** A calendar date (yyyy-MM-dd) in UTC, as the jobs table stores posted dates. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function createJobsRepository(db: DbOrTx) {
  return {
    /** Open jobs matching the filters, newest first, with the total for pagination. */
    async listOpen(
      filters: JobFilters,
      page: number,
      pageSize: number,
      rates?: ExchangeRates,
    ): Promise<{ items: JobListing[]; total: number }> {
      const search = openJobsSearch(db, filters, rates);
      const [counted] = await search.count();
      const total = counted?.value ?? 0;
      const start = (page - 1) * pageSize;
      if (!counted || start >= total) return { items: [], total };
      const end = Math.min(start + pageSize, total);
      // Past the middle, the same rows are fewer steps away from the oldest match.
      const fromOldest = start > total - end;
      const skip = fromOldest ? total - end : start;
      const rows = await search.page(skip, end - start, fromOldest, pageFromMatches(filters, skip, end - start, counted));
      if (fromOldest) rows.reverse();
      return { items: rows, total };
    },

    async findOpenById(id: number): Promise<Job | undefined> {
      const [row] = await db
        .select({ job: jobOf })
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'open')))
        .limit(1);
      return row?.job;
    },

    /** Other open jobs, for the detail page's "more jobs" cards. */
    async listOtherOpen(excludeId: number, limit: number): Promise<Job[]> {
      const rows = await db
        .select({ job: jobOf })
        .from(jobs)
        .where(and(eq(jobs.status, 'open'), ne(jobs.id, excludeId)))
        .orderBy(desc(jobs.postedDate), asc(jobs.id))
        .limit(limit);
      return rows.map((row) => row.job);
    },

    async listTitles(): Promise<string[]> {
      const rows = await db.select({ title: jobs.title }).from(jobs);
      return rows.map((r) => r.title);
    },

    /** PUB-16: open jobs for the sitemap, and the last change to any job (open or closed). */
    async sitemapEntries(): Promise<{ jobs: { id: number; updatedAt: Date }[]; lastChange: Date | null }> {
      const [open, [latest]] = await Promise.all([
        db.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.status, 'open')).orderBy(asc(jobs.id)),
        db.select({ value: max(jobs.updatedAt) }).from(jobs),
      ]);
      return { jobs: open, lastChange: latest?.value ?? null };
    },

    /**
     * PUB-23 (docs/decisions/055): what the feeds' ETag is made of: the open jobs' number and the sum of their
     * updated_at in microseconds (exact: numeric), so opening, closing or editing any open job changes it even
     * when a clock was set back; and the last change to any job (the feeds' lastBuildDate). One pass over the
     * jobs' rows: a few milliseconds at 100,000 jobs, against seconds for the feed itself.
     */
    async feedVersion(): Promise<{ open: number; stamp: string; lastChange: Date | null }> {
      const [row] = await db
        .select({
          open: sql<number>`count(*) FILTER (WHERE ${jobs.status} = 'open')::int`,
          stamp: sql<string>`coalesce(sum((extract(epoch FROM ${jobs.updatedAt}) * 1000000)::bigint) FILTER (WHERE ${jobs.status} = 'open'), 0)::text`,
          lastChange: max(jobs.updatedAt),
        })
        .from(jobs);
      return { open: row?.open ?? 0, stamp: row?.stamp ?? '0', lastChange: row?.lastChange ?? null };
    },

    /** PUB-21, PUB-22: a keyset page of open jobs by id (the feeds read them page by page, never all at once). */
    async openJobsAfter(afterId: number, limit: number): Promise<JobListing[]> {
      return db
        .select(listingColumns)
        .from(jobs)
        .where(and(eq(jobs.status, 'open'), gt(jobs.id, afterId)))
        .orderBy(asc(jobs.id))
        .limit(limit);
    },

    /**
     * ALR-2: the spelling an open job of the catalogue gives this department or location, when one carries
     * exactly this value (ignoring case); undefined when none does. Read through the open jobs' trigram indexes.
     */
    async catalogueSpelling(facet: 'department' | 'location', value: string): Promise<string | undefined> {
      const column = facet === 'department' ? jobs.department : jobs.location;
      const [row] = await db
        .select({ value: column })
        .from(jobs)
        .where(and(sql`${jobs.status} = 'open'`, ilike(column, exactText(value))))
        .limit(1);
      return row?.value;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(jobs);
      return row?.value ?? 0;
    },

    /** Any job, open or closed (applications and the recruiter area need closed ones too). */
    async findById(id: number): Promise<Job | undefined> {
      const [row] = await db.select({ job: jobOf }).from(jobs).where(eq(jobs.id, id)).limit(1);
      return row?.job;
    },

    /** REC-27: a job's screening questions (expected answers included); undefined when there is no such job. */
    async screeningQuestions(id: number): Promise<ScreeningQuestion[] | undefined> {
      const [row] = await db.select({ questions: jobs.screeningQuestions }).from(jobs).where(eq(jobs.id, id)).limit(1);
      return row?.questions;
    },

    /** REC-3: every posting, newest first, with its number of applicants (REC-5). */
    async listPosted(): Promise<Omit<PostedJob, 'watching'>[]> {
      const applicants = db
        .select({ jobId: applications.jobId, total: count().as('total') })
        .from(applications)
        .groupBy(applications.jobId)
        .as('applicants');
      const rows = await db
        .select({ job: jobs, applicants: applicants.total })
        .from(jobs)
        .leftJoin(applicants, eq(applicants.jobId, jobs.id))
        .orderBy(desc(jobs.postedDate), desc(jobs.id));
      return rows.map(({ job, applicants: total }) => ({
        job_id: job.id,
        title: job.title,
        datePosted: job.postedDate,
        location: job.location,
        contractType: job.jobType,
        status: job.status,
        is_remote: job.isRemote,
        department: job.department,
        closing_date: job.closingDate,
        applicants: Number(total ?? 0),
      }));
    },

    /**
     * REC-4: a new posting, open at once, by `creatorId` (`created_by`, the jobs table's poster); the
     * description is sanitised on write (REC-7).
     */
    async create(input: JobInputOutput, now: Date, creatorId: number): Promise<Job> {
      const [row] = await db
        .insert(jobs)
        .values({ ...jobColumns(input), status: 'open', postedDate: utcDay(now), createdAt: now, updatedAt: now, createdBy: creatorId })
        .returning({ job: jobOf });
      if (!row) throw new Error('insert into jobs returned no row');
      return row.job;
    },

    async update(id: number, input: JobInputOutput, now: Date): Promise<Job | undefined> {
      const [row] = await db
        .update(jobs)
        .set({ ...jobColumns(input), updatedAt: now })
        .where(eq(jobs.id, id))
        .returning({ job: jobOf });
      return row?.job;
    },

    /**
     * REC-24: close every open job whose closing date is before `today` (yyyy-MM-dd, UTC); the ids closed.
     * `status = 'open'` is rechecked under each row's lock, so a job is closed once, by whoever gets there first.
     */
    async closePassed(today: string, now: Date): Promise<number[]> {
      const closed = await db
        .update(jobs)
        .set({ status: 'closed', updatedAt: now })
        .where(and(sql`${jobs.status} = 'open'`, isNotNull(jobs.closingDate), lt(jobs.closingDate, today)))
        .returning({ id: jobs.id });
      return closed.map((row) => row.id);
    },

    /** PUB-14: closing takes the job off the careers list, its page and the sitemap at once (they all read status). */
    async setStatus(id: number, status: JobStatusInput['status'], now: Date): Promise<Job | undefined> {
      const [row] = await db.update(jobs).set({ status, updatedAt: now }).where(eq(jobs.id, id)).returning({ job: jobOf });
      return row?.job;
    },

    /** Insert jobs; descriptions are sanitised on write (REC-7). */
    async insertMany(rows: NewJobRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const clean = rows.map((r) => ({ ...r, description: sanitizeJobHtml(r.description) }));
      const inserted = await db.insert(jobs).values(clean).returning({ id: jobs.id });
      return inserted.length;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
