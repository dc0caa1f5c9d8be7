// `npm run bench:search`: how fast the careers search answers at 1k, 10k and 100k jobs (PUB-7, docs/decisions/013).
// A benchmark, not a test: figures vary with machine load, so it prints them and asserts nothing.
//
// 1. Creates a throw-away database on the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL
//    (dropped at the end). Without either, the server's default: the embedded managed PostgreSQL in a temporary
//    DATA_DIR (backups off), seeded through a command's connection beside the running server.
// 2. Starts the real server (`apps/api/src/http/server.ts` through tsx) on a free port; it migrates the database.
// 3. For each size, tops the jobs table up with realistic IT-consulting jobs (INSERT … SELECT
//    generate_series; about 10% closed; with pay, countries and skills), VACUUM ANALYZEs them and their
//    counts, and sends 200 sequential HTTP requests per search shape to GET /api/getJobOpenings, each a
//    different query (the last one printed, with its total), printing p50/p95 per shape (and the load average).
// 4. Writes bench-results/search.json and stops the server by its PID.
//
// Options: --sizes=1000,10000,100000  --requests=200
import { chmodSync, rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchArgs, importFromApp, loadAverage, measure, shapeLine, startServer, throwAwayDatabase, writeResults } from './lib/bench.mjs';

const args = benchArgs();
const SIZES = (args.get('sizes') ?? '1000,10000,100000').split(',').map(Number);
const REQUESTS = Number(args.get('requests') ?? 200);

/** Realistic pieces; `Purview` appears only in every 100th title, so q=purview hits about 1% of jobs. */
const SENIORITY = ['Junior', '', 'Senior', 'Lead', 'Principal'];
const ROLES = [
  'Microsoft 365 Consultant',
  'Azure Cloud Architect',
  'Azure DevOps Engineer',
  'Security Analyst (SOC)',
  'Intune Endpoint Engineer',
  'Exchange Online Migration Specialist',
  'SharePoint Online Developer',
  'Teams Voice Engineer',
  'Entra ID Identity Engineer',
  'Cloud Infrastructure Engineer',
  'Kubernetes Platform Engineer',
  'Terraform Automation Engineer',
  'Penetration Tester',
  'Network Security Engineer',
  'Windows Server Administrator',
  'Power Platform Developer',
  'Site Reliability Engineer',
  'Defender for Endpoint Specialist',
  'Sentinel SIEM Engineer',
  'Backup and Recovery Specialist',
  'VMware to Azure Migration Lead',
  'IT Service Desk Analyst',
  'Linux Systems Engineer',
  'Data Platform Engineer (Fabric)',
];
const RARE_ROLE = 'Microsoft Purview Compliance Consultant';
const DEPARTMENTS = [
  'Modern Workplace',
  'Cloud Engineering',
  'Security & Compliance',
  'Infrastructure Services',
  'DevOps & Automation',
  'Managed Services',
  'Identity & Access',
  'Data & Analytics',
];
const CATEGORIES = ['Microsoft Cloud', 'Security', 'Devops', 'Infrastructure experts'];
const LOCATIONS = [
  'Remote (India)',
  'Bengaluru, India',
  'Pune, India',
  'Hyderabad, India',
  'Chennai, India',
  'Remote (EU)',
  'Berlin, Germany',
  'Munich, Germany',
  'Zurich, Switzerland',
  'London, United Kingdom',
  'Remote (worldwide)',
  'Noida, India',
];
const TYPES = ['Freelance', 'Part-time', 'Full-time'];
const DESCRIPTIONS = [
  '<p>Join our client project to plan and run a tenant-to-tenant migration of Microsoft 365 workloads. You will own Exchange Online, OneDrive and Teams cut-overs, write runbooks and coach the client team.</p><ul><li>5+ years with Microsoft 365</li><li>PowerShell automation</li><li>Good written English</li></ul>',
  '<p>Design and build landing zones on Azure for regulated customers: networking, policy, identity and cost controls as code. You work with architects and security teams from workshop to hand-over.</p><ul><li>Azure, Bicep or Terraform</li><li>Hub-and-spoke networking</li><li>AZ-305 welcome</li></ul>',
  '<p>Strengthen our managed security service: triage alerts in Microsoft Sentinel and Defender XDR, hunt threats with KQL and improve detection rules together with the customer.</p><ul><li>SOC experience</li><li>KQL</li><li>Incident response</li></ul>',
  '<p>Automate build and release pipelines for product teams moving to the cloud. You introduce GitHub Actions or Azure Pipelines, container builds and infrastructure as code, and mentor engineers along the way.</p><ul><li>CI/CD</li><li>Docker and Kubernetes</li><li>Scripting in Bash or PowerShell</li></ul>',
];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values, expr) => `(${sqlArray(values)})[1 + (${expr}) % ${values.length}]`;

