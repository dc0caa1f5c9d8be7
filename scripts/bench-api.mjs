// `npm run bench:api`: the public API's throughput against a bare Fastify server (OPS-8, docs/decisions/012). A benchmark,
// not a test: its figures depend on the machine and its load.
//
// 1. Builds (web app and API) unless --skip-build.
// 2. For each database (the embedded default on a fresh DATA_DIR — the PostgreSQL the server manages,
//    docs/decisions/020 —, with --engines=default,pglite also PGlite; and, with TEST_DATABASE_URL set,
//    PostgreSQL in a fresh database this script creates and drops): starts the production server once (migrations,
//    12-job demo catalogue), stops it, and starts it again on the same data to time "start-up to ready"
//    (spawn until GET /readyz answers 200), then reads its idle RSS.
// 3. Fetches each endpoint's body from the product and starts a bare Fastify 5 server (same Node, own
//    process) that answers those exact bytes with the same content-type.
// 4. For each endpoint, each round loads the product and then the bare server with autocannon
//    (-c 50 -d 10 by default) and samples the product's memory every 100 ms: the server's VmRSS, and RSS
//    and PSS summed with the processes it started (the managed PostgreSQL). The median round is kept.
// 5. Prints a table (req/s, p50, p99, product/bare ratio, peak memory), writes bench-results/api.json and
//    stops every server it started by its PID.
//
// 6. With --metrics (docs/decisions/027): a second product on its own DATA_DIR (the same demo catalogue) with
//    METRICS_TOKEN set, scraped every 5 s during its loads as Prometheus would (more often than its 15 s), is
//    loaded in the same rounds as the first (which of the two goes first alternates by round), and a second
//    table gives its req/s against the product without metrics.
//
// Options: --duration=10 (seconds per load), --rounds=3, --connections=50, --engines=default[,pglite], --skip-build,
// --log-level=warn (the product's LOG_LEVEL: at the default `warn` no request line is written; `info` is the
// server's own default, one line per request, docs/decisions/028), --metrics. BENCH_NODE_FLAGS='…' starts the product
// with other node flags than `npm start`'s (scripts/lib/product.mjs; '' for none).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from './lib/free-port.mjs';
import {
  BENCH_NODE_FLAGS,
  cpuMs,
  maxMemory,
  memoryLine,
  sleep,
  startProcess,
  startProduct,
  treeMemory,
  waitReady,
} from './lib/product.mjs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const duration = Math.max(1, Number(args.get('duration') ?? 10));
const rounds = Math.max(1, Number(args.get('rounds') ?? 3));
const connections = Math.max(1, Number(args.get('connections') ?? 50));
const engines = (args.get('engines') ?? 'default').split(',');
const logLevel = args.get('log-level') ?? 'warn';
const withMetrics = args.get('metrics') === 'true';
/** The metrics product's token; a scrape every SCRAPE_MS while it is loaded. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
const SCRAPE_MS = 5_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The bare server: Fastify 5 answering the recorded bytes, nothing else. */
const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
const routes = JSON.parse(readFileSync(process.env.BENCH_ROUTES, 'utf8'));
const app = Fastify({ logger: false });
// Keyed by method and full URL (the list and the filtered list share a path).
const answers = new Map(routes.map((r) => [r.method + ' ' + r.url, { contentType: r.contentType, body: Buffer.from(r.body, 'base64') }]));
for (const key of new Set(routes.map((r) => r.method + ' ' + r.url.split('?')[0]))) {
  const [method, url] = key.split(' ');
  app.route({ method, url, handler: (request, reply) => {
    const answer = answers.get(request.method + ' ' + request.url);
    return answer ? reply.type(answer.contentType).send(answer.body) : reply.code(404).send();
  } });
}
app.get('/readyz', (_request, reply) => reply.send({ status: 'ready' }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

async function startBare(routes, workDir) {
  const routesFile = path.join(workDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Run from apps/api so `fastify` resolves to the product's own copy.
  const proc = startProcess('bare fastify', process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: path.join(ROOT, 'apps/api'),
    env: { ...process.env, PORT: String(port), BENCH_ROUTES: routesFile, NODE_ENV: 'production' },
  });
  await waitReady(proc, `${base}/readyz`);
  return { proc, base };
}

/** The endpoints under test, with the product's response bodies to replay from the bare server. */
async function recordEndpoints(base) {
  const list = await (await fetch(`${base}/api/getJobOpenings?page=1&pageSize=5`)).json();
  const first = list.job_openings?.[0];
  if (!first) throw new Error('no open job to measure');
  const endpoints = [
    { name: 'list', method: 'GET', path: '/api/getJobOpenings?page=1&pageSize=5' },
    {
      name: 'filtered list',
      method: 'GET',
      path: `/api/getJobOpenings?department=${encodeURIComponent(first.department)}&page=1&pageSize=5`,
    },
    {
      name: 'details',
      method: 'POST',
      path: '/api/getDetails',
      body: JSON.stringify({ job_id: first.job_id }),
      headers: { 'content-type': 'application/json' },
    },
    { name: 'job page HTML', method: 'GET', path: `/job/${first.job_id}` },
  ];
  for (const endpoint of endpoints) {
    const response = await fetch(`${base}${endpoint.path}`, { method: endpoint.method, body: endpoint.body, headers: endpoint.headers });
    if (response.status !== 200) throw new Error(`${endpoint.name}: ${response.status} from the product`);
    endpoint.contentType = response.headers.get('content-type');
    endpoint.bytes = Buffer.from(await response.arrayBuffer());
  }
  return endpoints;
}

/** One scrape of /metrics as Prometheus makes it; its status and size. */
async function scrape(base) {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

async function load(base, endpoint, samplePid, { scrapeMetrics = false } = {}) {
  let peak;
  const sampler = samplePid
    ? setInterval(() => {
        peak = maxMemory(treeMemory(samplePid), peak);
      }, 100)
    : undefined;
  const scrapes = [];
  const scraper = scrapeMetrics ? setInterval(() => scrapes.push(scrape(base)), SCRAPE_MS) : undefined;
  // The server's own CPU time per request answered: what a request costs it, whatever else the machine runs.
  const cpuBefore = samplePid ? cpuMs(samplePid) : undefined;
  try {
    const result = await autocannon({
      url: `${base}${endpoint.path}`,
      method: endpoint.method,
      body: endpoint.body,
      headers: endpoint.headers,
      connections,
      duration,
    });
    return {
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peak: samplePid ? maxMemory(treeMemory(samplePid), peak) : undefined,
      scrapes: (await Promise.all(scrapes)).filter((s) => s.status === 200).length,
      cpuUsPerRequest:
        cpuBefore === undefined ? undefined : (((cpuMs(samplePid) ?? cpuBefore) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    };
  } finally {
    clearInterval(sampler);
    clearInterval(scraper);
  }
}

/** PostgreSQL: a fresh database on TEST_DATABASE_URL's server, dropped afterwards. */
async function freshPostgresDatabase(serverUrl) {
  const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
  const { Client } = require('pg');
  const name = `careers_bench_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function benchDatabase(label, env, workDir, metricsEnv) {
  console.log(`\n== ${label}: first start (migrations, demo catalogue) ==`);
  const first = await startProduct(env);
  console.log(`  ready after ${first.readyMs.toFixed(0)} ms (CPU ${first.readyCpuMs} ms)`);
  await first.proc.stop();

  if (metricsEnv) {
    // Its first start too, so both products are loaded on a second start over settled data.
    const firstWithMetrics = await startProduct({ ...metricsEnv, METRICS_TOKEN });
    await firstWithMetrics.proc.stop();
  }
  const product = await startProduct(env);
  let bare;
  let metricsProduct;
  try {
    if (metricsEnv) {
      metricsProduct = await startProduct({ ...metricsEnv, METRICS_TOKEN });
      const first = await scrape(metricsProduct.base);
      if (first.status !== 200) throw new Error(`/metrics answered ${first.status} on the product with METRICS_TOKEN`);
      console.log(`  product with METRICS_TOKEN ready; /metrics answers ${first.bytes} bytes`);
    }
    console.log(`  second start on the same data: ready after ${product.readyMs.toFixed(0)} ms (CPU ${product.readyCpuMs} ms)`);
    await sleep(1000);
    const idle = treeMemory(product.proc.pid);
    const endpoints = await recordEndpoints(product.base);
    bare = await startBare(
      endpoints.map((e) => ({ method: e.method, url: e.path, contentType: e.contentType, body: e.bytes.toString('base64') })),
      workDir,
    );
    for (const endpoint of endpoints) {
      const response = await fetch(`${bare.base}${endpoint.path}`, {
        method: endpoint.method,
        body: endpoint.body,
        headers: endpoint.headers,
      });
      if (!Buffer.from(await response.arrayBuffer()).equals(endpoint.bytes)) throw new Error(`${endpoint.name}: bare server bytes differ`);
    }
    if (metricsProduct) {
      for (const endpoint of endpoints) {
        const response = await fetch(`${metricsProduct.base}${endpoint.path}`, {
          method: endpoint.method,
          body: endpoint.body,
          headers: endpoint.headers,
        });
        if (response.status !== 200) throw new Error(`${endpoint.name}: ${response.status} from the product with metrics`);
        await response.arrayBuffer();
      }
    }
    const rows = [];
    for (const endpoint of endpoints) {
      const productRuns = [];
      const metricsRuns = [];
      const bareRuns = [];
      for (let round = 1; round <= rounds; round++) {
        process.stdout.write(`  ${endpoint.name}: round ${round}/${rounds}… `);
        // With metrics, the two products take turns going first, so neither always loads a warmer machine.
        const loadMetrics = async () => {
          if (metricsProduct) metricsRuns.push(await load(metricsProduct.base, endpoint, metricsProduct.proc.pid, { scrapeMetrics: true }));
        };
        if (round % 2 === 0) await loadMetrics();
        productRuns.push(await load(product.base, endpoint, product.proc.pid));
        if (round % 2 === 1) await loadMetrics();
        bareRuns.push(await load(bare.base, endpoint));
        const cpu = (run) => `${run.cpuUsPerRequest.toFixed(0)} µs CPU/req`;
        console.log(
          `product ${productRuns.at(-1).reqPerSec.toFixed(0)} req/s ${cpu(productRuns.at(-1))}, ${
            metricsProduct
              ? `with metrics ${metricsRuns.at(-1).reqPerSec.toFixed(0)} req/s ${cpu(metricsRuns.at(-1))} (${metricsRuns.at(-1).scrapes} scrapes), `
              : ''
          }bare ${bareRuns.at(-1).reqPerSec.toFixed(0)} req/s`,
        );
      }
      const pick = (runs) => {
        const mid = median(runs.map((r) => r.reqPerSec));
        return {
          ...runs.find((r) => r.reqPerSec === mid),
          non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
          errors: runs.reduce((s, r) => s + r.errors, 0),
        };
      };
      const p = pick(productRuns);
      const b = pick(bareRuns);
      const m = metricsProduct ? pick(metricsRuns) : undefined;
      rows.push({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        name: endpoint.name,
        bytes: endpoint.bytes.length,
        product: p,
        bare: b,
        ratio: p.reqPerSec / b.reqPerSec,
        peak: productRuns.map((r) => r.peak).reduce((a, b) => maxMemory(a, b)),
        ...(m
          ? {
              metrics: m,
              metricsRatio: m.reqPerSec / p.reqPerSec,
              productRounds: productRuns.map((r) => Math.round(r.reqPerSec)),
              metricsRounds: metricsRuns.map((r) => Math.round(r.reqPerSec)),
              // Median CPU per request of each: less sensitive than req/s to what else the machine runs.
              productCpuUs: median(productRuns.map((r) => r.cpuUsPerRequest)),
              metricsCpuUs: median(metricsRuns.map((r) => r.cpuUsPerRequest)),
            }
          : {}),
      });
    }
    return { label, startupFirstMs: first.readyMs, startupMs: product.readyMs, startupCpuMs: product.readyCpuMs, idle, rows };
  } finally {
    await bare?.proc.stop();
    await metricsProduct?.proc.stop();
    await product.proc.stop();
  }
}

function printTable(result) {
  const header = [
    'endpoint',
    'bytes',
    'product req/s',
    'p50 ms',
    'p99 ms',
    'bare req/s',
    'p50 ms',
    'p99 ms',
    'ratio',
    'peak server RSS MB',
    'peak all PSS MB',
  ];
  const lines = result.rows.map((r) => [
    r.name,
    String(r.bytes),
    r.product.reqPerSec.toFixed(0),
    String(r.product.p50),
    String(r.product.p99),
    r.bare.reqPerSec.toFixed(0),
    String(r.bare.p50),
    String(r.bare.p99),
    `${(r.ratio * 100).toFixed(0)} %`,
    r.peak.rssMb.toFixed(0),
    r.peak.treePssMb.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n== ${result.label} (Node ${process.version}, ${os.cpus().length} cores; median of ${rounds} × ${duration} s, ${connections} connections; LOG_LEVEL=${logLevel}; node flags: ${BENCH_NODE_FLAGS.join(' ') || 'none'}) ==`,
  );
  console.log(
    `start-up to ready: ${result.startupMs.toFixed(0)} ms, CPU ${result.startupCpuMs} ms (second start on existing data; first start ${result.startupFirstMs.toFixed(0)} ms)`,
  );
  console.log(
    `machine load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  console.log(`idle memory after start-up: ${memoryLine(result.idle)}`);
  console.log(`peak memory under load: ${memoryLine(result.rows.map((r) => r.peak).reduce((a, b) => maxMemory(a, b)))}`);
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  if (result.rows.some((r) => r.metrics)) {
    console.log(
      `\nWith METRICS_TOKEN (/metrics scraped every ${SCRAPE_MS / 1000} s during each load) against without, same session, rounds interleaved:`,
    );
    const mHeader = [
      'endpoint',
      'without req/s',
      'with req/s',
      'with / without',
      'CPU µs/req without',
      'CPU µs/req with',
      'p99 ms without',
      'p99 ms with',
      'rounds without',
      'rounds with',
    ];
    const mLines = result.rows.map((r) => [
      r.name,
      r.product.reqPerSec.toFixed(0),
      r.metrics.reqPerSec.toFixed(0),
      `${(r.metricsRatio * 100).toFixed(1)} %`,
      r.productCpuUs.toFixed(0),
      r.metricsCpuUs.toFixed(0),
      String(r.product.p99),
      String(r.metrics.p99),
      r.productRounds.join(' '),
      r.metricsRounds.join(' '),
    ]);
    const mWidths = mHeader.map((h, i) => Math.max(h.length, ...mLines.map((l) => l[i].length)));
    const mFormat = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(mWidths[i]) : c.padStart(mWidths[i]))).join(' | ')} |`;
    console.log(mFormat(mHeader));
    console.log(`|${mWidths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
    for (const line of mLines) console.log(mFormat(line));
  }
  const problems = result.rows.filter((r) => r.product.non2xx || r.product.errors || r.bare.non2xx || r.bare.errors);
  for (const r of problems) {
    console.log(
      `  ${r.name}: product ${r.product.non2xx} non-2xx, ${r.product.errors} errors; bare ${r.bare.non2xx} non-2xx, ${r.bare.errors} errors`,
    );
  }
}

async function main() {
  if (args.get('skip-build') !== 'true') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-api-'));
  const results = [];
  try {
    // As root, the managed PostgreSQL runs as the postgres user, which must pass through to DATA_DIR.
    chmodSync(workDir, 0o711);
    for (const engine of engines) {
      const dataDir = path.join(workDir, `data-${engine}`);
      // METRICS_TOKEN empty: the product without metrics, whatever the shell's environment says.
      const env = {
        DATA_DIR: dataDir,
        SEED_DEMO: 'always',
        LOG_LEVEL: logLevel,
        METRICS_TOKEN: '',
        ...(engine === 'default' ? {} : { DATABASE_ENGINE: engine }),
      };
      const metricsEnv = withMetrics ? { ...env, DATA_DIR: path.join(workDir, `data-${engine}-metrics`) } : undefined;
      const result = await benchDatabase(`embedded ${engine}`, env, workDir, metricsEnv);
      // Which engine the default chose: the managed PostgreSQL keeps its cluster in DATA_DIR/postgres.
      result.label = `embedded ${engine}: ${existsSync(path.join(dataDir, 'postgres')) ? 'PostgreSQL managed by the server' : 'PGlite'}`;
      results.push(result);
    }
    if (process.env.TEST_DATABASE_URL) {
      const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
      try {
        results.push(
          await benchDatabase(
            'PostgreSQL',
            {
              DATA_DIR: path.join(workDir, 'pg-data'),
              DATABASE_URL: database.url,
              SEED_DEMO: 'always',
              LOG_LEVEL: logLevel,
              METRICS_TOKEN: '',
            },
            workDir,
            // One database: the product with metrics shares it (a second process, as behind a load balancer).
            withMetrics
              ? { DATA_DIR: path.join(workDir, 'pg-data-metrics'), DATABASE_URL: database.url, SEED_DEMO: 'never', LOG_LEVEL: logLevel }
              : undefined,
          ),
        );
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  for (const result of results) printTable(result);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'api.json'),
    `${JSON.stringify({ node: process.version, nodeFlags: BENCH_NODE_FLAGS, cores: os.cpus().length, duration, rounds, connections, logLevel, results }, null, 2)}\n`,
  );
  console.log(`\nFigures in ${path.relative(ROOT, RESULTS_DIR)}/api.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
