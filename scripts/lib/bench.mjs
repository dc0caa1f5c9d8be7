// What the search benchmarks share (bench-search.mjs, bench-talent.mjs): options, a throw-away
// database, the real server on a free port, sequential timing with percentiles, and the results file.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { BENCH_NODE_FLAGS } from './product.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** `--name=value` options (`--flag` alone is 'true'). */
export const benchArgs = () =>
  new Map(
    process.argv
      .slice(2)
      .map((a) => a.replace(/^--/, '').split('='))
      .map(([k, v]) => [k, v ?? 'true']),
  );

/** The load average, as printed beside every figure (the machine is shared, so figures are indicative). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The app's own TypeScript modules (paths from the repository root), loaded through tsx. */
export async function importFromApp(...paths) {
  const { register } = await import('tsx/esm/api');
  const unregister = register();
  try {
    return await Promise.all(paths.map((p) => import(pathToFileURL(path.join(ROOT, p)).href)));
  } finally {
    unregister();
  }
}

/** A database created on the PostgreSQL server at `serverUrl` for one run; `drop()` removes it. */
export async function throwAwayDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}`;
  const run = async (text) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { name, host: u.host, url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The real server (`apps/api/src/http/server.ts` through tsx, or with `{ built: true }` the production build
 * `apps/api/dist/server.js`, which also serves apps/web/dist, with the production start's memory flags) on a free port, ready; `stop()` ends it by its PID.
 */
export async function startServer(env, { built = false, readyTimeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const entry = built ? [...BENCH_NODE_FLAGS, 'apps/api/dist/server.js'] : ['--import', 'tsx', 'apps/api/src/http/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'never',
      PUBLIC_CACHE_MB: '0',
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789ab',
      SITE_URL: 'http://careers.bench',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i * 100 > readyTimeoutMs || child.exitCode !== null) {
      // Not left running behind the failed benchmark.
      if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      throw new Error('the server did not become ready');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** The server process's id (bench:feeds reads its memory from /proc). */
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `requests` sequential GETs of `url` after two warm-up ones (connection, plan cache): p50 and p95 in
 * milliseconds, and the last answer's JSON body. `url` may be a function of the request's number (0, 1, …),
 * for a shape that differs per request.
 */
export async function measure(url, { requests, headers = {} }) {
  const times = [];
  let body;
  for (let i = 0; i < requests + 2; i++) {
    const target = typeof url === 'function' ? url(i) : url;
    const start = process.hrtime.bigint();
    const res = await fetch(target, { headers });
    body = await res.json();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.status !== 200) throw new Error(`${target}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), body };
}

/** One printed line per shape. */
export const shapeLine = (label, width, m, query) =>
  `  ${label.padEnd(width)} p50 ${m.p50.toFixed(1).padStart(7)} ms   p95 ${m.p95.toFixed(1).padStart(7)} ms   total ${String(m.total).padStart(6)}   ${query || '(no query)'}`;

/** bench-results/<name>.json */
export function writeResults(name, data) {
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench-results', `${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
}
