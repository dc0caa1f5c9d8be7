// What the recruiter workspace's two benchmarks share (bench-recruiter.mjs, bench-recruiter-web.mjs): the sizes,
// a PostgreSQL database seeded with INSERT … SELECT generate_series (docs/decisions/032's read model kept by its own
// triggers), the team's accounts and their sign-in, and the route contract's operations looked up by name.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importFromApp, throwAwayDatabase } from './bench.mjs';

/** The seed's sizes from the options (`--jobs=200 --candidates=100000 --big=5000 --spread=50000 --audit=200000`). */
export function seedSizes(args) {
  const int = (name, fallback) => {
    const value = Number(args.get(name) ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
    return value;
  };
  const sizes = {
    jobs: int('jobs', 200),
    candidates: int('candidates', 100_000),
    big: int('big', 5_000),
    spread: int('spread', 50_000),
    audit: int('audit', 200_000),
  };
  if (sizes.jobs < 2) throw new Error('--jobs must be at least 2 (the big job and the others)');
  if (sizes.big > sizes.candidates) throw new Error('--big cannot exceed --candidates (one application per candidate and job)');
  return sizes;
}

export const TEAM = [
  { email: 'bench-anna@example.test', name: 'Anna Schmidt', admin: true },
  { email: 'bench-ravi@example.test', name: 'Ravi Kumar' },
  { email: 'bench-lena@example.test', name: 'Lena Weber' },
  { email: 'bench-arjun@example.test', name: 'Arjun Mehta' },
  { email: 'bench-sofia@example.test', name: 'Sofia Rossi' },
  { email: 'bench-tom@example.test', name: 'Tom Becker' },
];
export const TEAM_PASSWORD = 'bench team password 42';

/** 60 first names (India, Europe and beyond), one per `g % 60`. */
const FIRST_NAMES = (
  'Priya Rahul Ananya Vikram Sneha Arjun Kavya Rohan Isha Aditya Meera Karan Divya Nikhil Pooja Sanjay Neha Amit Shreya Varun Anjali Manish Ritu Deepak Swati Suresh Lakshmi Gaurav Nandini Harish ' +
  'Lena Jonas Mia Lukas Hannah Felix Emma Paul Clara Max Sofia Luca Giulia Marco Chloe Hugo Olivia Liam Sara Noah Fatima Omar Aisha Yusuf Mei Kenji Yuna Daniel Ines Mateo'
).split(' ');
const TITLES = [
  'Azure Cloud Architect',
  'Microsoft 365 Consultant',
  'Intune Endpoint Engineer',
  'Security Analyst (SOC)',
  'Kubernetes Platform Engineer',
  'Terraform Automation Engineer',
  'Exchange Online Migration Specialist',
  'Entra ID Identity Engineer',
  'Sentinel SIEM Engineer',
  'Power Platform Developer',
  'Site Reliability Engineer',
  'Data Platform Engineer',
];
const COMPANIES = ['Contoso', 'Fabrikam', 'Northwind Traders', 'Adatum', 'Tailspin Toys', 'Woodgrove Bank', 'Litware', 'Proseware'];
const DIALLING_CODES = ['+91', '+91', '+91', '+49', '+44', '+1', '+971', '+65'];
const DEPARTMENTS = ['Cloud Engineering', 'Modern Workplace', 'Security & Compliance', 'Infrastructure Services', 'Data & AI', 'DevOps'];
const CATEGORIES = ['Microsoft Cloud', 'Security', 'Devops', 'Infrastructure experts'];
const JOB_TYPES = ['Freelance', 'Part-time', 'Full-time'];
const LOCATIONS = ['Remote (India)', 'Bengaluru', 'Pune', 'Hyderabad', 'Berlin', 'Munich', 'Remote (EU)', 'London'];

const sqlArray = (values) => `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;
const pick = (values, expr) => `(${sqlArray(values)})[1 + (${expr}) % ${values.length}]`;

/**
 * The seed, one labelled statement at a time (each timed by `seedDatabase`), after migration 0015 and with the team's
 * accounts made (`memberIds`, the admin first). Plan §5: 200 jobs (10 % closed, 6 departments, 4 categories, 8 locations,
 * created round-robin by the team, each watched by its creator, and every member watching 20 jobs including the big one);
 * 100,000 candidates (60 first names, `No <n>` last names, titles, companies, dialling codes; 40 % discoverable); `big`
 * applications on the first job (Applied 40 %, Under review 25 %, Interview 12 %, Offer 5 %, Hired 3 %, Not selected 12 %,
 * Withdrawn 3 %, submitted over 120 days) plus `spread` over the others; one event per step reached; ratings by 1–3
 * members on 60 % of the big job's applications (the trigger of migration 0015 sums them); a note on 20 % of all
 * applications; an interview for every application at Interview (now ± 20 days); a CV for 80 % and a photo for 50 %;
 * `audit` access-log rows over 180 days (30 % list views, 40 % profile views, 20 % CVs, 10 % exports). Times come from
 * the database's `now()`: the server runs on the same machine's clock.
 */
export function seedStatements(sizes, memberIds, fitVersion) {
  const members = sqlArray(memberIds);
  const member = (expr) => `(${members})[1 + (${expr}) % ${memberIds.length}]`;
  const { jobs, candidates, big, spread, audit } = sizes;
  const total = big + spread;
  return [
    [
      'jobs and watchers',
      `
CREATE TEMP TABLE bench_jobs AS SELECT g, 0 AS id FROM generate_series(1, ${jobs}) AS g;
INSERT INTO jobs (title, is_remote, job_type, department, description, category, location, status, posted_date, closing_date,
  created_at, updated_at, created_by)
SELECT CASE WHEN g = 1 THEN 'Azure Cloud Architect (big job)' ELSE ${pick(TITLES, 'g')} || ' #' || g END,
  g % 3 <> 0, ${pick(JOB_TYPES, 'g')}, CASE WHEN g = 1 THEN 'Cloud Engineering' ELSE ${pick(DEPARTMENTS, 'g')} END,
  '<p>Bench job ' || g || '</p>', ${pick(CATEGORIES, 'g')}, ${pick(LOCATIONS, 'g')},
  CASE WHEN g % 10 = 0 THEN 'closed' ELSE 'open' END, (now() - (g % 150) * interval '1 day')::date, NULL,
  now() - (g % 150) * interval '1 day', now() - (g % 30) * interval '1 day', ${member('g')}
FROM generate_series(1, ${jobs}) AS g ORDER BY g;
UPDATE bench_jobs b SET id = j.id FROM jobs j WHERE j.description = '<p>Bench job ' || b.g || '</p>';
CREATE UNIQUE INDEX ON bench_jobs (g);
INSERT INTO job_watchers (job_id, user_id, created_at)
SELECT j.id, j.created_by, j.created_at FROM jobs j JOIN bench_jobs b ON b.id = j.id
UNION
SELECT b.id, m.id, now() - interval '10 days'
FROM bench_jobs b CROSS JOIN unnest(${members}) WITH ORDINALITY AS m(id, k)
WHERE b.g = 1 OR (b.g + m.k) % ${Math.max(1, Math.floor(jobs / 20))} = 0
ON CONFLICT DO NOTHING;`,
    ],
    [
      'candidates',
      `
INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified_at, primary_mobile_code, primary_mobile_no,
  primary_mobile_verified_at, job_title, company, key_achievements, created_at, updated_at)
