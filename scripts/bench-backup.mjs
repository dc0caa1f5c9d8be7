// `npm run bench:backup`: what continuous backups cost on a database of realistic size (OPS-12,
// docs/decisions/026). A benchmark, not a test: figures vary with machine load, so it prints them and
// asserts nothing.
//
// 1. A throw-away DATA_DIR on the embedded PostgreSQL (backups on, to the default BACKUP_DIR beside it),
//    migrated, then filled with INSERT … SELECT generate_series: 100,000 jobs (about 10% closed, a
//    description of some 700 characters each), 10,000 candidates and 50,000 applications (five per
//    candidate, each to a different job, with the application form's details).
// 2. `npm run db:backup` (a base backup now), timed, and the archive's size on disk.
// 3. `npm run db:verify-backup` (the newest base backup and the WAL since restored into a scratch folder,
//    started, every table's row count compared with the live database at a restore point), timed.
// 4. Prints the figures, writes bench-results/backup.json, removes the folders.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, importFromApp, loadAverage, writeResults } from './lib/bench.mjs';

const JOBS = 100_000;
const CANDIDATES = 10_000;
const APPLICATIONS_PER_CANDIDATE = 5;
const CLI = path.join(ROOT, 'apps/api/src/platform/backup/backup-cli.ts');

const root = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-backup-'));
// As root, PostgreSQL runs as the postgres user, who must pass through to DATA_DIR and BACKUP_DIR.
chmodSync(root, 0o711);
const dataDir = path.join(root, 'data');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_ENGINE: 'postgres',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sizeOf = (dir) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

const DESCRIPTION =
  "<h2>About the role</h2><p>Our client, a European enterprise, is moving its workplace and infrastructure to Microsoft's cloud. You design, build and hand over the platform with their team: identity, devices, collaboration, security and automation.</p><h2>What you bring</h2><ul><li>Five or more years in Microsoft 365 and Azure projects</li><li>Hands-on Entra ID, Intune, Exchange Online and Defender</li><li>Infrastructure as code with Bicep or Terraform</li><li>Clear written English and German a plus</li></ul><h2>Engagement</h2><p>Freelance, remote first, occasional visits; six months with extension.</p>";

const fillSql = `
INSERT INTO jobs (title, is_remote, job_type, department, description, category, location, status, posted_date, closing_date, created_at, updated_at)
SELECT (ARRAY['Azure Cloud Architect','Microsoft 365 Consultant','Intune Endpoint Engineer','Security Analyst (SOC)','Kubernetes Platform Engineer','Terraform Automation Engineer'])[1 + g % 6] || ' #' || g,
  g % 3 <> 0, (ARRAY['Freelance','Full-time','Part-time','Contract'])[1 + g % 4],
  (ARRAY['Modern Workplace','Cloud Engineering','Security & Compliance','Infrastructure Services'])[1 + g % 4],
  '${DESCRIPTION.replace(/'/g, "''")}', 'Microsoft Cloud', (ARRAY['Remote (India)','Berlin','Munich','Remote (EU)'])[1 + g % 4],
  CASE WHEN g % 10 = 0 THEN 'closed' ELSE 'open' END, DATE '2026-01-01' + (g % 300), NULL, now(), now()
FROM generate_series(1, ${JOBS}) AS g;
INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified_at, primary_mobile_code, primary_mobile_no,
  job_title, company, created_at, updated_at)
SELECT 'bench' || g || '@example.test', 'not-a-password-hash', 'Candidate', 'No ' || g, 'candidate', now(), '+91', lpad((9000000000 + g)::text, 10, '0'),
  'Azure Engineer', 'Contoso', now(), now()
FROM generate_series(1, ${CANDIDATES}) AS g;
INSERT INTO applications (user_id, job_id, status, mode, details, created_at, updated_at, step_changed_at, last_activity_at)
SELECT u.id, j.first_id + ((u.id * 37 + k * 9973) % ${JOBS}), 'applied', 'linkedin',
  jsonb_build_object('first_name', 'Candidate', 'last_name', u.last_name, 'email', u.email, 'mobiles', '[]'::jsonb,
    'linkedin_profile', 'https://www.linkedin.com/in/bench-' || u.id, 'additional_links', '[]'::jsonb,
    'present_address', '12 MG Road, Bengaluru 560001', 'permanent_address', '',
    'experience', jsonb_build_array(jsonb_build_object('job_title', 'Azure Engineer', 'company', 'Contoso', 'start_date', '01-01-2020',
      'end_date', 'Present', 'current', true, 'key_achievements', 'Moved 4,000 mailboxes and 300 servers to Azure.')),
    'education', '[]'::jsonb, 'certifications', '[]'::jsonb),
  now(), now(), now(), now()
FROM users u CROSS JOIN generate_series(1, ${APPLICATIONS_PER_CANDIDATE}) AS k CROSS JOIN (SELECT min(id) AS first_id FROM jobs) j
WHERE u.email LIKE 'bench%@example.test';
`;

function run(args) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve({ ms: Date.now() - started, out }) : reject(new Error(`${args[0]} exited ${code}:\n${out}`)),
    );
  });
}

try {
  console.log(`bench:backup — load average ${loadAverage()}`);
  const [{ loadConfig }, { openConfiguredDatabase, commandLog }] = await importFromApp(
    'apps/api/src/platform/config/config.ts',
    'apps/api/src/platform/db/engine.ts',
  );
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  let fillMs;
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = Date.now();
    await client.query(fillSql);
    await client.query('VACUUM ANALYZE');
    fillMs = Date.now() - started;
    const counts = await client.query(
      'SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM applications) AS applications, pg_database_size(current_database()) AS bytes',
    );
    const c = counts.rows[0];
    console.log(
      `filled in ${seconds(fillMs)}: ${c.jobs} jobs, ${c.users} candidates, ${c.applications} applications; database ${mb(Number(c.bytes))}`,
    );
    await client.end();
  } finally {
    await database.close();
  }
  const dataBytes = sizeOf(path.join(dataDir, 'postgres'));
  const backup = await run(['backup']);
  const baseLine = backup.out.split('\n').find((l) => l.startsWith('Base backup')) ?? '';
  const backupDir = `${dataDir}-backups`;
  const archiveBytes = sizeOf(backupDir);
  console.log(`db:backup        ${seconds(backup.ms)} (command, start and stop of the cluster included)  ${baseLine}`);
  console.log(
    `  data folder ${mb(dataBytes)}; archive folder after it ${mb(archiveBytes)} (base backup, WAL since the fill, uploads manifest)`,
  );
  const verify = await run(['verify']);
  const okLine = verify.out.split('\n').find((l) => /^(OK|FAILED):/.test(l)) ?? verify.out;
  console.log(`db:verify-backup ${seconds(verify.ms)} (command total)\n  ${okLine}`);
  writeResults('backup', {
    loadAverage: loadAverage(),
    rows: { jobs: JOBS, candidates: CANDIDATES, applications: CANDIDATES * APPLICATIONS_PER_CANDIDATE },
    fillMs,
    dataFolderBytes: dataBytes,
    backupCommandMs: backup.ms,
    backupLine: baseLine,
    archiveFolderBytes: archiveBytes,
    verifyCommandMs: verify.ms,
    verifyLine: okLine,
  });
} finally {
  rmSync(root, { recursive: true, force: true });
  rmSync(`${root}-backups`, { recursive: true, force: true });
}
