// `npm run bench:talent`: how fast the recruiters' talent pool search answers at 10,000 discoverable
// candidates with realistic resume text, on PostgreSQL (REC-10, docs/decisions/013). A benchmark, not a test: it prints
// p50/p95 per search shape and asserts nothing.
//
// 1. Creates a throw-away database on the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL
//    (dropped at the end); without either it says so and stops (the goal is stated for PostgreSQL).
// 2. Starts the real server (`apps/api/src/http/server.ts` through tsx) on a free port; it migrates the database.
// 3. Seeds the candidates (INSERT … SELECT generate_series: profile headline fields, an application with
//    certifications for every third, about 300 words of resume text each, and PRO-20's terms: three to five
//    skills with years, an expected rate in one of nine currencies per day, hour or month, availability, a
//    country and time zone of the target countries), then builds each candidate's
//    search document with the app's own repository (talent-repository.ts refreshDocument), opts them in,
//    and VACUUM ANALYZEs.
// 4. Creates a recruiter with the app's recruiter function, signs in through the API, and sends 200
//    sequential requests per shape to GET /api/recruiter/talent, each request a different query (the
//    words, amounts, days, pages and skills vary with the request's number), so no cache stands in for the
//    search. Writes bench-results/talent.json.
//
// Options: --candidates=10000  --requests=200  --resume-sentences=16 (about 300 words; 40 is about 750)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchArgs, importFromApp, loadAverage, measure, shapeLine, startServer, throwAwayDatabase, writeResults } from './lib/bench.mjs';

const args = benchArgs();
const CANDIDATES = Number(args.get('candidates') ?? 10_000);
const REQUESTS = Number(args.get('requests') ?? 200);
/** Resume sentences per candidate: 16 is about 300 words. */
const RESUME_SENTENCES = Number(args.get('resume-sentences') ?? 16);

const TITLES = [
  'Intune Endpoint Engineer',
  'Azure Cloud Architect',
  'Microsoft 365 Consultant',
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
const ACHIEVEMENTS = [
  'Rolled out Windows Autopilot to 4,000 laptops with zero-touch provisioning',
  'Moved 40 workloads to Azure landing zones with policy as code',
  'Cut incident response time by half with KQL hunting queries in Sentinel',
  'Migrated 12,000 mailboxes tenant to tenant without downtime',
  'Built GitOps pipelines for 30 microservices on AKS',
  'Automated conditional access and PIM rollout for a bank',
];
const DEGREES = ['BTech', 'MTech', 'BSc', 'MSc', 'MBA'];
const INSTITUTES = ['IIT Bombay', 'IISc Bengaluru', 'NIT Trichy', 'TU Munich', 'University of Pune', 'BITS Pilani'];
const SPECIALIZATIONS = ['Computer Science', 'Information Technology', 'Electronics', 'Cyber Security', 'Data Science'];
/** Resume sentences; `Purview` only in every 100th resume (a ~1% hit). */
const SENTENCES = [
  'Led the design of a hub-and-spoke network on Azure with Azure Firewall and private endpoints for regulated workloads.',
  'Managed Microsoft Intune compliance policies, configuration profiles and app protection for iOS, Android and Windows devices.',
  'Implemented Windows Autopilot with hybrid Azure AD join and ESP tuning, reducing device setup time from days to hours.',
  'Wrote PowerShell and Graph API automation for user lifecycle, licensing and Teams provisioning.',
  'Operated Kubernetes clusters on AKS and EKS with Helm, Argo CD and Prometheus monitoring.',
  'Wrote Terraform modules and Bicep templates reviewed through pull requests with policy checks.',
  'Hunted threats in Microsoft Sentinel and Defender XDR, wrote analytics rules and playbooks in Logic Apps.',
  'Planned Exchange Online and SharePoint Online migrations with BitTitan and ShareGate for 20,000 users.',
  'Configured Entra ID conditional access, PIM, access reviews and passwordless sign-in with FIDO2 keys.',
  'Coached client teams in agile delivery, ran workshops and wrote runbooks and architecture decision records.',
  'Built Power BI dashboards and Power Automate flows for service desk reporting.',
  'Ran VMware to Azure migrations with Azure Migrate, including dependency analysis and cut-over planning.',
  'Hardened Linux and Windows servers against CIS benchmarks and automated patching with Azure Update Manager.',
  'Supported on-call rotations, wrote post-incident reviews and improved SLOs for customer-facing APIs.',
];
/** PRO-20's terms: where the candidates live, their zone and currency (the seeded rates convert them). */
const PLACES = [
  ['IN', 'Asia/Kolkata', 'INR'],
  ['PH', 'Asia/Manila', 'PHP'],
  ['VN', 'Asia/Ho_Chi_Minh', 'VND'],
  ['MY', 'Asia/Kuala_Lumpur', 'MYR'],
  ['ID', 'Asia/Jakarta', 'IDR'],
  ['TH', 'Asia/Bangkok', 'THB'],
  ['LK', 'Asia/Colombo', 'LKR'],
  ['DE', 'Europe/Berlin', 'EUR'],
  ['PL', 'Europe/Warsaw', 'PLN'],
];
const SKILL_IDS = [
  'entra-id',
  'intune',
  'microsoft-365',
  'exchange-online',
  'sharepoint-online',
  'microsoft-teams',
  'autopilot',
  'sentinel',
  'kql',
  'defender-xdr',
  'purview',
  'entra-conditional-access',
];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values, expr) => `(${sqlArray(values)})[1 + (${expr}) % ${values.length}]`;
/** About 300 words (16 sentences) in a per-candidate mix (so words are common, not universal), plus a rare keyword for 1%. */
const resumeText = `(SELECT string_agg(${pick(SENTENCES, '(g % 5) * s + g / 3')}, ' ') FROM generate_series(1, ${RESUME_SENTENCES}) AS s) || CASE WHEN g % 100 = 0 THEN ' Delivered Microsoft Purview data loss prevention and sensitivity labels.' ELSE '' END`;