SELECT 'bench' || g || '@example.test', 'not-a-password-hash', ${pick(FIRST_NAMES, 'g')}, 'No ' || g, 'candidate', now(),
  ${pick(DIALLING_CODES, 'g / 7')}, lpad((9000000000 + g)::text, 10, '0'), CASE WHEN g % 2 = 0 THEN now() ELSE NULL END,
  ${pick(TITLES, 'g / 3')}, ${pick(COMPANIES, 'g / 5')}, 'Moved 40 workloads to Azure landing zones.',
  now() - (g % 400) * interval '1 day', now() - (g % 90) * interval '1 day'
FROM generate_series(1, ${candidates}) AS g ORDER BY g;
CREATE TEMP TABLE bench_candidates AS
SELECT substring(email FROM 6 FOR position('@' IN email) - 6)::int AS g, id FROM users WHERE email LIKE 'bench%@example.test' AND role = 'candidate';
CREATE UNIQUE INDEX ON bench_candidates (g);
INSERT INTO talent_documents (user_id, discoverable, consent_changed_at, document, updated_at)
SELECT u.id, true, now() - (c.g % 60) * interval '1 day',
  setweight(to_tsvector('english', u.first_name || ' ' || u.last_name || ' ' || u.job_title), 'A') || setweight(to_tsvector('english', u.company), 'B'),
  now() - (c.g % 60) * interval '1 day'
