import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payReaches, type ExchangeRates, type PayUnit } from '@careers/shared';
import { readExchangeRates } from '../../../src/domains/rates/index.js';
import type { Database } from '../../../src/platform/db/client.js';
import { createJobsRepository, openJobsSearch, pageFromMatches, type JobFilters } from '../../../src/domains/jobs/jobs-repository.js';
import { openMigratedScratch, type MigratedScratch } from '../../helpers/test-database.js';

/**
 * PUB-7, docs/decisions/013: at 100,000 jobs every query the careers search runs reads an index,
 * never the whole jobs table. The SQL comes from the repository's own query builders (openJobsSearch),
 * so the test explains exactly what listOpen sends.
 */
const JOBS = 100_000;
let scratch: MigratedScratch;
let database: Database;
let client: pg.Client;

beforeAll(async () => {
  scratch = await openMigratedScratch();
  database = scratch.database;
  // Varied like a real catalogue: every 100th title is a Purview role (a 1% search), 10% closed.
  await database.db.execute(sql`
    INSERT INTO jobs (title, job_type, department, description, category, location, status, posted_date,
      is_remote, pay_min, pay_max, pay_currency, pay_unit, remote_countries, skills_required, skills_nice)
    SELECT
      CASE WHEN g % 100 = 0 THEN 'Microsoft Purview Compliance Consultant'
           ELSE (ARRAY['Senior ', '', 'Lead '])[1 + g % 3] || (ARRAY['Azure Cloud Architect', 'Microsoft 365 Consultant', 'Security Analyst (SOC)', 'Intune Endpoint Engineer', 'Kubernetes Platform Engineer', 'Penetration Tester', 'Site Reliability Engineer'])[1 + g % 7] END,
      (ARRAY['Freelance', 'Part-time', 'Full-time'])[1 + g % 3],
      (ARRAY['Modern Workplace', 'Cloud Engineering', 'Security & Compliance', 'Infrastructure Services', 'DevOps & Automation', 'Managed Services', 'Identity & Access', 'Data & Analytics'])[1 + (g / 3) % 8],
      repeat('<p>Plan and run client projects on Microsoft 365 and Azure: workshops, migration runbooks, automation in PowerShell and hand-over to the client team.</p>', 5),
      (ARRAY['Microsoft Cloud', 'Security', 'Devops', 'Infrastructure experts'])[1 + (g / 5) % 4],
      (ARRAY['Remote (India)', 'Bengaluru, India', 'Pune, India', 'Hyderabad, India', 'Berlin, Germany', 'Zurich, Switzerland', 'London, United Kingdom', 'Remote (EU)', 'Chennai, India', 'Noida, India'])[1 + (g / 7) % 10],
      CASE WHEN g % 10 = 9 THEN 'closed' ELSE 'open' END,
      DATE '2026-11-01' - (g % 730),
      -- PUB-18's terms (docs/decisions/044's filters): day rates of €300–1,000 in steps of 25 in six
      -- currencies and four units, remote roles open to sets of countries, three required and two nice skills.
      g % 4 <> 0,
      pay.min, pay.min + (g % 4) * pay.step, pay.currency, pay.unit,
      CASE WHEN g % 4 <> 0 THEN ((ARRAY['{IN}', '{IN,LK}', '{IN,PH,VN,MY,ID,TH,LK}', '{PH,VN,MY,ID,TH}', '{PH}', '{DE,AT,CH}'])[1 + (g / 4) % 6])::varchar(2)[] ELSE '{}' END,
      ARRAY[(ARRAY['azure', 'intune', 'powershell', 'sentinel'])[1 + g % 4], (ARRAY['terraform', 'autopilot', 'bicep', 'kql', 'aks', 'purview', 'entra-id'])[1 + (g / 3) % 7], 'microsoft-365'],
      ARRAY[(ARRAY['docker', 'helm', 'git', 'python', 'gdpr'])[1 + (g / 5) % 5]]
    FROM generate_series(1, ${JOBS}) AS g
    CROSS JOIN LATERAL (
      SELECT c.code AS currency, u.unit, round((300 + ((g * 7919) % 29) * 25) * c.f * u.f)::bigint * 100 AS min, round(50 * c.f * u.f)::bigint * 100 AS step
      FROM (VALUES (0, 'EUR', 1.0), (1, 'EUR', 1.0), (2, 'CHF', 0.95), (3, 'GBP', 0.85), (4, 'USD', 1.1), (5, 'PLN', 4.3)) AS c (i, code, f),
           (VALUES (0, 'day', 1.0), (1, 'day', 1.0), (2, 'hour', 0.125), (3, 'month', 20.0), (4, 'year', 220.0)) AS u (i, unit, f)
      WHERE c.i = g % 6 AND u.i = (g / 3) % 5
    ) AS pay`);
  // As autovacuum would have: statistics and the visibility map (index-only scans).
  await database.db.execute(sql`VACUUM ANALYZE jobs, open_job_countries`);
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  // The premise of every plan below: VACUUM marked each page all-visible (it cannot when the seeding
  // commit is not yet flushed, e.g. on a server with synchronous_commit=off).
  const { rows } = await client.query<{ pages: number; visible: number }>(
    `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = 'jobs'::regclass`,
  );
  expect(rows[0]?.pages).toBeGreaterThan(0);
  expect(rows[0]?.visible, 'pages of jobs marked all-visible by VACUUM').toBe(rows[0]?.pages);
}, 180_000);