/** Skills most jobs name first (about one job in six each), then the whole catalogue (packages/shared). */
const POPULAR_SKILLS = ['azure', 'microsoft-365', 'powershell', 'entra-id', 'intune', 'sentinel'];
export const CATALOGUE_SKILLS =
  `microsoft-365 exchange-online exchange-server sharepoint-online sharepoint-framework onedrive microsoft-teams
teams-phone teams-rooms microsoft-copilot microsoft-graph tenant-migration viva entra-id entra-conditional-access entra-id-governance
entra-connect entra-external-id active-directory adfs intune autopilot configuration-manager windows-11 macos-management okta purview
defender-endpoint defender-office-365 defender-identity defender-cloud-apps defender-xdr defender-for-cloud sentinel kql soc-operations
penetration-testing zero-trust iso-27001 gdpr nis2-dora pki azure azure-landing-zones azure-policy azure-networking expressroute
azure-virtual-desktop windows-365 aks azure-devops azure-app-service azure-functions azure-sql azure-storage azure-monitor
azure-backup-site-recovery azure-migrate azure-arc azure-key-vault azure-cost-management azure-openai powershell bicep arm-templates
terraform ansible github-actions git kubernetes docker helm gitops python csharp-dotnet typescript bash jenkins power-platform power-apps
power-automate power-bi dataverse dynamics-365 microsoft-fabric sql-server windows-server hyper-v vmware linux networking sd-wan firewalls
citrix itil servicenow aws google-cloud google-workspace`.split(/\s+/);
/**
 * PUB-18's terms, as a catalogue states them: pay mostly per day in EUR (also CHF, GBP, USD, PLN, SEK; per
 * hour, month or year), remote roles open to sets of countries (the Philippines in 5 of 8 sets, India in 5),
 * onsite roles to none; three required skills (the first a popular one) and two nice-to-have, all distinct.
 */
const CURRENCIES = [
  ['EUR', 1],
  ['EUR', 1],
  ['CHF', 0.95],
  ['EUR', 1],
  ['GBP', 0.85],
  ['USD', 1.1],
  ['EUR', 1],
  ['PLN', 4.3],
  ['EUR', 1],
  ['SEK', 11.2],
];
const UNITS = [
  ['day', 1],
  ['day', 1],
  ['hour', 0.125],
  ['day', 1],
  ['month', 20],
  ['hour', 0.125],
  ['day', 1],
  ['year', 220],
];
const COUNTRY_SETS = ['{IN}', '{IN,LK}', '{IN,PH,VN,MY,ID,TH,LK}', '{PH,VN,MY,ID,TH}', '{IN,PH,MY,LK}', '{PH}', '{DE,AT,CH,PL}', '{IN,PH}'];