FROM bench_candidates c JOIN users u ON u.id = c.id WHERE c.g % 5 < 2;`,
    ],
    [
      'applications',
      `
-- n 1..big: the big job (candidates 1..big); n big+1..total: the other jobs, candidates from big+1 on (wrapping).
CREATE TEMP TABLE bench_apps AS
SELECT n, job_id, user_id, status, k, created_at,
  created_at + (now() - created_at) * k / (k + 1) AS step_changed_at, 0 AS app_id
FROM (
  SELECT n, job_id, user_id, status, created_at,
    CASE status WHEN 'applied' THEN 0 WHEN 'under_review' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4
      WHEN 'withdrawn' THEN 1 ELSE 1 + n % 3 END AS k
  FROM (
    SELECT n,
      CASE WHEN n <= ${big} THEN (SELECT id FROM bench_jobs WHERE g = 1)
        ELSE (SELECT id FROM bench_jobs WHERE g = 2 + n % ${jobs - 1}) END AS job_id,
      (SELECT id FROM bench_candidates WHERE g = CASE WHEN n <= ${big} THEN n ELSE 1 + (n - 1) % ${candidates} END) AS user_id,
      CASE WHEN b < 40 THEN 'applied' WHEN b < 65 THEN 'under_review' WHEN b < 77 THEN 'interview' WHEN b < 82 THEN 'offer'
        WHEN b < 85 THEN 'hired' WHEN b < 97 THEN 'not_selected' ELSE 'withdrawn' END AS status,
      now() - ((n * 7919) % (120 * 24 * 60)) * interval '1 minute' - interval '1 hour' AS created_at
    FROM (SELECT n, (n * 37) % 100 AS b FROM generate_series(1, ${total}) AS n) AS x
  ) AS y
) AS z;
DELETE FROM bench_apps a USING bench_apps b WHERE a.user_id = b.user_id AND a.job_id = b.job_id AND a.n > b.n;
INSERT INTO applications (user_id, job_id, status, mode, details, created_at, updated_at, step_changed_at, last_activity_at)
SELECT s.user_id, s.job_id, s.status, CASE WHEN s.n % 4 = 0 THEN 'linkedin' ELSE 'standard' END,
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
    'mobiles', jsonb_build_array(jsonb_build_object('code', u.primary_mobile_code, 'number', u.primary_mobile_no)),
    'linkedin_profile', 'https://www.linkedin.com/in/bench-' || u.id, 'additional_links', '[]'::jsonb,
    'present_address', '12 MG Road, Bengaluru 560001', 'permanent_address', '',
    'experience', jsonb_build_array(
      jsonb_build_object('job_title', u.job_title, 'company', u.company, 'start_date', '01-01-2021', 'end_date', 'Present', 'current', true,
        'key_achievements', u.key_achievements),
      jsonb_build_object('job_title', 'Systems Engineer', 'company', 'Infosys', 'start_date', '01-06-2016', 'end_date', '31-12-2020', 'current', false,
        'key_achievements', 'Ran the Windows server estate of a retail bank.')),
    'education', jsonb_build_array(jsonb_build_object('degree', 'bachelors', 'institution', 'University of Pune', 'start_year', '2012',
      'end_year', '2016', 'specialization', 'Computer Science')),
    'certifications', jsonb_build_array(jsonb_build_object('course', ${pick(['aws', 'azure', 'gcp'], 's.n')}, 'institution', 'Vendor',
      'start_date', '01-01-2022', 'end_date', '01-01-2025', 'specialization', 'Solutions Architect'))),
  s.created_at, s.step_changed_at, s.step_changed_at, s.step_changed_at