afterAll(async () => {
  await client?.end();
  await scratch?.close();
}, 60_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
  return nodes(rows[0]!['QUERY PLAN'][0].Plan);
}

/** Every filter shape the careers page can send (PUB-7), including 1–2-character text that trigrams cannot serve. */
const SHAPES: [string, JobFilters][] = [
  ['no filter', {}],
  ['q, about 1% of jobs', { q: 'purview' }],
  ['q matching nothing', { q: 'quantum-blockchain' }],
  ['q matching a category', { q: 'devops' }],
  ['q of 2 characters', { q: 'ux' }],
  ['q of 1 character', { q: 'a' }],
  ['q with LIKE wildcards', { q: '100%_' }],
  ['department', { department: 'identity' }],
  ['department of 2 characters', { department: 'de' }],
  ['location', { location: 'pune' }],
  ['location of 1 character', { location: 'u' }],
  ['category', { category: 'Security' }],
  ['type', { type: 'Freelance' }],
  // Two filters together: every pair the careers page can combine.
  ['q and location', { q: 'engineer', location: 'india' }],
  ['q of 2 characters and location', { q: 'ux', location: 'india' }],
  ['q and department', { q: 'consultant', department: 'cloud' }],
  ['q and category', { q: 'architect', category: 'Microsoft Cloud' }],
  ['q and type', { q: 'purview', type: 'Part-time' }],
  ['department and location', { department: 'identity', location: 'pune' }],
  ['department and category', { department: 'ity', category: 'Security' }],
  ['department and type', { department: 'services', type: 'Freelance' }],
  ['location and category', { location: 'remote', category: 'Devops' }],
  ['location of 1 character and type', { location: 'u', type: 'Full-time' }],
  ['category and type', { category: 'Infrastructure experts', type: 'Part-time' }],
  // Three filters and more: counted and, for deep or rare pages, paged on jobs_open_facets_idx.
  ['three filters', { q: 'engineer', department: 'cloud', location: 'india' }],
  ['three filters without q', { department: 'cloud', location: 'india', type: 'Freelance' }],
  ['q, category and type', { q: 'engineer', category: 'Security', type: 'Full-time' }],
  ['rare q, location and type', { q: 'purview', location: 'zurich', type: 'Part-time' }],
  ['q of 2 characters among three', { q: 'ux', department: 'workplace', location: 'india' }],
  ['1-character department and location among three', { department: 'e', location: 'u', category: 'Devops' }],
  ['q, location and category', { q: 'lead', location: 'remote', category: 'Security' }],
  ['four filters without q', { department: 'ity', location: 'india', category: 'Security', type: 'Part-time' }],
  ['everything at once', { q: 'architect', department: 'cloud', location: 'india', category: 'Microsoft Cloud', type: 'Full-time' }],
];
/** How many filters a shape combines (a total for up to two is a sum of open_job_counts rows). */
const filterCount = (filters: JobFilters) => Object.values(filters).filter(Boolean).length;

