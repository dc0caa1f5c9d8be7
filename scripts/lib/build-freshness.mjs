// Which parts of the production build are older than their inputs, and building them: `node start.mjs`
// (the README's start: builds only what changed, then runs the server) and `npm run build` (builds
// everything) both go through here, so each build is recorded.
//
// A part is up to date when its record, written after its last successful build, still matches:
// - its inputs: the path, size, modification and change time of every file in its folders, so an
//   edit, a `touch`, a checkout, a new, renamed or deleted file all count (the change time cannot be set
//   back, unlike the modification time); plus the environment variables the build reads. The whole check
//   (both parts' inputs and outputs, ~800 files) takes 14-17 ms in a fresh process on this 2-core machine
//   at load average 5.6 (45-55 ms at 13); hashing the inputs' contents instead took 16-21 ms (40-130 ms),
//   and would not rebuild after a `touch`, which must;
// - its output folder, listed the same way: a deleted, edited or separately rebuilt `dist` (the API's test
//   set-up rebuilds apps/api/dist) is built again.
// The inputs are read before the build, so an edit made while it runs is seen at the next start.
// Records live in node_modules/.cache/careers-build/ (`npm ci` starts over, as it should: new dependencies).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Inputs of both parts: the shared package (bundled into each), the root's build settings, the lock file
 * and what npm last installed (node_modules/.package-lock.json: `npm ci` after a checkout that changed the
 * lock file must rebuild again).
 */
const COMMON_INPUTS = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.base.json', 'packages/shared'];

/** Never inputs: installed packages (the lock files stand for them), outputs, tests (no build imports them). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'apps/api/test']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** The build of each part, in the order `npm run build` runs them; `name` is its workspace's folder. */
export const PARTS = [
  {
    name: 'web',
    workspace: '@careers/web',
    inputs: [...COMMON_INPUTS, 'apps/web'],
    output: 'apps/web/dist',
    // Vite reads NODE_ENV (unset builds as 'production') and passes VITE_* variables to the app.
    environment: (env) => ({
      NODE_ENV: env.NODE_ENV || 'production',
      ...Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_'))),
    }),
  },
  { name: 'api', workspace: '@careers/api', inputs: [...COMMON_INPUTS, 'apps/api'], output: 'apps/api/dist', environment: () => ({}) },
];

const recordFile = (root, part) => path.join(root, 'node_modules', '.cache', 'careers-build', `${part.name}.json`);

/** `{ relative path: 'size mtime ctime' }` of every file under `entry` (a file or a folder) of `root`. */
function listFiles(root, entry, skip = () => false) {
  const files = {};
  const visit = (relative) => {
    let stats;
    try {
      stats = statSync(path.join(root, relative));
    } catch {
      return; // absent: it simply has no entry, so its appearance is a change
    }
    if (!stats.isDirectory()) {
      files[relative] = `${stats.size} ${stats.mtimeMs} ${stats.ctimeMs}`;
      return;
    }
    for (const name of readdirSync(path.join(root, relative))) {
      const child = path.posix.join(relative, name);
      if (!skip(child, name)) visit(child);
    }
  };
  visit(entry);
  return files;
}

const notAnInput = (relative, name) => SKIPPED_FOLDERS.has(name) || SKIPPED_FOLDERS.has(relative) || TEST_FILE.test(name);

/** A part's input files and environment; `listed` keeps each folder's listing for the other part (both read packages/shared). */
function inputsOf(root, part, env, listed = new Map()) {
  const inputs = {};
  for (const entry of part.inputs) {
    if (!listed.has(entry)) listed.set(entry, listFiles(root, entry, notAnInput));
    Object.assign(inputs, listed.get(entry));
  }
  for (const [name, value] of Object.entries(part.environment(env))) inputs[`environment variable ${name}`] = value;
  return inputs;
}

/** The first key whose value differs between two listings, or undefined when they are equal. */
function firstDifference(before, now) {
  for (const key of new Set([...Object.keys(before), ...Object.keys(now)])) {
    if (before[key] !== now[key]) return key;
  }
  return undefined;
}

/** Why `part` must be built, or undefined when its output is up to date. */
export function whyStale(part, { root = ROOT, env = process.env, listed = new Map() } = {}) {
  let record;
  try {
    record = JSON.parse(readFileSync(recordFile(root, part), 'utf8'));
  } catch {
    return 'no record of an earlier build';
  }
  const outputs = listFiles(root, part.output);
  if (Object.keys(outputs).length === 0) return `${part.output} is missing`;
  if (firstDifference(record.outputs, outputs) !== undefined) return `${part.output} changed after its build`;
  const changed = firstDifference(record.inputs, inputsOf(root, part, env, listed));
  return changed === undefined ? undefined : `${changed} changed`;
}

/**
 * Runs `command` in a process group of its own. SIGINT and SIGTERM sent to this process meanwhile go to
 * the whole group (npm does not pass them on to the script it runs, so vite would go on building), and
 * the group is waited for; resolves with the exit code and the signal this process received, if any.
 */
function runForwardingSignals(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
    let received;
    const forward = (signal) => {
      received = signal;
      signalGroup(child.pid, signal);
    };
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.once('error', reject);
    child.once('exit', async (code) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      if (received) await groupEnded(child.pid);
      resolve({ code: code ?? 1, signal: received });
    });
  });
}

/** Sends `signal` to process group `group`; false when no process is left in it. */
function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the build's processes have ended (SIGKILL after 10 s). */
async function groupEnded(group) {
  for (let waited = 0; signalGroup(group, 0); waited += 50) {
    if (waited === 10_000) signalGroup(group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One build at a time per checkout: a second start waits, then finds the parts built. */
async function withBuildLock(root, work) {
  const file = path.join(root, 'node_modules', '.cache', 'careers-build', 'lock');
  mkdirSync(path.dirname(file), { recursive: true });
  for (let waited = false; ; waited = true) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
      if (!waited) console.log(`Waiting for the build that process ${owner} is running (${file})…`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    } else {
      rmSync(file, { force: true }); // left by a build that was killed
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Builds the parts whose output is older than their inputs (every part with `force`) and records each
 * build. Resolves with 0, or the exit code of the first build that failed. A SIGINT or SIGTERM during a
 * build stops it, and then this process, by that signal, as it would stop `node` before the server runs.
 */
export async function build({ force = false, root = ROOT, env = process.env, npm = 'npm' } = {}) {
  // The usual case, an up-to-date start, takes no lock and writes nothing.
  const listed = new Map();
  if (!force && PARTS.every((part) => whyStale(part, { root, env, listed }) === undefined)) return 0;
  const { code, signal } = await withBuildLock(root, async () => {
    for (const part of PARTS) {
      const reason = force ? undefined : whyStale(part, { root, env });
      if (!force && reason === undefined) continue;
      const inputs = inputsOf(root, part, env);
      // A build that fails or is cut short leaves no record, so the next start builds again.
      rmSync(recordFile(root, part), { force: true });
      if (reason) console.log(`Building ${part.output} (${reason}): npm run build -w ${part.workspace}`);
      const outcome = await runForwardingSignals(npm, ['run', 'build', '-w', part.workspace], { cwd: root, env });
      if (outcome.code !== 0 || outcome.signal) return outcome;
      writeFileSync(recordFile(root, part), `${JSON.stringify({ inputs, outputs: listFiles(root, part.output) })}\n`);
    }
    return { code: 0, signal: undefined };
  });
  if (signal) {
    // No listener is left, so the signal's default action ends the process.
    process.kill(process.pid, signal);
    await new Promise(() => {});
  }
  return code;
}