FROM bench_apps s JOIN users u ON u.id = s.user_id ORDER BY s.n;
UPDATE bench_apps s SET app_id = a.id FROM applications a WHERE a.user_id = s.user_id AND a.job_id = s.job_id;
CREATE UNIQUE INDEX ON bench_apps (n);
CREATE INDEX ON bench_apps (app_id);`,
    ],
    [
      'events (one per step reached)',
      `
INSERT INTO application_events (application_id, status, actor_id, created_at)
SELECT s.app_id,
  CASE WHEN i = s.k THEN s.status ELSE (ARRAY['applied','under_review','interview','offer','hired'])[i + 1] END,
  CASE WHEN i = 0 THEN NULL WHEN i = s.k AND s.status = 'withdrawn' THEN s.user_id ELSE ${member('s.n + i')} END,
  s.created_at + (now() - s.created_at) * i / (s.k + 1)
FROM bench_apps s CROSS JOIN LATERAL generate_series(0, s.k) AS i
ORDER BY s.n, i;`,
    ],
    [
      'files (CV 80 %, photo 50 %)',
      `
INSERT INTO application_files (id, user_id, application_id, kind, storage_key, original_name, content_type, size, created_at)
SELECT gen_random_uuid(), s.user_id, s.app_id, f.kind, 'applications/bench-' || s.app_id || '-' || f.kind,
  CASE f.kind WHEN 'cv' THEN 'cv.pdf' ELSE 'photo.jpg' END, CASE f.kind WHEN 'cv' THEN 'application/pdf' ELSE 'image/jpeg' END,
  CASE f.kind WHEN 'cv' THEN 180000 ELSE 40000 END, s.created_at
FROM bench_apps s CROSS JOIN (VALUES ('cv'), ('photo')) AS f(kind)
WHERE (f.kind = 'cv' AND s.n % 5 <> 4) OR (f.kind = 'photo' AND s.n % 2 = 0);`,
    ],
    [
      'ratings (60 % of the big job, summed by the trigger)',
      `
INSERT INTO application_ratings (application_id, recruiter_id, rating, updated_at)
SELECT s.app_id, ${member('s.n + r')}, 1 + (s.n * 7 + r * 3) % 5, least(now(), s.step_changed_at + interval '1 hour')
FROM bench_apps s CROSS JOIN LATERAL generate_series(1, 1 + s.n % 3) AS r
WHERE s.n <= ${big} AND s.n % 5 < 3
ON CONFLICT DO NOTHING;`,
    ],
    [
      'notes (20 %) and interviews',
      `
INSERT INTO application_notes (application_id, author_id, text, created_at)
SELECT s.app_id, ${member('s.n')}, 'Strong Azure background; ask about the landing zone project.', least(now(), s.step_changed_at + interval '2 hours')
FROM bench_apps s WHERE s.n % 5 = 0 ORDER BY s.n;
INSERT INTO application_interviews (application_id, uid, starts_at, duration_minutes, meeting_url, time_zone, sequence, organizer_id, created_at, updated_at)
SELECT s.app_id, gen_random_uuid(), date_trunc('hour', now()) + ((s.n % 41) - 20) * interval '1 day' + (s.n % 8) * interval '1 hour', 45,
  'https://meet.example.test/' || s.app_id, 'Asia/Kolkata', 0, ${member('s.n')}, s.step_changed_at, s.step_changed_at