export const seedSql = (n) => `
INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified_at, primary_mobile_code, primary_mobile_no,
  primary_mobile_verified_at, job_title, company, key_achievements, degree, institute, specialization, resume_key, resume_name, created_at, updated_at)
SELECT 'bench' || g || '@example.test', 'not-a-password-hash', 'Candidate', 'No ' || g, 'candidate', now(),
  CASE WHEN g % 4 = 0 THEN '+49' ELSE '+91' END, lpad((9000000000 + g)::text, 10, '0'),
  CASE WHEN g % 2 = 0 THEN now() ELSE NULL END,
  ${pick(TITLES, 'g')}, ${pick(COMPANIES, 'g / 3')}, ${pick(ACHIEVEMENTS, 'g / 7')}, ${pick(DEGREES, 'g / 2')}, ${pick(INSTITUTES, 'g / 5')},
  ${pick(SPECIALIZATIONS, 'g / 11')}, 'resumes/bench' || g || '.pdf', 'resume.pdf', now(), now()
FROM generate_series(1, ${n}) AS g;
INSERT INTO file_texts (storage_key, user_id, text, extracted_at)
SELECT 'resumes/bench' || g || '.pdf', u.id, ${resumeText}, now()
FROM generate_series(1, ${n}) AS g JOIN users u ON u.email = 'bench' || g || '@example.test';
INSERT INTO jobs (title, is_remote, job_type, department, description, category, location, status, posted_date, closing_date, created_at, updated_at)
VALUES ('Bench job', true, 'Freelance', 'Cloud Engineering', '<p>Bench</p>', 'Microsoft Cloud', 'Remote', 'open', DATE '2026-11-01', NULL, now(), now());
INSERT INTO applications (user_id, job_id, status, mode, details, created_at, updated_at, step_changed_at, last_activity_at)
SELECT u.id, (SELECT max(id) FROM jobs), 'applied', 'linkedin',
  jsonb_build_object('first_name', 'Candidate', 'last_name', u.last_name, 'email', u.email, 'mobiles', '[]'::jsonb, 'linkedin_profile', '',
    'additional_links', '[]'::jsonb, 'present_address', '', 'permanent_address', '',
    'experience', jsonb_build_array(jsonb_build_object('job_title', u.job_title, 'company', u.company, 'start_date', '01-01-2020', 'end_date', 'Present', 'current', true, 'key_achievements', u.key_achievements)),
    'education', '[]'::jsonb,
    'certifications', jsonb_build_array(jsonb_build_object('course', ${pick(['aws', 'azure', 'gcp'], 'u.id / 3')}, 'institution', 'Vendor', 'start_date', '01-01-2022', 'end_date', '01-01-2025', 'specialization', 'Solutions Architect'))),
  now(), now(), now(), now()
FROM users u WHERE u.email LIKE 'bench%@example.test' AND u.id % 3 = 0;
-- PRO-20's terms: a rate of about €300–900 a day in the place's currency (an hour's for every fifth, a
-- month's for every seventh), available from a day in the next 120 days or after a notice of 0–8 weeks.
UPDATE users u SET
  country_of_residence = p.country, time_zone = p.zone, expected_rate_currency = p.currency,
  expected_rate_unit = CASE WHEN u.id % 5 = 0 THEN 'hour' WHEN u.id % 7 = 0 THEN 'month' ELSE 'day' END,
  expected_rate_min = greatest(1, round((300 + (u.id * 37) % 600) * coalesce(r.per_eur, 1) * 100
    * CASE WHEN u.id % 5 = 0 THEN 0.125 WHEN u.id % 7 = 0 THEN 20 ELSE 1 END)),
  available_from = CASE WHEN u.id % 3 = 0 THEN NULL ELSE CURRENT_DATE + (u.id % 120) END,
  notice_period_weeks = u.id % 9, hours_per_week = 20 + (u.id % 5) * 5
FROM (SELECT * FROM unnest(${sqlArray(PLACES.map((p) => p[0]))}, ${sqlArray(PLACES.map((p) => p[1]))}, ${sqlArray(PLACES.map((p) => p[2]))}) WITH ORDINALITY AS t(country, zone, currency, n)) p
LEFT JOIN exchange_rates r ON r.currency = p.currency
WHERE u.email LIKE 'bench%@example.test' AND p.n = 1 + u.id % ${PLACES.length};
INSERT INTO profile_skills (user_id, skill, years, position)
SELECT u.id, (${sqlArray(SKILL_IDS)})[1 + (u.id * 7 + k * 5) % ${SKILL_IDS.length}], (u.id + k) % 12, k
FROM users u, generate_series(0, 4) AS k
WHERE u.email LIKE 'bench%@example.test' AND k < 3 + u.id % 3
ON CONFLICT DO NOTHING;
INSERT INTO talent_documents (user_id, discoverable, consent_changed_at, updated_at)
SELECT id, true, now(), now() FROM users WHERE email LIKE 'bench%@example.test';
`;

