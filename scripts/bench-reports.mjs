// `npm run bench:reports`: how fast the recruiting reports answer (REC-37..REC-39, docs/decisions/053) at 1,000,000
// applications with their step histories over two years (200 jobs, 20 sources, 8 candidates' countries), on
// PostgreSQL. A benchmark, not a test: it prints p50/p95 per report, range and filter, flags every p95 over 200 ms,
// and asserts nothing but that the rollups match the rows they summarise.
//
// 1. A database: a throw-away one on the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL (dropped at the
//    end), else the embedded managed PostgreSQL in a temporary DATA_DIR (backups off), as bench:recruiter does.
//    Migrated, the team made, then seeded with INSERT … SELECT generate_series: 200 jobs, 100,000 candidates,
//    --applications (1,000,000) applications spread over the last 730 days, each with its events (Applied, then one
//    step at a time, ending Hired, Not selected or Withdrawn, or still in progress when its next move would be in
//    the future), and offers (accepted for the hires, declined for some). The events go in as one statement with the
//    rollups' trigger off, then the rollups are filled by migrations 0034's and 0036's own fill statements (the trigger's
//    definitions as INSERT … SELECT: a trigger run over 3,000,000 events in batches took over 5 minutes per
//    100,000 applications on the shared machine). The API tests show the trigger keeps the same rows. Checked (the
//    rollups' counts equal the events', in every combination and grain) and VACUUM ANALYZEd.
// 2. Before: the straightforward queries over application_events joined to applications (no rollups), run on the
//    database directly, --baseline-requests times each (they are slow).
// 3. After: the real server (tsx) on a free port; a recruiter signs in; each report through the API, --requests times
//    sequentially after two warm-ups, for the last quarter (91 days) and the last year (365 days), without filters,
//    by source, by category and candidate's country, and by job. Writes bench-results/reports.json.
//
// Options: --applications=1000000 --candidates=100000 --requests=30 --baseline-requests=2 --baseline-filters=all --seed-only
// --data-dir=PATH keeps the embedded database in PATH (mode 0711 as the temporary one; its parents need x for the
// 'postgres' user) instead of a temporary directory: the first run seeds it, later runs migrate it (as production
// upgrades: a new migration fills its rollups from what is there; the time is printed) and measure, so two versions
// of the code are compared on the same rows without a second 20-minute seed. --baseline-requests=0 skips the "before"
// queries.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  ROOT,
  benchArgs,
  importFromApp,
  loadAverage,
  measure,
  percentile,
  startServer,
  throwAwayDatabase,
  writeResults,
} from './lib/bench.mjs';
import { TEAM, signIn } from './lib/recruiter-bench.mjs';

const args = benchArgs();
const APPLICATIONS = Number(args.get('applications') ?? 1_000_000);
const CANDIDATES = Number(args.get('candidates') ?? 100_000);
const JOBS = 200;
const REQUESTS = Number(args.get('requests') ?? 30);
const BASELINE_REQUESTS = Number(args.get('baseline-requests') ?? 2);
/** The issue's goal per report, sequential. */
const GOAL_MS = 200;

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** A value of `values` chosen by `expr` (0..99) against cumulative `weights` (percent, summing to 100). */
function weighted(values, weights, expr) {
  let cumulative = 0;
  const cases = values.map((v, i) => {
    cumulative += weights[i];
    return i === values.length - 1 ? `ELSE '${v}'` : `WHEN (${expr}) < ${cumulative} THEN '${v}'`;
  });
  return `CASE ${cases.join(' ')} END`;
}
// 20 sources, skewed as first touches are (LinkedIn and direct first, a long tail).
const SOURCES = [
  'linkedin',
  'direct',
  'google.com',
  'naukri',
  'indeed',
  'job-alert',
  'referral',
  'upwork',
  'jobstreet.com',
  'glassdoor',
  'bing.com',
  'twitter',
  'facebook',
  'github.com',
  'stackoverflow.com',
  'reddit.com',
  'monster',
  'freelancer.com',
  'duckduckgo.com',
  'newsletter',
];
const SOURCE_WEIGHTS = [24, 18, 12, 8, 6, 5, 4, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1];
// 8 candidates' countries (mobile regions), with their dialling codes.
const COUNTRIES = ['IN', 'PH', 'VN', 'ID', 'MY', 'LK', 'TH', 'BD'];
const COUNTRY_WEIGHTS = [55, 12, 8, 7, 6, 5, 4, 3];
const CODES = { IN: '+91', PH: '+63', VN: '+84', ID: '+62', MY: '+60', LK: '+94', TH: '+66', BD: '+880' };
const DEPARTMENTS = ['Cloud Engineering', 'Security Operations', 'Platform', 'Workplace', 'Data', 'Networks'];
const CATEGORIES = ['Microsoft Cloud', 'Security', 'Devops', 'Infrastructure experts'];