FROM bench_apps s WHERE s.status = 'interview';
UPDATE applications a SET last_activity_at = least(now(), a.step_changed_at + interval '2 hours')
FROM bench_apps s WHERE s.app_id = a.id AND (s.n % 5 = 0 OR (s.n <= ${big} AND s.n % 5 < 3));`,
    ],
    [
      'access log',
      `
INSERT INTO access_audit (at, actor_id, candidate_id, kind, application_id, job_id, file_ref)
SELECT now() - ((g::bigint * 104729) % (180 * 86400)) * interval '1 second', ${member('g / 10')},
  CASE WHEN g % 10 BETWEEN 3 AND 8 THEN s.user_id END,
  CASE WHEN g % 10 < 3 THEN 'applicants_view' WHEN g % 10 < 7 THEN 'profile_view' WHEN g % 10 < 9 THEN 'cv' ELSE 'applicants_export' END,
  CASE WHEN g % 10 BETWEEN 7 AND 8 THEN s.app_id END,
  CASE WHEN g % 10 < 3 OR g % 10 = 9 THEN CASE WHEN (g / 10) % 5 = 0 THEN (SELECT id FROM bench_jobs WHERE g = 1)
    ELSE (SELECT id FROM bench_jobs WHERE bench_jobs.g = 2 + (x.g / 10) % ${jobs - 1}) END END,
  CASE WHEN g % 10 < 3 THEN gen_random_uuid()::text
    WHEN g % 10 BETWEEN 7 AND 8 THEN (SELECT f.id::text FROM application_files f WHERE f.application_id = s.app_id AND f.kind = 'cv' LIMIT 1) END
FROM generate_series(1, ${audit}) AS x(g) JOIN bench_apps s ON s.n = 1 + (x.g * 7919) % ${total}
ORDER BY 1;`,
    ],
    // REC-27 (docs/decisions/046): one application in six flagged "Does not meet" by its screening answers (about
    // 1 in 15 of the big job's applicants then need review: flagged and still in Applied).
    [
      'screening flags (one application in six)',
      `
UPDATE applications a SET does_not_meet = ARRAY['How many years have you worked with Intune: 2 years (expected at least 3 years)']
FROM bench_apps s WHERE s.app_id = a.id AND s.n % 6 = 0;`,
    ],
    // REC-26 (docs/decisions/043): a stored fit for every application, of the branch's rules version (so the table's
    // first page finds nothing stale), with 0–4 of 4 required skills and each other line meeting on a share of them.
    ...(fitVersion
      ? [
          [
            'fits (every application)',
            `
INSERT INTO application_fits (application_id, job_id, rules_version, lines, skills_met, skills_total, nice_met, nice_total,
  skills_status, rate_status, availability_status, overlap_status, overlap_minutes, country_status, country_code, sort_key, computed_at)
SELECT f.app_id, f.job_id, '${fitVersion}',
  '[{"kind":"skills","status":"partly","text":"3 of 4 required skills (missing: Microsoft Intune)"},{"kind":"rate","status":"meets","text":"rate fits the range"},{"kind":"availability","status":"meets","text":"available 2 weeks before the start"},{"kind":"overlap","status":"meets","text":"4.5 h overlap with CET"},{"kind":"country","status":"meets","text":"may work from India"}]'::jsonb,
  f.m, 4, f.n % 2, 1, CASE f.m WHEN 4 THEN 'meets' WHEN 0 THEN 'misses' ELSE 'partly' END,
  f.rate, f.avail, 'meets', 270, f.country, 'IN',
  f.m * 10 + (CASE f.rate WHEN 'meets' THEN 2 ELSE 0 END) + (CASE f.avail WHEN 'meets' THEN 2 WHEN 'partly' THEN 1 ELSE 0 END) + 2
    + (CASE f.country WHEN 'meets' THEN 2 ELSE 0 END),
  s.created_at