/** Three filters and more, each with the plain SQL that matches them. */
const THREE_FILTERS: [JobFilters, string][] = [
  [
    { q: 'engineer', department: 'cloud', location: 'india' },
    `(title ILIKE '%engineer%' OR category ILIKE '%engineer%') AND department ILIKE '%cloud%' AND location ILIKE '%india%'`,
  ],
  [
    { department: 'CLOUD', location: 'india', type: 'Freelance' },
    `department ILIKE '%cloud%' AND location ILIKE '%india%' AND job_type = 'Freelance'`,
  ],
  [
    { q: 'Engineer', category: 'Security', type: 'Full-time' },
    `(title ILIKE '%engineer%' OR category ILIKE '%engineer%') AND category = 'Security' AND job_type = 'Full-time'`,
  ],
  [
    { q: 'purview', location: 'zurich', type: 'Part-time' },
    `(title ILIKE '%purview%' OR category ILIKE '%purview%') AND location ILIKE '%zurich%' AND job_type = 'Part-time'`,
  ],
  [
    { q: 'se', department: 'workplace', location: 'india' },
    `(title ILIKE '%se%' OR category ILIKE '%se%') AND department ILIKE '%workplace%' AND location ILIKE '%india%'`,
  ],
  [{ department: 'e', location: 'u', category: 'Devops' }, `department ILIKE '%e%' AND location ILIKE '%u%' AND category = 'Devops'`],
  [
    { q: 'devops', location: 'remote', category: 'Devops' },
    `(title ILIKE '%devops%' OR category ILIKE '%devops%') AND location ILIKE '%remote%' AND category = 'Devops'`,
  ],
  [
    { department: 'ity', location: 'india', category: 'Security', type: 'Part-time' },
    `department ILIKE '%ity%' AND location ILIKE '%india%' AND category = 'Security' AND job_type = 'Part-time'`,
  ],
  [
    { q: 'architect', department: 'cloud', location: 'india', category: 'Microsoft Cloud', type: 'Full-time' },
    `(title ILIKE '%architect%' OR category ILIKE '%architect%') AND department ILIKE '%cloud%' AND location ILIKE '%india%' AND category = 'Microsoft Cloud' AND job_type = 'Full-time'`,
  ],
];

