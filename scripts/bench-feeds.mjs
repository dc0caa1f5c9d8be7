// `npm run bench:feeds`: the job-board feeds (/feeds/jobs.xml, /feeds/jobs.json; PUB-21 to PUB-23,
// docs/decisions/055) at 100,000 open jobs: time to first byte, total time, bytes, and the server's memory
// (resident set size) while it streams them. Goal (issue 25): the feeds stream and the server stays under
// 150 MB. A benchmark, not a test: it prints the figures and asserts nothing.
//
// 1. A database: a throw-away one on the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL (dropped at
//    the end), else the embedded managed PostgreSQL in a temporary DATA_DIR (backups off), as bench:search.
// 2. The real server on a free port (through tsx; `--built` runs the production build apps/api/dist/server.js,
//    made by `npm run build`, with the production start's memory flags), with the public cache off (PUBLIC_CACHE_MB=0, as every benchmark).
// 3. Seeds bench:search's realistic jobs (scripts/bench-search.mjs `seedSql`: about 10% closed) until --jobs are
//    open, VACUUM ANALYZEs, then fetches each feed --rounds times, reading the body as it arrives without keeping
//    it, while sampling the server's RSS from /proc/<pid>/status every 20 ms; then once with If-None-Match (304).
// 4. Prints, per feed: TTFB, total time, bytes, items, RSS before and the peak seen while streaming, and the
//    kernel's high-water mark (VmHWM: the process's peak since start). Writes bench-results/feeds.json.
//
// Options: --jobs=100000  --rounds=3  --built  --max-old-space-mb=N (the server's V8 old-space limit, to see
//          whether the feeds hold memory or V8 merely grows its heap because it may: a feed that held every job
//          would fail with an out-of-memory error under a small limit); BENCH_NODE_FLAGS='…' with --built starts the
//          server with other node flags than `npm start`'s (scripts/lib/product.mjs; '' for none)
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchArgs, importFromApp, loadAverage, startServer, throwAwayDatabase, writeResults } from './lib/bench.mjs';
import { seedSql } from './bench-search.mjs';
import { BENCH_NODE_FLAGS } from './lib/product.mjs';

const args = benchArgs();
const OPEN_JOBS = Number(args.get('jobs') ?? 100_000);
const ROUNDS = Number(args.get('rounds') ?? 3);
const BUILT = args.get('built') === 'true';
const MAX_OLD_SPACE_MB = args.get('max-old-space-mb');
const MB = 1024 * 1024;

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