FROM (SELECT s.app_id, s.job_id, s.n, (s.n * 13) % 5 AS m,
        CASE WHEN s.n % 3 = 0 THEN 'misses' ELSE 'meets' END AS rate,
        CASE s.n % 4 WHEN 0 THEN 'misses' WHEN 1 THEN 'partly' ELSE 'meets' END AS avail,
        CASE WHEN s.n % 7 = 0 THEN 'misses' ELSE 'meets' END AS country
      FROM bench_apps s) AS f JOIN bench_apps s ON s.app_id = f.app_id;`,
          ],
        ]
      : []),
    // REC-28 (docs/decisions/047): the default interview plan on every job, and 1–2 scorecards on 30 % of every job's
    // applications (all submitted, recommendations spread over the four), so the recommendation filter meets
    // the other jobs' scorecards too. Skipped on a branch without the tables
    // (PL/pgSQL plans a statement only when it runs).
    [
      'interview plans and scorecards (30 % of the applications)',
      `
DO $$ BEGIN
  IF to_regclass('scorecards') IS NOT NULL THEN
    INSERT INTO interview_stages (job_id, position, name, criteria)
    SELECT b.id, p - 1, (ARRAY['Screening call', 'Technical interview', 'Client interview'])[p],
      '[{"kind":"attribute","name":"Communication"},{"kind":"skill","skillId":"intune"}]'::jsonb
    FROM bench_jobs b CROSS JOIN generate_series(1, 3) AS p;
    INSERT INTO scorecards (application_id, stage_id, author_id, scores, recommendation, submitted_at, created_at, updated_at)
    SELECT s.app_id, st.id, ${member('s.n + r')},
      jsonb_build_array(jsonb_build_object('criterion', 'Communication', 'rating', 1 + (s.n + r) % 4, 'notes', ''),
        jsonb_build_object('criterion', 'Microsoft Intune', 'rating', 1 + (s.n * 3 + r) % 4, 'notes', 'Autopilot done twice.')),
      1 + (s.n * 5 + r) % 4, least(now(), s.step_changed_at + interval '3 hours'), s.step_changed_at, s.step_changed_at
    FROM bench_apps s CROSS JOIN LATERAL generate_series(1, 1 + s.n % 2) AS r
      JOIN interview_stages st ON st.job_id = s.job_id AND st.position = s.n % 3
    WHERE s.n % 10 < 3
    ON CONFLICT DO NOTHING;
  END IF;