/** The `INSERT INTO` statements of a migration that come after the statement matching `after`. */
function migrationInserts(file, after) {
  const migration = readFileSync(path.join(ROOT, 'apps/api/src/platform/db/migrations', file), 'utf8');
  const statements = migration.split('--> statement-breakpoint').map((s) => s.trim());
  const from = statements.findIndex((s) => after.test(s));
  return statements.slice(from + 1).filter((s) => /^(--.*\n)*INSERT INTO/.test(s));
}

/**
 * The rollups filled from the events by the migrations' own statements: migration 0034's fill statements build the
 * day-grain rows (into temporary tables of 0034's shape, which 0036 replaced), then migration 0036's build every
 * combination and the month grain from them, as a database upgraded through both would hold.
 */
function rollupFill() {
  const dayGrain = migrationInserts('0034_reports_rollups.sql', /CREATE TRIGGER "application_events_report_rollups_truncate"/);
  const cubes = migrationInserts('0036_report_cubes.sql', /^CREATE TABLE "report_steps"/);
  if (dayGrain.length !== 3 || cubes.length !== 2)
    throw new Error(`migrations 0034/0036: expected 3 and 2 fill statements, found ${dayGrain.length} and ${cubes.length}`);
  return [
    `CREATE TEMP TABLE report_step_days (day date, job_id integer, source varchar(100), country varchar(2), status varchar(20), n integer);
CREATE TEMP TABLE report_duration_days (day date, job_id integer, source varchar(100), country varchar(2), measure varchar(20), days integer, n integer);
SET work_mem = '64MB'`,
    ...dayGrain,
    ...cubes,
    'DROP TABLE report_step_days, report_duration_days; RESET work_mem',
  ].join(';\n');
}

