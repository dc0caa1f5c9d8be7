import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-database.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A temporary folder to hold a DATA_DIR. mkdtemp makes it 0700; run as root, the embedded PostgreSQL runs
 * as the `postgres` user, who must pass through it to DATA_DIR/postgres (docs/decisions/020), so it is
 * made 0711: others may enter, not list it.
 */
export function tempDataParent(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM by PID (graceful shutdown) and wait for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * A real server process on 127.0.0.1 and a free port, started as production starts it: plain `node` on
 * the compiled `apps/api/dist/server.js` (built once per run by test/global-setup.ts). Node itself is
 * spawned, not npm, so that the PID we hold is the server's own and signals reach it directly.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: REPO_ROOT,
    // OPS-12: no backups unless the test asks (BACKUPS=on): other tests' folders would gain an archive beside them.
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), BACKUPS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    name,
    url,
    pid: child.pid!,
    output: () => output,
    exited,
    async stop(graceMs = 30_000) {
      if (ended) return exited;
      process.kill(child.pid!, 'SIGTERM');
      const timer = setTimeout(() => !ended && process.kill(child.pid!, 'SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Polls /readyz until the process answers 200 (database reachable, migrations applied). */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${server.name} exited (${exitCode}) before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${server.name} not ready after ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