describe(`the careers search at ${JOBS.toLocaleString('en')} jobs (docs/decisions/013)`, () => {
  it.each(SHAPES)('reads an index for every query it runs: %s', async (_name, filters) => {
    const search = openJobsSearch(database.db, filters);
    const narrowed = filterCount(filters) > 2;
    const queries = {
      count: search.count(),
      'first page': search.page(0, 5, false),
      'unpaged list (1000)': search.page(0, 1000, false),
      'a page in the middle': search.page(44_000, 5, false),
      'the last page, from the oldest match': search.page(0, 5, true),
      // Filtered pages read from the matches (pageFromMatches: rare combinations, deep pages).
      ...(filterCount(filters) > 0 && {
        'first page from the matches': search.page(0, 5, false, true),
        'a deep page from the matches': search.page(1_000, 5, false, true),
        'the last page from the matches': search.page(0, 5, true, true),
      }),
    };
    for (const [what, query] of Object.entries(queries)) {
      const plan = await planOf(query);
      const seqScans = plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'jobs');
      expect(seqScans, `${what}: ${JSON.stringify(plan.map((n) => n['Index Name'] ?? n['Node Type']))}`).toEqual([]);
      // A count the open_job_counts rows answer (no filter, one or two filters) reads no jobs.
      if (what === 'count' && !narrowed) expect(plan.filter((n) => n['Relation Name'] === 'jobs').map((n) => n['Node Type'])).toEqual([]);
      // Three filters or more are counted, and pages from the matches found, from the entries of their values alone.
      if ((what === 'count' && narrowed) || what.endsWith('from the matches'))
        expect(
          plan
            .filter((n) => n['Relation Name'] === 'jobs' && n['Index Name'] !== 'jobs_pkey')
            .map((n) => `${n['Node Type']} ${n['Index Name']}`),
          what,
        ).toEqual(['Index Only Scan jobs_open_facets_idx']);
      // Only counts, and pages found from the matches (the filters' values), read open_job_counts.
      const readsCounts = plan.some((n) => n['Relation Name'] === 'open_job_counts');
      if (readsCounts) expect(what === 'count' || what.endsWith('from the matches'), what).toBe(true);
      if (!readsCounts || what !== 'count')
        expect(
          plan.some((n) => n['Index Name']?.startsWith('jobs_')),
          what,
        ).toBe(true);
    }
  });

  it('answers totals, the last page and a page past the middle as counting and paging from the start would', async () => {
    const jobsRepo = createJobsRepository(database.db);
    const cases: [JobFilters, string][] = [
      [{}, 'true'],
      [{ location: 'PUNE' }, `location ILIKE '%pune%'`],
      [{ department: 'ity' }, `department ILIKE '%ity%'`],
      [{ type: 'Part-time' }, `job_type = 'Part-time'`],
      [{ q: 'purview' }, `(title ILIKE '%purview%' OR category ILIKE '%purview%')`],
      [{ q: 'Se' }, `(title ILIKE '%se%' OR category ILIKE '%se%')`],
      [{ q: 'ur', location: 'india' }, `(title ILIKE '%ur%' OR category ILIKE '%ur%') AND location ILIKE '%india%'`],
      [{ q: 'ENGINEER', location: 'india' }, `(title ILIKE '%engineer%' OR category ILIKE '%engineer%') AND location ILIKE '%india%'`],
      [{ q: 'lead', department: 'CLOUD' }, `(title ILIKE '%lead%' OR category ILIKE '%lead%') AND department ILIKE '%cloud%'`],
      [{ q: 'sec', category: 'Security' }, `(title ILIKE '%sec%' OR category ILIKE '%sec%') AND category = 'Security'`],
      [{ q: 'senior', type: 'Freelance' }, `(title ILIKE '%senior%' OR category ILIKE '%senior%') AND job_type = 'Freelance'`],
      [{ department: 'ity', location: 'pune' }, `department ILIKE '%ity%' AND location ILIKE '%pune%'`],
      [{ department: 'a', category: 'Devops' }, `department ILIKE '%a%' AND category = 'Devops'`],
      [{ department: 'services', type: 'Part-time' }, `department ILIKE '%services%' AND job_type = 'Part-time'`],
      [{ location: 'remote', category: 'Security' }, `location ILIKE '%remote%' AND category = 'Security'`],
      [{ location: 'in', type: 'Full-time' }, `location ILIKE '%in%' AND job_type = 'Full-time'`],
      [{ category: 'Microsoft Cloud', type: 'Freelance' }, `category = 'Microsoft Cloud' AND job_type = 'Freelance'`],
      ...THREE_FILTERS,
    ];
    for (const [filters, where] of cases) {
      const { rows } = await client.query<{ id: number }>(
        `SELECT id FROM jobs WHERE status = 'open' AND ${where} ORDER BY posted_date DESC, id DESC`,
      );
      const all = rows.map((r) => r.id);
      expect(all.length, where).toBeGreaterThan(0);
      const lastPage = Math.ceil(all.length / 5);
      for (const page of [1, Math.ceil(lastPage / 2) + 1, lastPage - 1, lastPage]) {
        const { items, total } = await jobsRepo.listOpen(filters, page, 5);
        expect(total, where).toBe(all.length);
        expect(items.map((j) => j.id)).toEqual(all.slice((page - 1) * 5, page * 5));
      }
    }
  });

  it('reads filtered pages from their matches exactly as walking the list order does', async () => {
    const twoFilters: [JobFilters, string][] = [
      [{ department: 'identity', location: 'PUNE' }, `department ILIKE '%identity%' AND location ILIKE '%pune%'`],
      [{ q: 'ur', location: 'india' }, `(title ILIKE '%ur%' OR category ILIKE '%ur%') AND location ILIKE '%india%'`],
      [{ q: 'purview', location: 'zurich' }, `(title ILIKE '%purview%' OR category ILIKE '%purview%') AND location ILIKE '%zurich%'`],
      [{ location: 'u', type: 'Full-time' }, `location ILIKE '%u%' AND job_type = 'Full-time'`],
      [{ q: 'sec', category: 'Security' }, `(title ILIKE '%sec%' OR category ILIKE '%sec%') AND category = 'Security'`],
      [{ department: 'ity' }, `department ILIKE '%ity%'`],
    ];
    for (const [filters, where] of [...twoFilters, ...THREE_FILTERS]) {
      const { rows } = await client.query<{ id: number }>(
        `SELECT id FROM jobs WHERE status = 'open' AND ${where} ORDER BY posted_date DESC, id DESC`,
      );
      const all = rows.map((r) => r.id);
      const search = openJobsSearch(database.db, filters);
      const [counted] = await search.count();
      expect(counted?.value, where).toBe(all.length);
      for (const skip of [0, 7, Math.floor(all.length / 2)])
        for (const fromMatches of [false, true]) {
          const newest = await search.page(skip, 5, false, fromMatches);
          expect(
            newest.map((j) => j.id),
            `${where}, skipping ${skip}`,
          ).toEqual(all.slice(skip, skip + 5));
          const oldest = await search.page(skip, 5, true, fromMatches);
          expect(oldest.map((j) => j.id).reverse(), `${where}, ${skip} from the oldest`).toEqual(
            all.slice(Math.max(0, all.length - skip - 5), all.length - skip),
          );
        }
    }
    // A rare combination's first page, and a deep page, is read from the matches; a common one's first page by walking.
    const rare = THREE_FILTERS[3]![0];
    const [rareCounts] = await openJobsSearch(database.db, rare).count();
    expect(pageFromMatches(rare, 0, 5, rareCounts!)).toBe(true);
    const common = THREE_FILTERS[0]![0];
    const [commonCounts] = await openJobsSearch(database.db, common).count();
    expect(pageFromMatches(common, 0, 5, commonCounts!)).toBe(false);
    expect(pageFromMatches(common, Math.floor(commonCounts!.value / 2), 5, commonCounts!)).toBe(true);
    const pair = twoFilters[0]![0];
    const [pairCounts] = await openJobsSearch(database.db, pair).count();
    expect(pageFromMatches(pair, Math.floor(pairCounts!.value / 2), 5, pairCounts!)).toBe(true);
    // `q` alone walks: its matches are every open job's entry to read.
    const [textCounts] = await openJobsSearch(database.db, { q: 'purview' }).count();
    expect(pageFromMatches({ q: 'purview' }, Math.floor(textCounts!.value / 2) - 5, 5, textCounts!)).toBe(false);
  });
});