function seedStatements() {
  const codeOf = `CASE country ${Object.entries(CODES)
    .map(([c, code]) => `WHEN '${c}' THEN '${code}'`)
    .join(' ')} END`;
  return [
    [
      'jobs',
      `
INSERT INTO jobs (title, is_remote, job_type, department, description, category, location, status, posted_date, created_at, updated_at)
SELECT 'Report bench job ' || g, true, 'Freelance', (${sqlArray(DEPARTMENTS)})[1 + g % ${DEPARTMENTS.length}], '<p>Report bench job ' || g || '</p>',
  (${sqlArray(CATEGORIES)})[1 + g % ${CATEGORIES.length}], 'Remote', CASE WHEN g % 10 = 0 THEN 'closed' ELSE 'open' END,
  (now() - interval '740 days')::date, now() - interval '740 days', now()
FROM generate_series(0, ${JOBS - 1}) AS g ORDER BY g;
CREATE TABLE bench_jobs AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS g, id FROM jobs WHERE description LIKE '<p>Report bench job %';
CREATE UNIQUE INDEX ON bench_jobs (g);`,
    ],
    [
      'candidates',
      `
INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified_at, created_at, updated_at)
SELECT 'rb' || g || '@example.test', 'not-a-password-hash', 'Bench', 'No ' || g, 'candidate', now(), now() - interval '740 days', now()
FROM generate_series(0, ${CANDIDATES - 1}) AS g ORDER BY g;
CREATE TABLE bench_candidates AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS g, id FROM users WHERE email LIKE 'rb%@example.test';
CREATE UNIQUE INDEX ON bench_candidates (g);`,
    ],
    [
      'application plans',
      // k: the last step reached (0 Applied … 4 Hired); ending: how an application short of Hired ends; gap: days
      // between moves (plus n % 7 hours). Candidate g gets applications n ≡ g (mod candidates), each to another job.
      `
CREATE TABLE bench_apps AS
SELECT n, 1000000 + n AS app_id, c.id AS user_id, j.id AS job_id, x.created_at, x.source, x.country, x.k, x.ending, x.gap
FROM (
  SELECT n, n % ${CANDIDATES} AS cg, ((n % ${CANDIDATES}) * 13 + n / ${CANDIDATES}) % ${JOBS} AS jg,
    now() - interval '730 days' + ((n::bigint * 7919) % (730 * 1440)) * interval '1 minute' AS created_at,
    ${weighted(SOURCES, SOURCE_WEIGHTS, 'abs(hashint4(n + 1)) % 100')} AS source,
    ${weighted(COUNTRIES, COUNTRY_WEIGHTS, 'abs(hashint4(n + 2)) % 100')} AS country,
    CASE WHEN abs(hashint4(n + 3)) % 100 < 35 THEN 0 WHEN abs(hashint4(n + 3)) % 100 < 62 THEN 1
      WHEN abs(hashint4(n + 3)) % 100 < 82 THEN 2 WHEN abs(hashint4(n + 3)) % 100 < 92 THEN 3 ELSE 4 END AS k,
    -- One in 25 short of Hired never moves again (REC-39's stuck applications); the others end.
    CASE WHEN abs(hashint4(n + 4)) % 100 < 4 THEN NULL WHEN abs(hashint4(n + 4)) % 100 < 80 THEN 'not_selected' ELSE 'withdrawn' END AS ending,
    1 + abs(hashint4(n + 5)) % 12 AS gap
  FROM generate_series(0, ${APPLICATIONS - 1}) AS n
) AS x JOIN bench_candidates c ON c.g = x.cg JOIN bench_jobs j ON j.g = x.jg;
CREATE TABLE bench_events AS
SELECT s.n, i, CASE WHEN i <= s.k THEN (ARRAY['applied','under_review','interview','offer','hired'])[i + 1] ELSE s.ending END AS status,
  s.created_at + i * s.gap * interval '1 day' + i * (s.n % 7) * interval '1 hour' AS at
FROM bench_apps s CROSS JOIN LATERAL generate_series(0, s.k + CASE WHEN s.k < 4 AND s.ending IS NOT NULL THEN 1 ELSE 0 END) AS i
WHERE s.created_at + i * s.gap * interval '1 day' + i * (s.n % 7) * interval '1 hour' <= now();
CREATE INDEX ON bench_events (n, i);
CREATE TABLE bench_last AS SELECT DISTINCT ON (n) n, status, at FROM bench_events ORDER BY n, i DESC;
CREATE UNIQUE INDEX ON bench_last (n);`,
    ],
    [
      'applications',
      // The workspace's trigram index on names (docs/decisions/032) is dropped first: no report reads it, and
      // keeping it up over 1,000,000 inserts doubles the seed on two cores.
      `
DROP INDEX applications_name_trgm_idx;
INSERT INTO applications (id, user_id, job_id, status, mode, details, created_at, updated_at, step_changed_at, last_activity_at, source)
OVERRIDING SYSTEM VALUE
SELECT s.app_id, s.user_id, s.job_id, l.status, 'linkedin',
  jsonb_build_object('first_name', 'Bench', 'last_name', 'No ' || s.n, 'email', 'rb' || s.n || '@example.test',
    'mobiles', jsonb_build_array(jsonb_build_object('code', ${codeOf.replace(/country/, 's.country')}, 'number', lpad((9000000000 + s.n)::text, 10, '0'),
      'region', s.country))),
  s.created_at, l.at, l.at, l.at, s.source
FROM bench_apps s JOIN bench_last l ON l.n = s.n ORDER BY s.n;`,
    ],
    [
      'events (one per move; the rollups’ trigger off for this one statement)',
      `
ALTER TABLE application_events DISABLE TRIGGER application_events_report_rollups;
INSERT INTO application_events (application_id, status, actor_id, created_at)
SELECT 1000000 + e.n, e.status, NULL, e.at FROM bench_events e ORDER BY e.n, e.i;
ALTER TABLE application_events ENABLE TRIGGER application_events_report_rollups;`,
    ],
    ['rollups, by migrations 0034’s and 0036’s own fill statements', rollupFill()],
    [
      'offers (accepted for the hires, declined for one in two ending after Offer)',
      `
INSERT INTO application_offers (application_id, version, status, role, engagement, rate_amount, rate_currency, rate_unit, start_date,
  hours_per_week, workplace, expires_at, expires_time_zone, created_at, updated_at, sent_at, accepted_at, declined_at)
SELECT 1000000 + o.n, 1, CASE WHEN l.status = 'hired' THEN 'accepted' ELSE 'declined' END, 'Bench role', 'freelance', 600000, 'EUR', 'day',
  (l.at + interval '14 days')::date, 40, 'remote', o.at + interval '10 days', 'UTC', o.at, l.at, o.at,
  CASE WHEN l.status = 'hired' THEN l.at END, CASE WHEN l.status <> 'hired' THEN l.at END
FROM bench_events o JOIN bench_last l ON l.n = o.n
WHERE o.status = 'offer' AND (l.status = 'hired' OR (l.status IN ('not_selected', 'withdrawn') AND o.n % 2 = 0));`,
    ],
    ['drop the plans', 'DROP TABLE bench_events, bench_last, bench_apps, bench_candidates'],
  ];
}

