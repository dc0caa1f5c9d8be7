// `npm run bench:web`: the public site's performance budget (PUB-17, docs/decisions/005). Not part of `npm test`:
// Lighthouse takes a minute and its figures vary with machine load, so it is a benchmark, not a gate.
//
// 1. Builds the web app and sums the gzip size of the JS the landing route loads at once (the entry
//    script and every modulepreload in the built index.html; `scripts/lib/initial-js.mjs`). Lazy chunks
//    (job page, carousel) are excluded. That sum's budget is also a test (`scripts/lib/initial-js.test.mjs`).
// 2. Starts the production server on a free port with a fresh DATA_DIR (demo jobs seeded), then runs
//    Lighthouse (mobile, simulated throttling) in the system Chromium on `/` and on a job page. A run that
//    fails (e.g. NO_NAVSTART) is retried once, and each run's outcome is printed ("run 2: NO_NAVSTART,
//    retried once: ok").
// 3. Prints the figures against the budget, writes bench-results/web.json, and stops the server by its PID.
//
// Options: --runs=N (Lighthouse runs per page, median performance is kept; default 1), --skip-build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './lib/free-port.mjs';
import { INITIAL_JS_BUDGET_KB, initialJs } from './lib/initial-js.mjs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse 12.8 is the last line that runs on Node 20 (13.x needs Node >= 22.19). With Debian's
// Chromium 156 a run now and then aborts with NO_NAVSTART (the trace has no navigation start for the
// page): each attempt gets the new headless mode and its own fresh profile directory, and a failed
// attempt is retried once; the output names every failure and the retry's outcome.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];
const BUDGET = { initialJsKb: INITIAL_JS_BUDGET_KB, performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const runs = Math.max(1, Number(args.get('runs') ?? 1));

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
  return result;
}

async function waitFor(url, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** One Lighthouse attempt: the parsed report, or the reason it failed (a Lighthouse error code when it names one). */
function lighthouseAttempt(url, outputFile) {
  rmSync(outputFile, { force: true });
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-chrome-'));
  try {
    const result = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outputFile}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profileDir}`].join(' ')}`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env: { ...process.env, CHROME_PATH } },
    );
    let report;
    try {
      report = JSON.parse(readFileSync(outputFile, 'utf8'));
    } catch {
      report = undefined;
    }
    const stderr = result.stderr ?? '';
    const code =
      report?.runtimeError?.code ??
      stderr.match(/\b(NO_[A-Z_]+|PROTOCOL_TIMEOUT|[A-Z]+(?:_[A-Z]+){1,})\b/)?.[1] ??
      (result.status === 0 ? undefined : `exit ${result.status ?? result.signal}`);
    if (result.status === 0 && report && !report.runtimeError) return { report };
    const detail = stderr
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'))
      .slice(-3)
      .join(' | ');
    return { error: code ?? 'no report', detail };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** A Lighthouse run: one attempt, and one retry if it fails. `label` names the run in the log. */
function lighthouse(url, outputFile, label) {
  let attempt = lighthouseAttempt(url, outputFile);
  let status = 'ok';
  if (attempt.error) {
    const first = attempt.error;
    attempt = lighthouseAttempt(url, outputFile);
    status = `${first}, retried once: ${attempt.error ?? 'ok'}`;
  }
  console.log(`  ${label}: ${status}`);
  if (attempt.error) throw new Error(`Lighthouse failed twice on ${url}: ${attempt.error} (${attempt.detail})`);
  const { report } = attempt;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
  const metric = (id) => report.audits[id]?.displayValue ?? '?';
  const failing = Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => report.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.score})`);
  return {
    scores,
    status,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    failing,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (args.get('skip-build') !== 'true') run('npm', ['run', 'build']);
  const js = initialJs(DIST);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: base,
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const pages = {};
  try {
    const list = await (await waitFor(`${base}/api/getJobOpenings`)).json();
    const jobId = list.job_openings[0]?.job_id;
    if (!jobId) throw new Error('no open job to measure');
    mkdirSync(RESULTS_DIR, { recursive: true });
    for (const [name, url] of [
      ['/', `${base}/`],
      ['job page', `${base}/job/${jobId}`],
    ]) {
      const results = [];
      console.log(`Lighthouse mobile: ${name}`);
      for (let i = 0; i < runs; i++) {
        const file = path.join(RESULTS_DIR, `lighthouse-${name === '/' ? 'landing' : 'job'}-${i + 1}.json`);
        results.push(lighthouse(url, file, `run ${i + 1}`));
      }
      const perf = median(results.map((r) => r.scores.performance));
      pages[name] = {
        ...results.find((r) => r.scores.performance === perf),
        performanceRuns: results.map((r) => r.scores.performance),
        runs: results.map((r, i) => `run ${i + 1}: ${r.status}`),
      };
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    // The backups' default folder beside DATA_DIR (OPS-12).
    rmSync(`${dataDir}-backups`, { recursive: true, force: true });
  }

  const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');
  console.log('\n== Landing route initial JS (gzip) ==');
  for (const f of js.files) console.log(`  ${f.url}  ${f.rawKb.toFixed(1)} KB raw, ${f.gzipKb.toFixed(1)} KB gzip`);
  console.log(`  total ${js.gzipKb.toFixed(1)} KB gzip (budget ≤ ${BUDGET.initialJsKb} KB): ${verdict(js.gzipKb <= BUDGET.initialJsKb)}`);
  let allOk = js.gzipKb <= BUDGET.initialJsKb;
  for (const [name, page] of Object.entries(pages)) {
    console.log(`\n== Lighthouse mobile: ${name} ==`);
    for (const c of CATEGORIES) {
      const ok = page.scores[c] >= BUDGET[c];
      allOk &&= ok;
      console.log(`  ${c.padEnd(15)} ${String(page.scores[c]).padStart(3)} (budget ≥ ${BUDGET[c]}): ${verdict(ok)}`);
    }
    if (runs > 1) console.log(`  performance runs: ${page.performanceRuns.join(', ')} (median kept)`);
    console.log(`  ${page.runs.join(' · ')}`);
    console.log(
      `  ${Object.entries(page.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · ')}`,
    );
    if (page.failing.length) console.log(`  audits below 1: ${page.failing.join(', ')}`);
  }
  writeFileSync(path.join(RESULTS_DIR, 'web.json'), `${JSON.stringify({ initialJs: js, pages }, null, 2)}\n`);
  console.log(`\n${allOk ? 'Within budget.' : 'Budget exceeded.'} Reports in ${path.relative(ROOT, RESULTS_DIR)}/`);
  process.exitCode = allOk ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