/** Jobs number `from`+1 … `to`, deterministic: the same run gives the same data. */
export const seedSql = (from, to) => `
INSERT INTO jobs (title, is_remote, job_type, department, description, category, location, status, posted_date, closing_date, created_at, updated_at,
  pay_min, pay_max, pay_currency, pay_unit, remote_countries, skills_required, skills_nice)
SELECT
  CASE WHEN g % 100 = 0 THEN '${RARE_ROLE}' ELSE trim(${pick(SENIORITY, 'g / 7')} || ' ' || ${pick(ROLES, 'g * 7 + g / 13')}) END,
  g % 3 <> 0,
  ${pick(TYPES, 'g / 3')},
  ${pick(DEPARTMENTS, 'g * 3 + g / 11')},
  ${pick(DESCRIPTIONS, 'g')},
  ${pick(CATEGORIES, 'g / 5')},
  ${pick(LOCATIONS, 'g * 5 + g / 17')},
  CASE WHEN g % 10 = 9 THEN 'closed' ELSE 'open' END,
  DATE '2026-11-01' - (g % 730),
  -- In the future: the scheduled close-passed-jobs (REC-24) must not close jobs in the middle of a run.
  CURRENT_DATE + 1 + (g % 90),
  now(), now(),
  pay.min, pay.min + pay.spread, pay.currency, pay.unit,
  CASE WHEN g % 3 <> 0 THEN (${pick(COUNTRY_SETS, 'g / 5 + g')})::varchar(2)[] ELSE '{}' END,
  ARRAY[${pick(POPULAR_SKILLS, 'g / 3 + g')}, ${pick(CATALOGUE_SKILLS, 'g * 13 + g / 7 + 17')}, ${pick(CATALOGUE_SKILLS, 'g * 13 + g / 7 + 41')}],
  ARRAY[${pick(CATALOGUE_SKILLS, 'g * 13 + g / 7 + 60')}, ${pick(CATALOGUE_SKILLS, 'g * 13 + g / 7 + 83')}]
FROM generate_series(${from + 1}, ${to}) AS g
CROSS JOIN LATERAL (
  SELECT c.code AS currency, u.unit,
    -- 300–1,000 EUR a day in steps of 25 (as recruiters write them), in the job's currency and unit, in whole
    -- major units; the range 0–300 EUR a day wide.
    round((300 + ((g * 7919) % 29) * 25) * c.factor * u.factor)::bigint * 100 AS min,
    round(((g % 4) * 100) * c.factor * u.factor)::bigint * 100 AS spread
  FROM (VALUES ${CURRENCIES.map(([code, factor], i) => `(${i}, '${code}', ${factor})`).join(', ')}) AS c (i, code, factor),
       (VALUES ${UNITS.map(([unit, factor], i) => `(${i}, '${unit}', ${factor})`).join(', ')}) AS u (i, unit, factor)
  WHERE c.i = (g / 11 + g) % ${CURRENCIES.length} AND u.i = (g / 23 + g * 3) % ${UNITS.length}
) AS pay`;

