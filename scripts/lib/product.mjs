// The production server as the benchmarks start it (scripts/bench-api.mjs, scripts/bench-soak.mjs):
// plain node on the compiled API, its readiness, its memory and CPU time from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Node's memory flags of the production start (docs/operations/configuration.md, "Node's memory"): V8
 * collects its old generation sooner and keeps a young generation of 2 × 4 MB, so a streaming feed does
 * not grow the server past 150 MB (issue 25, docs/performance.md).
 */
export const SERVER_NODE_FLAGS = ['--optimize-for-size', '--max-semi-space-size=4'];
/**
 * The node flags the benchmarks start the built server with: `SERVER_NODE_FLAGS`, unless BENCH_NODE_FLAGS
 * names others (space-separated; empty for none), to measure what the flags cost or save.
 */
export const BENCH_NODE_FLAGS =
  process.env.BENCH_NODE_FLAGS === undefined ? SERVER_NODE_FLAGS : process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
/** The production server's own start (the README's multi-process commands): node with its memory flags on the compiled API. */
const PRODUCT_START = [...BENCH_NODE_FLAGS, 'apps/api/dist/server.js'];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS of a process in MB, or undefined once it is gone. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Every process started by `pid`, directly or not (the managed PostgreSQL's postmaster and its backends). */
export function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 2nd field after the command, which may itself contain spaces or ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while the list was read
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Proportional set size in MB (shared pages divided among the processes sharing them), or undefined once gone. */
export function pssMb(pid) {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The memory of the server and of the processes it started (with the managed PostgreSQL, its postmaster
 * and backends; with PGlite, none): the server's own RSS, and RSS and PSS summed over all of them. RSS
 * counts PostgreSQL's shared buffers once per process that touched them; PSS shares them out, so the
 * tree's PSS is what the whole product costs the machine.
 */
export function treeMemory(pid) {
  const all = [pid, ...descendants(pid)];
  const sum = (read) => all.reduce((total, p) => total + (read(p) ?? 0), 0);
  return { rssMb: rssMb(pid), processes: all.length, treeRssMb: sum(rssMb), treePssMb: sum(pssMb) };
}

/** The higher of each figure: for sampling a peak. */
export const maxMemory = (a, b) =>
  b === undefined
    ? a
    : {
        rssMb: Math.max(a.rssMb ?? 0, b.rssMb ?? 0),
        processes: Math.max(a.processes, b.processes),
        treeRssMb: Math.max(a.treeRssMb, b.treeRssMb),
        treePssMb: Math.max(a.treePssMb, b.treePssMb),
      };

/** "server RSS 147 MB; the server and the 8 processes it started together: RSS 241 MB, PSS 130 MB" */
export const memoryLine = (m) =>
  m.processes > 1
    ? `server RSS ${m.rssMb?.toFixed(0)} MB; the server and the ${m.processes - 1} processes it started together: RSS ${m.treeRssMb.toFixed(0)} MB, PSS ${m.treePssMb.toFixed(0)} MB`
    : `server RSS ${m.rssMb?.toFixed(0)} MB, PSS ${m.treePssMb.toFixed(0)} MB (no other process)`;

/** CPU time (user + system) a process has used so far, in ms: start-up cost apart from the machine's other load. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/** Children still running: a script stopped by SIGINT or SIGTERM stops them (by PID) before it exits. */
const running = new Set();
let stopOnSignal = false;
function stopChildrenOnSignal() {
  if (stopOnSignal) return;
  stopOnSignal = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      for (const pid of running) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/** A child process we started; `stop()` sends SIGTERM to its PID and waits for the exit (SIGKILL after 30 s). */
export function startProcess(name, command, commandArgs, options) {
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  stopChildrenOnSignal();
  running.add(child.pid);
  child.once('exit', () => running.delete(child.pid));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  let exitCode;
  let exitSignal;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitSignal = signal ?? undefined;
      resolve((exitCode = code));
    }),
  );
  return {
    name,
    pid: child.pid,
    stderr: () => stderr,
    /** The child's output, when `options.stdio` pipes it. */
    stdout: child.stdout,
    /** Settles with the exit code. */
    exitCode: exited,
    exited: () => exitCode !== undefined,
    /** The signal that ended it, once it has ended by one. */
    signal: () => exitSignal,
    async stop() {
      if (exitCode !== undefined) return exitCode;
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => exitCode === undefined && process.kill(child.pid, 'SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export async function waitReady(proc, url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exited()) throw new Error(`${proc.name} exited before it was ready:\n${proc.stderr()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${proc.name} not ready after ${timeoutMs} ms:\n${proc.stderr()}`);
    await sleep(10);
  }
}

/**
 * Starts the product and returns it once /readyz answers 200, with the time that took. By default plain
 * node on the compiled API in this checkout; scripts/bench-start.mjs passes other start commands
 * (`node start.mjs`, `npm start`) and the checkout to run them in.
 */
export async function startProduct(env, { command = process.execPath, args = PRODUCT_START, cwd = ROOT } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const proc = startProcess('product', command, args, {
    cwd,
    env: {
      ...process.env,
      // The request lines are off unless the caller asks for a level (bench:api --log-level=info).
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      NODE_ENV: 'production',
      SHUTDOWN_GRACE_MS: '0',
    },
  });
  try {
    await waitReady(proc, `${base}/readyz`);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  const readyMs = performance.now() - started;
  // The server's CPU and that of the processes it started (the managed PostgreSQL), up to ready.
  const readyCpuMs = [proc.pid, ...descendants(proc.pid)].reduce((total, pid) => total + (cpuMs(pid) ?? 0), 0);
  return { proc, base, readyMs, readyCpuMs };
}

/** A process's peak resident memory so far (VmHWM) in MB. */
export function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