/** Words of the resumes and headlines, to vary the text of each request. */
const WORDS = ['sentinel', 'intune', 'autopilot', 'terraform', 'kubernetes', 'exchange', 'sharepoint', 'bicep', 'powershell', 'defender'];
const DAY = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const skillAt = (i) => SKILL_IDS[i % SKILL_IDS.length];
const countryAt = (i) => PLACES[i % PLACES.length][0];
const currencyAt = (i) => ['EUR', 'USD', 'INR', 'PHP', 'GBP', 'CHF'][i % 6];
/** A maximum rate of about €400–800 a day, in the request's currency (major units, so any rate works). */
const maxRateAt = (i) => ({ EUR: 400, USD: 450, INR: 40_000, PHP: 27_000, GBP: 350, CHF: 380 })[currencyAt(i)] + (i % 40) * 10;

/**
 * Each shape is a function of the request's number: every request sends a different query (REC-10's goal
 * holds for any query, not the benchmark's few): other words, skills, amounts, days, countries and pages.
 */
const SHAPES = [
  ['no query (newest)', (i) => `?page=${1 + (i % 5)}`],
  ['one word', (i) => `?q=${WORDS[i % WORDS.length]}&page=${1 + (i % 3)}`],
  ['common word (~90%)', (i) => `?q=azure&page=${1 + (i % 7)}`],
  ['rare word (~1%)', (i) => `?q=purview+${WORDS[i % WORDS.length]}&page=1`],
  ['phrase', (i) => `?q=%22${['windows+autopilot', 'azure+firewall', 'conditional+access', 'power+bi'][i % 4]}%22&page=1`],
  ['OR + minus', (i) => `?q=terraform+OR+${WORDS[i % WORDS.length]}+-kubernetes&page=1`],
  ['no hit (text)', (i) => `?q=zq${i.toString(36)}xyl+quantum${i}&page=1`],
  ['no hit (filters)', (i) => `?q=intune&skills=purview,kql,entra-id,intune&maxRate=${1 + (i % 9)}&page=1`],
  ['page in the middle', (i) => `?page=${240 + (i % 20)}`],
  ['q + verified', (i) => `?q=${WORDS[i % WORDS.length]}&verified=true&page=1`],
  ['q + country', (i) => `?q=${WORDS[i % WORDS.length]}&country=${countryAt(i)}&page=1`],
  ['skills (1)', (i) => `?skills=${skillAt(i)}&page=${1 + (i % 4)}`],
  ['skills (2) + q', (i) => `?q=${WORDS[i % WORDS.length]}&skills=${skillAt(i)},${skillAt(i + 5)}&page=1`],
  ['max rate', (i) => `?maxRate=${maxRateAt(i)}&rateCurrency=${currencyAt(i)}&rateUnit=${['day', 'hour', 'month'][i % 3]}&page=1`],
  ['available by', (i) => `?availableBy=${DAY(i % 90)}&page=1`],
  ['overlap', (i) => `?overlap=${1 + (i % 8)}&page=${1 + (i % 3)}`],
  ['country', (i) => `?country=${countryAt(i)}&page=${1 + (i % 3)}`],
  [
    'all term filters',
    (i) =>
      `?skills=${skillAt(i)}&maxRate=${maxRateAt(i)}&rateCurrency=${currencyAt(i)}&availableBy=${DAY(30 + (i % 60))}&overlap=${1 + (i % 4)}&country=${countryAt(i)}&page=1`,
  ],
  [
    'q + every filter',
    (i) =>
      `?q=${WORDS[i % WORDS.length]}&verified=true&hasResume=true&updatedWithin=30&skills=${skillAt(i)}&maxRate=${maxRateAt(i) + 300}&rateCurrency=${currencyAt(i)}&availableBy=${DAY(60 + (i % 60))}&overlap=1&page=1`,
  ],
  ['certification', (i) => `?q=${WORDS[i % WORDS.length]}&certification=${['aws', 'azure', 'gcp'][i % 3]}&page=1`],
  ['page 10 of a word', (i) => `?q=${WORDS[i % 3]}&page=${8 + (i % 5)}`],
];