/** The request's own spelling of a word: upper- or lower-case letters by the bits of `i` (the search ignores case). */
const spelled = (word, i) => [...word].map((c, k) => ((Math.floor(i / 20) >> k) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
/**
 * Every request of a shape is a different query (docs/decisions/044), so no cache stands in (the server
 * also runs with PUBLIC_CACHE_MB=0): the words are spelled differently, the page size varies, values rotate.
 */
const v = (i) => `pageSize=${5 + (i % 20)}`;
const rotate = (list, i) => list[i % list.length];
const WORDS = ['engineer', 'consultant', 'architect', 'analyst', 'specialist', 'developer', 'administrator', 'tester'];
const TWO_CHARS = ['ux', 'ur', 'se', 'en', 'in', 'ar', 'te', 'ad'];
const INDIAN_CITIES = ['india', 'pune', 'bengaluru', 'hyderabad', 'chennai', 'noida'];
const inr = (i) => `minPay=${(20000 + i * 250).toLocaleString('en')}&currency=INR&unit=day`;
const twoSkills = (i) => `skills=${rotate(POPULAR_SKILLS, i)},${CATALOGUE_SKILLS[(i * 7 + 3) % CATALOGUE_SKILLS.length]}`;

const SHAPES = [
  ['default list', (_, i) => `?page=${1 + (i % 5)}&pageSize=${5 + (Math.floor(i / 5) % 45)}`],
  ['unpaged (≤1000)', () => ``],
  ['unpaged, min pay', (_, i) => `?minPay=${1 + i}&currency=INR&unit=hour`],
  ['q ~1% hit', (_, i) => `?q=${spelled('purview', i)}&page=1&${v(i)}`],
  ['q no hit', (_, i) => `?q=quantum-${i}-blockchain&page=1&${v(i)}`],
  ['q no hit + loc.', (_, i) => `?q=zx${i}qv&location=${rotate(INDIAN_CITIES, i)}&page=1&${v(i)}`],
  ['q 2 chars', (_, i) => `?q=${spelled(rotate(TWO_CHARS, i), i)}&page=1&${v(i)}`],
  ['department', (_, i) => `?department=${spelled('identity', i)}&page=1&${v(i)}`],
  ['location', (_, i) => `?location=${spelled('pune', i)}&page=1&${v(i)}`],
  // Two filters: the total is a sum over that pair's counts (docs/decisions/013).
  ['q + location', (_, i) => `?q=${spelled(rotate(WORDS, i), i)}&location=india&page=1&${v(i)}`],
  ['q 2 chars + loc.', (_, i) => `?q=${spelled(rotate(TWO_CHARS, i), i)}&location=india&page=1&${v(i)}`],
  ['q rare + location', (_, i) => `?q=${spelled('purview', i)}&location=zurich&page=1&${v(i)}`],
  ['q + department', (_, i) => `?q=${spelled('consultant', i)}&department=cloud&page=1&${v(i)}`],
  ['q + category', (_, i) => `?q=${spelled('engineer', i)}&category=Security&page=1&${v(i)}`],
  ['dept. + location', (_, i) => `?department=${spelled('identity', i)}&location=pune&page=1&${v(i)}`],
  ['location + type', (_, i) => `?location=${spelled('india', i)}&type=Freelance&page=1&${v(i)}`],
  // Three filters and more.
  ['three filters', (_, i) => `?q=${spelled('engineer', i)}&department=cloud&location=india&page=1&${v(i)}`],
  ['q + cat. + type', (_, i) => `?q=${spelled('engineer', i)}&category=Security&type=Full-time&page=1&${v(i)}`],
  ['dept.+loc.+type', (_, i) => `?department=${spelled('cloud', i)}&location=india&type=Freelance&page=1&${v(i)}`],
  ['q 2ch+dept.+loc.', (_, i) => `?q=${spelled('ux', i)}&department=workplace&location=${rotate(INDIAN_CITIES, i)}&page=1&${v(i)}`],
  ['three, mid page', (_, i) => `?q=${spelled('engineer', i)}&department=cloud&location=india&page=${246 + (i % 20)}&pageSize=5`],
  // PUB-20's filters on terms (docs/decisions/044), alone and with text.
  ['min pay INR', (_, i) => `?${inr(i)}&page=1&${v(i)}`],
  [
    'work from PH',
    (_, i) => `?workFrom=${Math.floor(i / 100) % 2 ? 'PH' : 'ph'}&page=${1 + (i % 5)}&pageSize=${5 + (Math.floor(i / 5) % 20)}`,
  ],
  ['two skills', (_, i) => `?${twoSkills(i)}&page=1&${v(i)}`],
  ['PH + min pay INR', (_, i) => `?workFrom=PH&${inr(i)}&page=1&${v(i)}`],
  ['q + PH + min pay', (_, i) => `?q=${spelled(rotate(WORDS, i), i)}&workFrom=PH&${inr(i)}&page=1&${v(i)}`],
  [
    'all new + q + loc.',
    (_, i) =>
      `?q=${spelled(rotate(WORDS, i), i)}&location=${rotate(INDIAN_CITIES, i)}&workFrom=PH&${inr(i)}&${twoSkills(i)}&page=1&${v(i)}`,
  ],
  ['PH, mid page', (_, i) => `?workFrom=PH&page=${300 + (i % 100)}&pageSize=50`],
  // Deep in the list: page 1,500 of 50 (the middle at 100,000 jobs), and the last page.
  ['page 1,500 of 50', (_, i) => `?page=${1450 + (i % 100)}&pageSize=50`],
  ['last page', (total, i) => `?page=${Math.max(1, Math.ceil(total / (5 + (i % 20))))}&pageSize=${5 + (i % 20)}`],
];

/** p50/p95 of one shape (a query per request), with the total and the number of jobs the last answer listed. */
async function measureShape(url, query) {
  const { p50, p95, body } = await measure((i) => `${url}/api/getJobOpenings${query(i)}`, { requests: REQUESTS });
  return { p50, p95, total: body.total, items: body.job_openings.length };
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const root = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-search-'));
  // As root, the embedded PostgreSQL runs as the postgres user, who must pass through to DATA_DIR.
  chmodSync(root, 0o711);
  const dataDir = path.join(root, 'data');
  let dbUrl;
  let dropDatabase = async () => {};
  let runSql;
  let server;
  let closeSeeder = async () => {};
  if (serverUrl) {
    const database = await throwAwayDatabase(serverUrl, 'bench_search');
    dbUrl = database.url;
    dropDatabase = database.drop;
    server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
    runSql = async (text) => {
      const c = new pg.Client({ connectionString: dbUrl });
      await c.connect();
      try {
        await c.query(text);
      } finally {
        await c.end();
      }
    };
    console.log(`PostgreSQL: ${database.host} (throw-away database ${database.name})`);
  } else {
    console.log('Neither TEST_DATABASE_URL nor DATABASE_URL is set: measuring on the embedded managed PostgreSQL (the default).');
    server = await startServer({ DATABASE_ENGINE: 'postgres', BACKUPS: 'off', DATA_DIR: dataDir });
    // The server owns the cluster (and migrated it); a command's connection attaches beside it to seed.
    const [{ openConfiguredDatabase, commandLog }] = await importFromApp('apps/api/src/platform/db/engine.ts');
    const database = await openConfiguredDatabase(
      { databaseUrl: undefined, databaseEngine: 'postgres', dataDir },
      { role: 'command', log: commandLog },
    );
    closeSeeder = () => database.close();
    runSql = async (text) => {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      try {
        await c.query(text);
      } finally {
        await c.end();
      }
    };
  }

  const results = [];
  const loadBefore = loadAverage();
  try {
    let seeded = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await runSql(`${seedSql(seeded, size)};`);
      // As autovacuum does within its first minute: statistics and the visibility map of the jobs and of the
      // counts their triggers wrote. Without statistics on open_job_counts (never analysed: reltuples -1),
      // PostgreSQL matched the roles again for each pair row (a nested loop: 206 ms at 1,000 jobs instead of
      // 1.3 ms; docs/decisions/044); open_job_countries is read index-only, which needs its visibility map.
      await runSql('VACUUM ANALYZE jobs, open_job_counts, open_job_countries');
      seeded = size;
      console.log(
        `\n${size.toLocaleString('en')} jobs (seeded in ${Date.now() - started} ms), ${REQUESTS} sequential requests per shape, load average ${loadAverage()}`,
      );
      const openTotal = (await (await fetch(`${server.url}/api/getJobOpenings?page=1`)).json()).total;
      const row = { size, load: loadAverage(), shapes: {} };
      for (const [name, query] of SHAPES) {
        const m = await measureShape(server.url, (i) => query(openTotal, i));
        row.shapes[name] = { ...m, load: loadAverage() };
        // The total is the last request's: print that request's query.
        console.log(`${shapeLine(name, 18, m, query(openTotal, REQUESTS + 1))}   load ${loadAverage()}`);
      }
      results.push(row);
    }
  } finally {
    await closeSeeder();
    await server.stop();
    await dropDatabase();
    rmSync(root, { recursive: true, force: true });
  }

  console.log(
    `\np50 / p95 (ms) by shape and size — load average before ${loadBefore}, after ${loadAverage()} (2 shared cores: indicative)`,
  );
  console.log(`| shape | ${results.map((r) => `${r.size.toLocaleString('en')} jobs`).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  for (const [name] of SHAPES)
    console.log(`| ${name} | ${results.map((r) => `${r.shapes[name].p50.toFixed(1)} / ${r.shapes[name].p95.toFixed(1)}`).join(' | ')} |`);
  writeResults('search', { database: serverUrl ? 'postgres' : 'embedded postgres', results });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
