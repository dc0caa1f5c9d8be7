// `npm run bench:soak`: the embedded default under a long mixed load, with a liveness probe beside it
// (docs/decisions/014, 016). A benchmark, not a test: its figures depend on the machine and its load.
//
// For each mode, on the same build: `postgres` (the embedded engine, docs/decisions/020 and 025: a
// PostgreSQL the server manages) and `pglite` (its fallback, PGlite in a worker thread, docs/decisions/016):
// 1. A fresh DATA_DIR: first start (migrations, demo catalogue), one candidate signs up (the code is
//    read from DATA_DIR/outbox), then the server stops.
// 2. Start-up to ready on the existing folder: spawn until GET /readyz answers 200, --starts times
//    (median printed); the last start stays up. Idle memory one second later.
// 3. The soak: autocannon, --connections (100) for --duration seconds (60), each connection cycling
//    through the job list, a job's details, the candidate's profile (GET /api/user-details) and a
//    wrong-password login. Beside it, a separate Node process probes GET /healthz every 100 ms (a fresh
//    connection each time, like a liveness probe) and reports each answer's time. Memory is sampled every
//    100 ms: the server's VmRSS, and RSS and PSS summed with the processes it started; VmHWM at the end.
// 4. Prints /healthz p50/p95/p99/max and the number of probes over 1 s, the load's req/s, latency and
//    status counts (in all and per request), memory idle/peak, and the 1-minute load average beside each
//    stage (the machine may be shared). Writes bench-results/soak.json.
//
// Options: --duration=60, --connections=100, --starts=3, --modes=postgres,pglite (the default: both), --skip-build.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { maxMemory, memoryLine, peakRssMb, sleep, startProcess, startProduct, treeMemory } from './lib/product.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const { parseMail, codeIn } = await tsImport('../packages/test-helpers/src/mail-parse.ts', import.meta.url);

/** The newest message to `email` in DATA_DIR/outbox (the server writes mail there without SMTP_URL). */
async function lastMailIn(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 300; tries++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const mail = files
      .sort()
      .map((file) => parseMail(readFileSync(path.join(dir, file), 'utf8')))
      .filter((m) => m.to.toLowerCase().includes(email))
      .at(-1);
    if (mail) return mail;
    await sleep(100);
  }
  throw new Error(`no mail to ${email} in ${dir}`);
}

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const duration = Math.max(1, Number(args.get('duration') ?? 60));
const connections = Math.max(1, Number(args.get('connections') ?? 100));
const starts = Math.max(1, Number(args.get('starts') ?? 3));
const modes = (args.get('modes') ?? 'postgres,pglite').split(',');
/** Each mode's engine settings. */
const MODE_ENV = { postgres: { DATABASE_ENGINE: 'postgres' }, pglite: { DATABASE_ENGINE: 'pglite' } };
const MODE_LABEL = { postgres: 'PostgreSQL managed by the server', pglite: 'PGlite, worker thread' };
for (const mode of modes) if (!MODE_ENV[mode]) throw new Error(`unknown mode ${mode}: postgres or pglite`);

const load1 = () => Number(os.loadavg()[0].toFixed(1));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The liveness probe: its own process, so the load generator's work never delays it. */
const PROBE = `
import http from 'node:http';
const url = process.env.PROBE_URL;
const until = Date.now() + Number(process.env.PROBE_MS);
const times = [];
const failures = [];
const probe = () => new Promise((resolve) => {
  const started = performance.now();
  const request = http.get(url, { agent: false }, (response) => {
    response.resume();
    response.on('end', () => {
      if (response.statusCode === 200) times.push(performance.now() - started);
      else failures.push(String(response.statusCode));
      resolve();
    });
  });
  request.on('error', (error) => { failures.push(error.code ?? error.message); resolve(); });
});
const pending = [];
while (Date.now() < until) {
  // One probe every 100 ms whatever the last one took (a liveness probe does not wait for the previous one).
  pending.push(probe());
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await Promise.all(pending);
process.stdout.write(JSON.stringify({ times, failures }));
`;