END $$;`,
    ],
  ];
}

/**
 * A seeded database for one run: on the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL, a throw-away
 * database; without either, the embedded managed PostgreSQL in a temporary DATA_DIR (docs/decisions/020; backups off).
 * Migrates, makes the team (`createRecruiter`: set-password links), seeds, VACUUM ANALYZEs, closes, and answers what
 * the server needs (`serverEnv`), the figures to print, and `cleanup()`.
 */
export async function prepareRecruiterDatabase(sizes, { log = console.log } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const root = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-recruiter-'));
  // As root, the embedded PostgreSQL runs as the postgres user, who must pass through to DATA_DIR.
  chmodSync(root, 0o711);
  const dataDir = path.join(root, 'data');
  const throwAway = serverUrl ? await throwAwayDatabase(serverUrl, 'bench_recruiter') : undefined;
  const cleanup = async () => {
    await throwAway?.drop();
    rmSync(root, { recursive: true, force: true });
  };
  // Without a server URL neither variable is set, so the server too opens the embedded PostgreSQL in DATA_DIR.
  const serverEnv = throwAway
    ? { DATABASE_URL: throwAway.url, DATA_DIR: dataDir, BACKUPS: 'off' }
    : { DATABASE_ENGINE: 'postgres', BACKUPS: 'off', DATA_DIR: dataDir };
  const where = throwAway
    ? `PostgreSQL ${throwAway.host}, throw-away database ${throwAway.name}`
    : `embedded managed PostgreSQL in ${dataDir}`;
  try {
    const [{ openConfiguredDatabase, commandLog }, { createRecruiter }, { systemClock }] = await importFromApp(
      'apps/api/src/platform/db/engine.ts',
      'apps/api/src/domains/accounts/recruiters.ts',
      'apps/api/src/platform/lib/clock.ts',
    );
    const database = await openConfiguredDatabase(
      { databaseUrl: throwAway?.url, databaseEngine: 'postgres', dataDir },
      { role: 'command', log: commandLog },
    );
    try {
      await database.migrate();
      const links = [];
      for (const person of TEAM) {
        const { link } = await createRecruiter({ db: database.db, clock: systemClock, siteUrl: 'http://careers.bench' }, person);
        links.push(link);
      }
      const client = new pg.Client({ connectionString: throwAway?.url ?? database.url });
      await client.connect();
      try {
        const { rows: team } = await client.query('SELECT id, email FROM users WHERE email = ANY($1)', [TEAM.map((p) => p.email)]);
        const memberIds = TEAM.map((p) => team.find((r) => r.email === p.email).id);
        const steps = [];
        const started = Date.now();
        const [shared] = await importFromApp('packages/shared/src/index.ts');
        for (const [label, text] of seedStatements(sizes, memberIds, shared.FIT_RULES_VERSION)) {
          const t = Date.now();
          await client.query(text);
          steps.push({ label, ms: Date.now() - t });
          log(`  seeded ${label} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
        }
        const t = Date.now();
        await client.query('VACUUM ANALYZE');
        steps.push({ label: 'VACUUM ANALYZE', ms: Date.now() - t });
        const seedMs = Date.now() - started;
        const facts = await seedFacts(client, memberIds);
        return {
          where,
          serverEnv,
          cleanup,
          seedMs,
          steps,
          links: TEAM.map((p, i) => ({ ...p, id: memberIds[i], link: links[i] })),
          ...facts,
        };
      } finally {
        await client.end();
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Ids the shapes use, the rows counted (and the read model checked against the rows), sizes on disk. */
async function seedFacts(client, memberIds) {
  const one = async (text, values) => (await client.query(text, values)).rows[0];
  const big = await one(`SELECT id, title FROM jobs WHERE title = 'Azure Cloud Architect (big job)'`);
  const counts = await one(
    `SELECT (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM users WHERE role = 'candidate')::int AS candidates,
    (SELECT count(*) FROM applications)::int AS applications, (SELECT count(*) FROM applications WHERE job_id = $1)::int AS big,
    (SELECT count(*) FROM application_events)::int AS events, (SELECT count(*) FROM application_ratings)::int AS ratings,
    (SELECT count(*) FROM application_notes)::int AS notes, (SELECT count(*) FROM application_interviews)::int AS interviews,
    (SELECT count(*) FROM application_files)::int AS files, (SELECT count(*) FROM access_audit)::int AS audit,
    (SELECT count(*) FROM talent_documents WHERE discoverable)::int AS discoverable`,
    [big.id],
  );
  // The read model must match the rows it summarises (migration 0015's triggers), or the figures measure nothing real.
  const drift = await one(`SELECT
    (SELECT count(*) FROM (SELECT job_id, status, count(*) AS n FROM applications GROUP BY 1, 2) a
       FULL JOIN (SELECT * FROM job_step_counts WHERE n <> 0) c USING (job_id, status) WHERE a.n IS DISTINCT FROM c.n)::int AS step_counts,
    (SELECT count(*) FROM applications a LEFT JOIN (SELECT application_id, sum(rating) AS s, count(*) AS c FROM application_ratings GROUP BY 1) r
       ON r.application_id = a.id WHERE a.rating_sum <> coalesce(r.s, 0) OR a.rating_count <> coalesce(r.c, 0))::int AS rating_sums`);
  if (drift.step_counts !== 0 || drift.rating_sums !== 0) {
    throw new Error(`the read model drifted from the rows: ${JSON.stringify(drift)}`);
  }
  // A candidate of the big job with a history in the log (the access log's candidate filter).
  const candidate = await one(
    `SELECT a.user_id AS id FROM applications a JOIN access_audit l ON l.candidate_id = a.user_id
     WHERE a.job_id = $1 GROUP BY a.user_id ORDER BY count(*) DESC, a.user_id LIMIT 1`,
    [big.id],
  );
  const sizes = await one(`SELECT pg_database_size(current_database())::bigint AS database,
    pg_total_relation_size('applications')::bigint AS applications, pg_indexes_size('applications')::bigint AS applications_indexes,
    pg_total_relation_size('access_audit')::bigint AS access_audit, pg_indexes_size('access_audit')::bigint AS access_audit_indexes,
    pg_total_relation_size('users')::bigint AS users`);
  const { rows: indexes } = await client.query(
    `SELECT indexrelid::regclass::text AS name, pg_relation_size(indexrelid)::bigint AS bytes FROM pg_index i
     JOIN pg_class c ON c.oid = i.indrelid WHERE c.relname IN ('applications', 'access_audit', 'users', 'job_step_counts')
     ORDER BY pg_relation_size(indexrelid) DESC`,
  );
  const department = (await one(`SELECT department FROM jobs WHERE id = $1`, [big.id])).department;
  return {
    bigJob: big,
    candidateId: candidate?.id,
    recruiterId: memberIds[1],
    department,
    counts,
    bytes: Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Number(v)])),
    indexes: indexes.map((r) => ({ name: r.name, bytes: Number(r.bytes) })),
  };
}

