// The production server as the benchmarks start it (scripts/bench-api.mjs, scripts/bench-soak.mjs):
// plain node on the compiled API, its readiness, its memory and CPU time from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The production start (`npm run serve`, the README's multi-process commands): plain node on the compiled API. */
const PRODUCT_START = ['apps/api/dist/server.js'];

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

/** CPU time (user + system) a process has used so far, in ms: start-up cost apart from the machine's other load. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/** A child process we started; `stop()` sends SIGTERM to its PID and waits for the exit (SIGKILL after 30 s). */
export function startProcess(name, command, commandArgs, options) {
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  let exitCode;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve((exitCode = code))));
  return {
    name,
    pid: child.pid,
    stderr: () => stderr,
    /** The child's output, when `options.stdio` pipes it. */
    stdout: child.stdout,
    /** Settles with the exit code. */
    exitCode: exited,
    exited: () => exitCode !== undefined,
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

/** Starts the product and returns it once /readyz answers 200, with the time that took. */
export async function startProduct(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const proc = startProcess('product', process.execPath, PRODUCT_START, {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      LOG_LEVEL: 'warn',
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
  return { proc, base, readyMs: performance.now() - started, readyCpuMs: cpuMs(proc.pid) };
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