/** PUB-20's filters on terms (docs/decisions/044), alone and with PUB-7's. */
const TERMS_SHAPES: [string, JobFilters][] = [
  ['minimum pay in INR', { minPay: { amount: 5_000_000, currency: 'INR', unit: 'day' } }],
  ['minimum pay every job reaches', { minPay: { amount: 1, currency: 'PHP', unit: 'hour' } }],
  ['minimum pay no job reaches', { minPay: { amount: 9_000_000_000, currency: 'EUR', unit: 'hour' } }],
  ['work from the Philippines', { workFrom: 'PH' }],
  ['work from a country no job is open to', { workFrom: 'BR' }],
  ['one skill', { skills: ['intune'] }],
  ['two skills', { skills: ['azure', 'terraform'] }],
  ['a country and a minimum pay', { workFrom: 'PH', minPay: { amount: 4_000_000, currency: 'INR', unit: 'day' } }],
  ['a country and text', { q: 'engineer', workFrom: 'PH' }],
  ['text matching nothing and a country', { q: 'quantum-blockchain', workFrom: 'PH' }],
  ['a skill and a location', { location: 'india', skills: ['kql'] }],
  [
    'text, location, country, minimum pay and two skills',
    {
      q: 'engineer',
      location: 'india',
      workFrom: 'PH',
      minPay: { amount: 4_000_000, currency: 'INR', unit: 'day' },
      skills: ['azure', 'terraform'],
    },
  ],
  [
    'every filter',
    {
      q: 'architect',
      department: 'cloud',
      location: 'india',
      category: 'Microsoft Cloud',
      type: 'Full-time',
      workFrom: 'IN',
      minPay: { amount: 300_000, currency: 'PHP', unit: 'hour' },
      skills: ['azure'],
    },
  ],
];
/** One filter on terms alone (or a country with a minimum pay): its total is a sum of open_job_counts rows. */
const countedTerms = (filters: JobFilters) =>
  Object.keys(filters).every((key) => ['workFrom', 'minPay', 'skills'].includes(key)) &&
  (filters.skills ?? []).length <= 1 &&
  !(filters.skills?.length && (filters.workFrom || filters.minPay));