/** A member signs in through the API: sets the password with the invitation link, then logs in (ACC-9). */
export async function signIn(serverUrl, member) {
  const post = (p, body) =>
    fetch(`${serverUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const token = new URL(member.link).searchParams.get('token');
  const reset = await post('/api/reset-password', { token, new_password: TEAM_PASSWORD, confirm_new_password: TEAM_PASSWORD });
  if (reset.status !== 200) throw new Error(`reset-password: ${reset.status} ${await reset.text()}`);
  const login = await post('/api/login', { username: member.email, password: TEAM_PASSWORD });
  const body = await login.json();
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(body)}`);
  return { token: body.access_token, user: body.user_details };
}

/**
 * The route contract's operations by name (docs/decisions/021), from every `…Contract` the shared package exports:
 * `{ method, path, query }` with `query` the names its query schema takes (undefined when it cannot be read). An
 * operation not on this branch is simply absent: the benchmarks then print "not available".
 */
export async function contractOperations() {
  const [shared] = await importFromApp('packages/shared/src/index.ts');
  const found = new Map();
  for (const [exportName, value] of Object.entries(shared)) {
    if (!exportName.endsWith('Contract') || !value || typeof value !== 'object' || !value.operations || !value.schemas) continue;
    for (const [name, operation] of Object.entries(value.operations)) {
      const schemas = value.schemas[name];
      const shape = schemas?.query?.shape;
      const query = !schemas ? undefined : !schemas.query ? new Set() : shape ? new Set(Object.keys(shape)) : undefined;
      found.set(name, { ...operation, name, query });
    }
  }
  return { operations: found, shared };
}

/** An operation's path with its parameters filled in (`operationUrl` of the web's api-client, without the browser). */
export const fillPath = (operationPath, params = {}) =>
  operationPath.replace(/:([A-Za-z_]+)/g, (_, name) => {
    if (params[name] === undefined) throw new Error(`no value for :${name} in ${operationPath}`);
    return encodeURIComponent(String(params[name]));
  });

/** The cursor of the next page in an answer, whatever the list calls it (nextCursor, next_cursor, cursor.next). */
export function nextCursorOf(body) {
  if (!body || typeof body !== 'object') return undefined;
  for (const key of ['nextCursor', 'next_cursor']) if (typeof body[key] === 'string') return body[key];
  if (body.cursor && typeof body.cursor.next === 'string') return body.cursor.next;
  return undefined;
}