/**
 * The rollups must hold exactly the events they summarise, or the figures measure nothing real: the finest day rows
 * equal the events grouped the same way, and every combination at both grains counts every event, every stay and
 * every offer answered once.
 */
async function checkRollups(client) {
  const { rows } = await client.query(`SELECT
    (SELECT count(*) FROM application_events)::bigint AS events,
    (SELECT count(*) FROM (
      SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id, a.source, coalesce(a.country_region, '') AS country, e.status, count(*) AS n
      FROM application_events e JOIN applications a ON a.id = e.application_id GROUP BY 1, 2, 3, 4, 5
    ) x FULL JOIN (SELECT * FROM report_steps WHERE grain = 'day' AND dims = 7) r USING (day, job_id, source, country, status)
    WHERE x.n IS DISTINCT FROM r.n)::int AS step_drift,
    (SELECT count(*) FROM application_events WHERE status <> 'applied')::bigint AS moves,
    (SELECT json_agg(json_build_object('grain', grain, 'dims', dims, 'n', n)) FROM (
      SELECT grain, dims, sum(n) AS n FROM report_steps GROUP BY 1, 2) s) AS step_sums,
    (SELECT json_agg(json_build_object('grain', grain, 'dims', dims, 'n', n)) FROM (
      SELECT grain, dims, sum(n) AS n FROM report_durations WHERE measure IN ('applied', 'under_review', 'interview', 'offer') GROUP BY 1, 2) s) AS stay_sums,
    (SELECT count(accepted_at) + count(declined_at) FROM application_offers)::bigint AS answers,
    (SELECT json_agg(json_build_object('grain', grain, 'dims', dims, 'n', n)) FROM (
      SELECT grain, dims, sum(n) AS n FROM report_offers GROUP BY 1, 2) s) AS answer_sums,
    (SELECT count(*) FROM report_steps)::int AS step_rows,
    (SELECT count(*) FROM report_durations)::int AS duration_rows,
    pg_total_relation_size('report_steps')::bigint AS step_bytes,
    pg_total_relation_size('report_durations')::bigint AS duration_bytes,
    (SELECT count(*) FROM application_offers)::int AS offers`);
  const r = rows[0];
  const events = Number(r.events);
  const moves = Number(r.moves);
  const complete = (sums, total) => sums?.length === 16 && sums.every((s) => Number(s.n) === total);
  if (r.step_drift !== 0 || !complete(r.step_sums, events) || !complete(r.stay_sums, moves) || !complete(r.answer_sums, Number(r.answers)))
    throw new Error(`the rollups drifted from the events: ${JSON.stringify(r)}`);
  const { step_sums: _s, stay_sums: _d, answer_sums: _a, ...facts } = r;
  return Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, Number(v)]));
}

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The straightforward queries over application_events, without rollups: the "before". */
function baselineQueries(range, filters) {
  const where = [`e.created_at >= '${range.from}T00:00:00Z'`, `e.created_at < ('${range.to}'::date + 1)::timestamptz`];
  if (filters.source) where.push(`a.source = '${filters.source}'`);
  if (filters.country) where.push(`a.country_region = '${filters.country}'`);
  if (filters.jobId) where.push(`a.job_id = ${filters.jobId}`);
  if (filters.category) where.push(`a.job_id IN (SELECT id FROM jobs WHERE category = '${filters.category}')`);
  const w = where.join(' AND ');
  return {
    funnel: `SELECT e.status, count(*) FROM application_events e JOIN applications a ON a.id = e.application_id WHERE ${w} GROUP BY e.status`,
    time: `SELECT x.measure, percentile_disc(0.5) WITHIN GROUP (ORDER BY x.days), percentile_disc(0.9) WITHIN GROUP (ORDER BY x.days), count(*)
      FROM (
        SELECT e.prev_status AS measure, floor(extract(epoch FROM e.created_at - e.prev_at) / 86400) AS days
        FROM (SELECT application_id, created_at, lag(status) OVER w AS prev_status, lag(created_at) OVER w AS prev_at
              FROM application_events WINDOW w AS (PARTITION BY application_id ORDER BY created_at, id)) e
        JOIN applications a ON a.id = e.application_id WHERE ${w} AND e.prev_status IN ('applied', 'under_review', 'interview', 'offer')
      ) x GROUP BY x.measure`,
    sources: `SELECT a.source, count(*) FILTER (WHERE e.status = 'applied'), count(*) FILTER (WHERE e.status = 'interview'),
      count(*) FILTER (WHERE e.status = 'hired')
      FROM application_events e JOIN applications a ON a.id = e.application_id WHERE ${w} AND e.status IN ('applied', 'interview', 'hired')
      GROUP BY a.source`,
  };
}