interface OpenJob {
  id: number;
  title: string;
  category: string;
  department: string;
  location: string;
  job_type: string;
  is_remote: boolean;
  pay_max: string | null;
  pay_currency: string | null;
  pay_unit: PayUnit | null;
  remote_countries: string[];
  skills: string[];
}

describe(`the careers filters on terms at ${JOBS.toLocaleString('en')} jobs (docs/decisions/044)`, () => {
  let rates: ExchangeRates;
  beforeAll(async () => {
    rates = await readExchangeRates(database.db);
  });

  it.each(TERMS_SHAPES)('reads an index, never the whole jobs table, for every query it runs: %s', async (_name, filters) => {
    const search = openJobsSearch(database.db, filters, rates);
    const queries = {
      count: search.count(),
      'first page': search.page(0, 5, false),
      'a page in the middle': search.page(20_000, 50, false),
      'the last page, from the oldest match': search.page(0, 5, true),
      'first page from the matches': search.page(0, 5, false, true),
      'a deep page from the matches': search.page(1_000, 5, false, true),
    };
    for (const [what, query] of Object.entries(queries)) {
      const plan = await planOf(query);
      const seqScans = plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'jobs');
      expect(seqScans, `${what}: ${JSON.stringify(plan.map((n) => n['Index Name'] ?? n['Node Type']))}`).toEqual([]);
      if (what === 'count' && countedTerms(filters))
        expect(
          plan.filter((n) => n['Relation Name'] === 'jobs').map((n) => n['Node Type']),
          'counted from open_job_counts',
        ).toEqual([]);
      // A country: counted (when open_job_counts cannot) and paged on its entries' indexes, never the jobs' rows.
      if (filters.workFrom && (what !== 'count' || !countedTerms(filters))) {
        const entries = plan.filter((n) => n['Relation Name'] === 'open_job_countries');
        expect(entries.length, what).toBeGreaterThan(0);
        expect(
          entries.filter((n) => n['Node Type'].includes('Seq Scan')),
          what,
        ).toEqual([]);
        expect(
          plan.filter((n) => n['Relation Name'] === 'jobs').map((n) => n['Index Name']),
          what,
        ).toEqual(what === 'count' ? [] : ['jobs_pkey']);
      }
    }
  });

  it('answers totals and pages exactly as the rules say, job by job (payReaches, countries, skills)', async () => {
    const { rows } = await client.query<OpenJob>(
      `SELECT id, title, category, department, location, job_type, is_remote, pay_max::text, pay_currency, pay_unit, remote_countries,
              skills_required || skills_nice AS skills
       FROM jobs WHERE status = 'open' ORDER BY posted_date DESC, id DESC`,
    );
    const has = (value: string, text: string | undefined) => text === undefined || value.toLowerCase().includes(text.toLowerCase());
    const matches = (job: OpenJob, f: JobFilters) =>
      (f.q === undefined || has(job.title, f.q) || has(job.category, f.q)) &&
      has(job.department, f.department) &&
      has(job.location, f.location) &&
      (f.category === undefined || job.category === f.category) &&
      (f.type === undefined || job.job_type === f.type) &&
      (f.minPay === undefined ||
        (job.pay_max !== null &&
          job.pay_currency !== null &&
          job.pay_unit !== null &&
          payReaches(Number(job.pay_max), job.pay_currency, job.pay_unit, f.minPay, rates))) &&
      (f.workFrom === undefined || (job.is_remote && job.remote_countries.includes(f.workFrom))) &&
      (f.skills ?? []).every((skill) => job.skills.includes(skill));
    const jobsRepo = createJobsRepository(database.db);
    for (const [name, filters] of TERMS_SHAPES) {
      const all = rows.filter((job) => matches(job, filters)).map((job) => job.id);
      const lastPage = Math.max(1, Math.ceil(all.length / 5));
      for (const page of [1, 2, Math.ceil(lastPage / 2) + 1, lastPage - 1, lastPage]) {
        if (page < 1) continue;
        const { items, total } = await jobsRepo.listOpen(filters, page, 5, rates);
        expect(total, name).toBe(all.length);
        expect(
          items.map((j) => j.id),
          `${name}, page ${page}`,
        ).toEqual(all.slice((page - 1) * 5, page * 5));
      }
    }
  });
});