/** p50/p95 of one shape, with the total and the number of candidates the last answer listed. */
async function measureShape(url, token, query) {
  const { p50, p95, body } = await measure((i) => `${url}/api/recruiter/talent${query(i)}`, {
    requests: REQUESTS,
    headers: { authorization: `Bearer ${token}` },
  });
  return { p50, p95, total: body.total, items: body.candidates.length };
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: the talent search goal is stated for PostgreSQL.');
    process.exit(2);
  }
  const throwAway = await throwAwayDatabase(serverUrl, 'bench_talent');
  const dbUrl = throwAway.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-talent-'));
  let server;
  let database;
  const rows = [];
  try {
    server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
    console.log(`PostgreSQL: ${throwAway.host} (throw-away database ${throwAway.name})`);
    const [{ openDatabase }, { refreshTalentDocument }, { createRecruiter }, { systemClock }] = await importFromApp(
      'apps/api/src/platform/db/client.ts',
      'apps/api/src/domains/talent/index.ts',
      'apps/api/src/domains/accounts/recruiters.ts',
      'apps/api/src/platform/lib/clock.ts',
    );
    database = await openDatabase({ databaseUrl: dbUrl });

    const started = Date.now();
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query(seedSql(CANDIDATES));
    const { rows: ids } = await c.query(`SELECT id FROM users WHERE email LIKE 'bench%@example.test' ORDER BY id`);
    // The documents are built by the app's own statement, eight candidates at a time.
    const queue = ids.map((r) => r.id);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) await refreshTalentDocument(database.db, id, new Date());
      }),
    );
    await c.query('VACUUM ANALYZE');
    await c.end();
    console.log(`${CANDIDATES.toLocaleString('en')} discoverable candidates seeded and indexed in ${Date.now() - started} ms`);

    const { link } = await createRecruiter(
      { db: database.db, clock: systemClock, siteUrl: 'http://careers.bench' },
      { email: 'bench-recruiter@example.test', name: 'Bench Recruiter' },
    );
    const password = 'bench recruiter pass 42';
    const resetToken = new URL(link).searchParams.get('token');
    const post = (p, body) =>
      fetch(`${server.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const reset = await post('/api/reset-password', { token: resetToken, new_password: password, confirm_new_password: password });
    if (reset.status !== 200) throw new Error(`reset-password: ${reset.status} ${await reset.text()}`);
    const login = await post('/api/login', { username: 'bench-recruiter@example.test', password });
    const { access_token: token } = await login.json();

    console.log(`\n${REQUESTS} sequential requests per shape, load average ${loadAverage()}`);
    for (const [label, query] of SHAPES) {
      const m = await measureShape(server.url, token, query);
      rows.push({ shape: label, query: query(0), ...m, load: loadAverage() });
      console.log(`${shapeLine(label, 20, m, query(0))}   load ${loadAverage()}`);
    }
  } finally {
    await database?.close();
    await server?.stop();
    await throwAway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nload average after ${loadAverage()} (2 shared cores: indicative)`);
  writeResults('talent', { candidates: CANDIDATES, rows });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