/** The V8 heap in use and reserved (bytes), from the server's own /metrics (prom-client's default metrics). */
async function heapOf(serverUrl) {
  const text = await (await fetch(`${serverUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { used: value('nodejs_heap_size_used_bytes'), total: value('nodejs_heap_size_total_bytes') };
}

/** One fetch of a feed, the body read chunk by chunk and counted, never kept; the RSS (20 ms) and V8 heap (500 ms) sampled meanwhile. */
async function fetchFeed(url, pid, itemMarker, serverUrl) {
  let peak = memoryOf(pid).rss;
  let heapUsed = 0;
  let heapTotal = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 20);
  const heapSampler = setInterval(() => {
    heapOf(serverUrl)
      .then((h) => {
        heapUsed = Math.max(heapUsed, h.used);
        heapTotal = Math.max(heapTotal, h.total);
      })
      .catch(() => {});
  }, 500);
  const start = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
  try {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let ttfb;
    let bytes = 0;
    let items = 0;
    let carry = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      ttfb ??= ms();
      bytes += value.byteLength;
      const text = carry + decoder.decode(value, { stream: true });
      items += text.split(itemMarker).length - 1;
      carry = text.slice(-itemMarker.length + 1);
      // A marker split across chunks is counted once: the carry never holds a whole one.
    }
    const total = ms();
    peak = Math.max(peak, memoryOf(pid).rss);
    return { ttfb, total, bytes, items, etag: res.headers.get('etag'), peakRss: peak, peakHeapUsed: heapUsed, peakHeapTotal: heapTotal };
  } finally {
    clearInterval(sampler);
    clearInterval(heapSampler);
  }
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const root = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-feeds-'));
  chmodSync(root, 0o711);
  const dataDir = path.join(root, 'data');
  let dropDatabase = async () => {};
  let closeSeeder = async () => {};
  let server;
  let seederUrl;
  // A loaded machine (2 shared cores) may take minutes to start the embedded PostgreSQL and migrate.
  const serverOptions = { built: BUILT, readyTimeoutMs: 600_000 };
  const limit = MAX_OLD_SPACE_MB
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${MAX_OLD_SPACE_MB}`.trim() }
    : {};
  if (serverUrl) {
    const database = await throwAwayDatabase(serverUrl, 'bench_feeds');
    dropDatabase = database.drop;
    seederUrl = database.url;
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, METRICS_TOKEN, ...limit }, serverOptions);
    console.log(`PostgreSQL: ${database.host} (throw-away database ${database.name})`);
  } else {
    console.log('Neither TEST_DATABASE_URL nor DATABASE_URL is set: measuring on the embedded managed PostgreSQL (the default).');
    server = await startServer({ DATABASE_ENGINE: 'postgres', BACKUPS: 'off', DATA_DIR: dataDir, METRICS_TOKEN, ...limit }, serverOptions);
    const [{ openConfiguredDatabase, commandLog }] = await importFromApp('apps/api/src/platform/db/engine.ts');
    const database = await openConfiguredDatabase(
      { databaseUrl: undefined, databaseEngine: 'postgres', dataDir },
      { role: 'command', log: commandLog },
    );
    closeSeeder = () => database.close();
    seederUrl = database.url;
  }
  const client = new pg.Client({ connectionString: seederUrl });
  await client.connect();
  const results = {
    jobs: OPEN_JOBS,
    built: BUILT,
    nodeFlags: BUILT ? BENCH_NODE_FLAGS : [],
    maxOldSpaceMb: MAX_OLD_SPACE_MB ? Number(MAX_OLD_SPACE_MB) : null,
    feeds: {},
  };
  try {
    const started = Date.now();
    // seedSql closes every job numbered …9: 10 numbers give 9 open jobs.
    await client.query(seedSql(0, Math.ceil((OPEN_JOBS * 10) / 9)));
    await client.query('VACUUM ANALYZE jobs');
    const { rows } = await client.query(`SELECT count(*) FILTER (WHERE status = 'open')::int AS open, count(*)::int AS all FROM jobs`);
    console.log(
      `${rows[0].open.toLocaleString('en')} open jobs of ${rows[0].all.toLocaleString('en')} (seeded in ${Date.now() - started} ms); server ${BUILT ? `apps/api/dist/server.js (built; node flags: ${BENCH_NODE_FLAGS.join(' ') || 'none'})` : 'through tsx'}${MAX_OLD_SPACE_MB ? ` with --max-old-space-size=${MAX_OLD_SPACE_MB}` : ''}, pid ${server.pid}, load average ${loadAverage()}`,
    );
    results.openJobs = rows[0].open;
    const idle = memoryOf(server.pid);
    const idleHeap = await heapOf(server.url);
    console.log(
      `server RSS before the feeds: ${(idle.rss / MB).toFixed(1)} MB (peak since start ${(idle.hwm / MB).toFixed(1)} MB); V8 heap ${(idleHeap.used / MB).toFixed(1)} MB used of ${(idleHeap.total / MB).toFixed(1)} MB`,
    );
    results.idleHeap = idleHeap;
    results.idleRss = idle.rss;
    results.startHwm = idle.hwm;
    for (const [feed, marker] of [
      ['xml', '</job>'],
      ['json', '"@type":"JobPosting"'],
    ]) {
      const url = `${server.url}/feeds/jobs.${feed}`;
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) {
        const before = memoryOf(server.pid).rss;
        const r = await fetchFeed(url, server.pid, marker, server.url);
        rounds.push({ ...r, rssBefore: before });
        console.log(
          `  ${feed.padEnd(4)} round ${i + 1}: TTFB ${r.ttfb.toFixed(1)} ms, total ${(r.total / 1000).toFixed(2)} s, ${(r.bytes / MB).toFixed(1)} MB, ${r.items.toLocaleString('en')} items; RSS ${(before / MB).toFixed(1)} → peak ${(r.peakRss / MB).toFixed(1)} MB; V8 heap peak ${(r.peakHeapUsed / MB).toFixed(1)} MB used of ${(r.peakHeapTotal / MB).toFixed(1)} MB`,
        );
      }
      const etag = rounds[0].etag;
      const t0 = process.hrtime.bigint();
      const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
      await notModified.arrayBuffer();
      const ms304 = Number(process.hrtime.bigint() - t0) / 1e6;
      console.log(`  ${feed.padEnd(4)} If-None-Match ${etag}: ${notModified.status} in ${ms304.toFixed(1)} ms`);
      results.feeds[feed] = { rounds, notModified: { status: notModified.status, ms: ms304 } };
    }
    const end = memoryOf(server.pid);
    results.endHwm = end.hwm;
    const peakStreaming = Math.max(...Object.values(results.feeds).flatMap((f) => f.rounds.map((r) => r.peakRss)));
    results.peakStreamingRss = peakStreaming;
    console.log(
      `\nserver peak RSS while streaming: ${(peakStreaming / MB).toFixed(1)} MB; VmHWM (peak since start, seeding included): ${(end.hwm / MB).toFixed(1)} MB; goal < 150 MB; load average ${loadAverage()}`,
    );
  } finally {
    await client.end();
    await closeSeeder();
    await server.stop();
    await dropDatabase();
    rmSync(root, { recursive: true, force: true });
  }
  writeResults('feeds', { database: serverUrl ? 'postgres' : 'embedded postgres', ...results });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