describe('open_job_countries follows every write to jobs (docs/decisions/044, "Speed")', () => {
  // Last in this file: it changes the seeded jobs.
  it('holds exactly one entry per open remote job and distinct country after updates, closes and deletes', async () => {
    await client.query(`UPDATE jobs SET remote_countries = '{PH,PH,BR}', title = title || ' II' WHERE id % 7 = 0`);
    await client.query(`UPDATE jobs SET status = 'closed' WHERE id % 11 = 0`);
    await client.query(`UPDATE jobs SET is_remote = NOT is_remote WHERE id % 13 = 0`);
    await client.query(`DELETE FROM jobs WHERE id % 17 = 0`);
    const derived = `SELECT DISTINCT c, posted_date, id, title, category, department, location, job_type, pay_currency, pay_unit, pay_max,
        skills_required || skills_nice FROM jobs, unnest(remote_countries) AS c WHERE status = 'open' AND is_remote`;
    const kept = `SELECT country, posted_date, job_id, title, category, department, location, job_type, pay_currency, pay_unit, pay_max, skills
        FROM open_job_countries`;
    const { rows } = await client.query<{ missing: number; extra: number; total: number }>(
      `SELECT (SELECT count(*) FROM (${derived} EXCEPT ${kept}) AS m)::int AS missing,
              (SELECT count(*) FROM (${kept} EXCEPT ${derived}) AS e)::int AS extra,
              (SELECT count(*) FROM open_job_countries)::int AS total`,
    );
    expect(rows[0]).toEqual({ missing: 0, extra: 0, total: expect.any(Number) });
    expect(rows[0]?.total).toBeGreaterThan(0);
    await client.query('TRUNCATE jobs CASCADE');
    const { rows: after } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM open_job_countries');
    expect(after[0]?.n).toBe(0);
  }, 120_000);
});