function runProbe(url, ms) {
  return new Promise((resolve, reject) => {
    const child = startProcess('healthz probe', process.execPath, ['--input-type=module', '-e', PROBE], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PROBE_URL: url, PROBE_MS: String(ms) },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk.toString()));
    const ended = new Promise((done) => child.stdout.once('end', done));
    Promise.all([child.exitCode, ended]).then(([code]) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited with ${code}: ${child.stderr()}`)),
    );
  });
}

async function signUpCandidate(base, dataDir) {
  const email = `soak.${process.pid}@example.in`;
  const account = { first_name: 'Priya', last_name: 'Sharma', username: email, password: 'correct horse 42' };
  const post = (url, body) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/register', account);
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const code = codeIn(await lastMailIn(dataDir, email));
  const verified = await post('/api/verify', { ...account, otp: code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return { email, password: account.password };
}

async function soakMode(mode, workDir) {
  const dataDir = path.join(workDir, `data-${mode}`);
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'always', DATABASE_URL: '', ...MODE_ENV[mode] };
  console.log(`\n== ${MODE_LABEL[mode]}: first start (migrations, demo catalogue), one sign-up ==`);
  const first = await startProduct(env);
  const { email, password } = await signUpCandidate(first.base, dataDir);
  const list = await (await fetch(`${first.base}/api/getJobOpenings?page=1&pageSize=10`)).json();
  const jobId = list.job_openings[0].job_id;
  await first.proc.stop();

  const startups = [];
  let product;
  for (let i = 1; i <= starts; i++) {
    const loadBefore = load1();
    product = await startProduct(env);
    startups.push({ readyMs: product.readyMs, cpuMs: product.readyCpuMs, load: loadBefore });
    console.log(
      `  start ${i} on the existing folder: ready after ${product.readyMs.toFixed(0)} ms (CPU ${product.readyCpuMs} ms), load ${loadBefore}`,
    );
    if (i < starts) await product.proc.stop();
  }
  try {
    // Signed in on the server being soaked: a token names the site it was issued for (SITE_URL, here
    // with the port of each start), so the first start's token is refused by a later one.
    const login = await fetch(`${product.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { access_token: token } = await login.json();
    const profile = await fetch(`${product.base}/api/user-details`, { headers: { authorization: `Bearer ${token}` } });
    if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
    await sleep(1000);
    const idle = treeMemory(product.proc.pid);
    const loadBeforeSoak = load1();
    console.log(`  idle: ${memoryLine(idle)}; soak ${connections} connections × ${duration} s, load ${loadBeforeSoak}`);

    let peak = idle;
    const sampler = setInterval(() => (peak = maxMemory(treeMemory(product.proc.pid), peak)), 100);
    const json = { 'content-type': 'application/json' };
    const probe = runProbe(`${product.base}/healthz`, duration * 1000);
    const requests = [
      { name: 'list', method: 'GET', path: '/api/getJobOpenings?page=1&pageSize=10' },
      { name: 'details', method: 'POST', path: '/api/getDetails', headers: json, body: JSON.stringify({ job_id: jobId }) },
      { name: 'profile', method: 'GET', path: '/api/user-details', headers: { authorization: `Bearer ${token}` } },
      {
        name: 'wrong-password login',
        method: 'POST',
        path: '/api/login',
        headers: json,
        body: JSON.stringify({ username: email, password: 'not the password' }),
      },
    ];
    const run = autocannon({ url: product.base, connections, duration, requests });
    // Each connection sends the requests in turn, so its n-th answer belongs to request n mod 4: statuses per request.
    const answered = new Map();
    const byRequest = Object.fromEntries(requests.map((r) => [r.name, {}]));
    run.on('response', (client, statusCode) => {
      const n = answered.get(client) ?? 0;
      answered.set(client, n + 1);
      const counts = byRequest[requests[n % requests.length].name];
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    });
    const result = await run;
    const healthz = await probe;
    clearInterval(sampler);
    const hwmMb = peakRssMb(product.proc.pid);
    const times = [...healthz.times].sort((a, b) => a - b);
    return {
      mode,
      startups,
      startupMedianMs: median(startups.map((s) => s.readyMs)),
      idle,
      peak,
      hwmMb,
      loadBeforeSoak,
      loadAfterSoak: load1(),
      healthz: {
        probes: times.length,
        failures: healthz.failures,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        max: times.at(-1),
        over1s: times.filter((t) => t > 1000).length,
      },
      load: {
        reqPerSec: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
        byRequest,
        errors: result.errors,
        timeouts: result.timeouts,
      },
    };
  } finally {
    await product.proc.stop();
  }
}

function print(r) {
  const ms = (v) => (v === undefined ? '–' : `${v.toFixed(0)} ms`);
  console.log(`\n== ${MODE_LABEL[r.mode]} (Node ${process.version}, ${os.cpus().length} cores) ==`);
  console.log(
    `start-up to /readyz on the existing folder: median ${ms(r.startupMedianMs)} of ${r.startups
      .map((s) => `${s.readyMs.toFixed(0)} ms (CPU ${s.cpuMs} ms, load ${s.load})`)
      .join(', ')}`,
  );
  console.log(
    `memory idle: ${memoryLine(r.idle)}\nmemory peak during the soak: ${memoryLine(r.peak)} (server VmHWM ${r.hwmMb?.toFixed(0)} MB)`,
  );
  console.log(`soak: ${connections} connections × ${duration} s, load average ${r.loadBeforeSoak} before, ${r.loadAfterSoak} after`);
  const h = r.healthz;
  console.log(
    `/healthz every 100 ms: ${h.probes} answers, p50 ${ms(h.p50)}, p95 ${ms(h.p95)}, p99 ${ms(h.p99)}, max ${ms(h.max)}; ${h.over1s} over 1 s; ${h.failures.length} failed${h.failures.length ? ` (${[...new Set(h.failures)].join(', ')})` : ''}`,
  );
  const l = r.load;
  console.log(
    `mixed load: ${l.reqPerSec.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms; 2xx ${l.statuses['2xx']}, 4xx ${l.statuses['4xx']}, 5xx ${l.statuses['5xx']}, errors ${l.errors}, timeouts ${l.timeouts}`,
  );
  for (const [name, counts] of Object.entries(l.byRequest)) {
    console.log(
      `  ${name}: ${Object.entries(counts)
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')}`,
    );
  }
}

async function main() {
  if (args.get('skip-build') !== 'true') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-soak-'));
  // As root, the managed PostgreSQL runs as the postgres user, which must pass through to DATA_DIR.
  chmodSync(workDir, 0o711);
  const results = [];
  try {
    for (const mode of modes) results.push(await soakMode(mode, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  for (const result of results) print(result);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'soak.json'),
    `${JSON.stringify({ node: process.version, cores: os.cpus().length, duration, connections, results }, null, 2)}\n`,
  );
  console.log(`\nFigures in ${path.relative(ROOT, RESULTS_DIR)}/soak.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