async function timeQuery(client, text, requests) {
  const times = [];
  for (let i = 0; i < requests; i++) {
    const start = process.hrtime.bigint();
    await client.query(text);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (v) => `${v.toFixed(1).padStart(8)} ms`;

async function main() {
  console.log(
    `bench:reports: ${APPLICATIONS.toLocaleString('en')} applications over 730 days, ${JOBS} jobs, ${SOURCES.length} sources, ` +
      `${CANDIDATES.toLocaleString('en')} candidates; ${os.cpus().length} CPUs, load ${loadAverage()}`,
  );
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const kept = args.get('data-dir');
  if (kept && serverUrl) throw new Error('--data-dir keeps the embedded database: unset TEST_DATABASE_URL and DATABASE_URL');
  const root = kept ? path.resolve(kept) : mkdtempSync(path.join(os.tmpdir(), 'careers-bench-reports-'));
  mkdirSync(root, { recursive: true });
  // Only the owner lists it; the 'postgres' user (as root, the embedded server runs as postgres) passes through.
  chmodSync(root, 0o711);
  /** Written once the kept database is seeded and checked: what a later run needs to skip the seed. */
  const seededFile = path.join(root, 'seeded.json');
  const reuse = kept && existsSync(seededFile) ? JSON.parse(readFileSync(seededFile, 'utf8')) : undefined;
  if (reuse && reuse.applications !== APPLICATIONS)
    throw new Error(`${root} holds ${reuse.applications} applications, not ${APPLICATIONS}: use another --data-dir`);
  const dataDir = path.join(root, 'data');
  const throwAway = serverUrl ? await throwAwayDatabase(serverUrl, 'bench_reports') : undefined;
  const serverEnv = throwAway
    ? { DATABASE_URL: throwAway.url, DATA_DIR: dataDir, BACKUPS: 'off' }
    : { DATABASE_ENGINE: 'postgres', BACKUPS: 'off', DATA_DIR: dataDir };
  const results = { applications: APPLICATIONS, seed: [], baseline: [], after: [] };
  let server;
  let database;
  try {
    const [{ openConfiguredDatabase, commandLog }, { createRecruiter }, { systemClock }] = await importFromApp(
      'apps/api/src/platform/db/engine.ts',
      'apps/api/src/domains/accounts/recruiters.ts',
      'apps/api/src/platform/lib/clock.ts',
    );
    database = await openConfiguredDatabase(
      { databaseUrl: throwAway?.url, databaseEngine: 'postgres', dataDir },
      { role: 'command', log: commandLog },
    );
    const migrating = Date.now();
    await database.migrate();
    results.migrateMs = Date.now() - migrating;
    console.log(`Migrated in ${(results.migrateMs / 1000).toFixed(1)} s`);
    const member = TEAM[1];
    const { link } = await createRecruiter({ db: database.db, clock: systemClock, siteUrl: 'http://careers.bench' }, member);
    const client = new pg.Client({ connectionString: throwAway?.url ?? database.url });
    await client.connect();
    let facts;
    try {
      console.log(
        `Database: ${throwAway ? `PostgreSQL ${throwAway.host}, throw-away ${throwAway.name}` : `embedded managed PostgreSQL in ${dataDir}`}`,
      );
      const started = Date.now();
      for (const [label, text] of reuse ? [] : seedStatements()) {
        const t = Date.now();
        await client.query(text);
        results.seed.push({ label, ms: Date.now() - t });
        console.log(`  seeded ${label} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
      let t = Date.now();
      await client.query('VACUUM ANALYZE');
      console.log(`  VACUUM ANALYZE in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      results.seedMs = reuse ? reuse.seedMs : Date.now() - started;
      console.log(
        reuse
          ? `Reused the database seeded on ${reuse.seededAt} in ${(reuse.seedMs / 60000).toFixed(1)} min (migrated now)`
          : `Seeded in ${(results.seedMs / 60000).toFixed(1)} min`,
      );
      t = Date.now();
      results.rollups = await checkRollups(client);
      console.log(`Rollups checked against the events in ${((Date.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(results.rollups)}`);
      facts = (await client.query(`SELECT id FROM jobs WHERE title = 'Report bench job 7'`)).rows[0];
      if (kept && !reuse)
        writeFileSync(
          seededFile,
          JSON.stringify({ applications: APPLICATIONS, seedMs: results.seedMs, seededAt: new Date().toISOString() }),
          {
            mode: 0o600,
          },
        );
      if (args.get('seed-only') === 'true') return;

      const ranges = { quarter: { from: daysBefore(90), to: today() }, year: { from: daysBefore(364), to: today() } };
      const filterSets = {
        'no filter': {},
        'source=naukri': { source: 'naukri' },
        'category=Security, country=PH': { category: 'Security', country: 'PH' },
        'one job': { jobId: facts.id },
      };
      console.log(
        `\nBefore: the straightforward queries over application_events (no rollups), ${BASELINE_REQUESTS} runs each, on the database`,
      );
      for (const [rangeName, range] of Object.entries(BASELINE_REQUESTS > 0 ? ranges : {})) {
        for (const [filterName, filters] of Object.entries(filterSets)) {
          if (filterName !== 'no filter' && filterName !== 'source=naukri' && args.get('baseline-filters') !== 'all') continue;
          for (const [report, text] of Object.entries(baselineQueries(range, filters))) {
            const m = await timeQuery(client, text, BASELINE_REQUESTS);
            results.baseline.push({ report, range: rangeName, filters: filterName, ...m });
            console.log(`  ${report.padEnd(8)} ${rangeName.padEnd(8)} ${filterName.padEnd(30)} p50 ${ms(m.p50)}   p95 ${ms(m.p95)}`);
          }
        }
      }
    } finally {
      await client.end();
      await database.close();
      database = undefined;
    }

    server = await startServer(serverEnv);
    const { token } = await signIn(server.url, { ...member, link });
    const headers = { authorization: `Bearer ${token}` };
    const ranges = { quarter: { from: daysBefore(90), to: today() }, year: { from: daysBefore(364), to: today() } };
    const filterSets = {
      'no filter': {},
      'source=naukri': { source: 'naukri' },
      'category=Security, country=PH': { category: 'Security', country: 'PH' },
      'one job': { jobId: facts.id },
    };
    console.log(
      `\nAfter: through the API (rollups of migrations 0034, 0036 and 0037), ${REQUESTS} sequential requests each after 2 warm-ups; load ${loadAverage()}`,
    );
    let over = 0;
    for (const [rangeName, range] of Object.entries(ranges)) {
      for (const [filterName, filters] of Object.entries(filterSets)) {
        for (const report of ['funnel', 'time', 'sources', 'jobs']) {
          const query = new URLSearchParams(Object.entries({ ...range, ...filters }).map(([k, v]) => [k, String(v)])).toString();
          const m = await measure(`${server.url}/api/recruiter/reports/${report}?${query}`, { requests: REQUESTS, headers });
          const flag = m.p95 > GOAL_MS ? `   over ${GOAL_MS} ms` : '';
          if (flag) over += 1;
          const sample =
            report === 'funnel'
              ? `applied ${m.body.steps[0].reached}, hired ${m.body.steps[4].reached}`
              : report === 'time'
                ? `hire median ${m.body.hire.medianDays} d, p90 ${m.body.hire.p90Days} d`
                : report === 'sources'
                  ? `${m.body.sources.length} sources`
                  : `stuck ${m.body.stuck}, accepted ${m.body.offersAccepted}`;
          results.after.push({ report, range: rangeName, filters: filterName, p50: m.p50, p95: m.p95, sample });
          console.log(
            `  ${report.padEnd(8)} ${rangeName.padEnd(8)} ${filterName.padEnd(30)} p50 ${ms(m.p50)}   p95 ${ms(m.p95)}   ${sample}${flag}`,
          );
        }
      }
    }
    console.log(over ? `\n${over} shape(s) over the ${GOAL_MS} ms goal.` : `\nEvery report's p95 is within ${GOAL_MS} ms.`);
    results.load = loadAverage();
    writeResults('reports', results);
  } finally {
    await server?.stop();
    await database?.close();
    await throwAway?.drop();
    if (!kept) rmSync(root, { recursive: true, force: true });
  }
}

await main();
