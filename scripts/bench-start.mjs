// `npm run bench:start`: how fast each way of starting the product is ready on existing data, and what it
// leaves running beside the server. A benchmark, not a test: its figures depend on the machine and its load.
//
// 1. A fresh DATA_DIR (in a temporary folder) gets its database from one first start (plain node).
// 2. Each start command, one untimed start to warm the caches, then --starts rounds of one timed start of
//    each command in turn (so each sees the same changes of the machine's load), all on that DATA_DIR:
//    - `node apps/api/dist/server.js`, the server alone;
//    - the README's start: `node start.mjs` (builds only what changed), or `npm start` in a checkout
//      without start.mjs (where it builds every time);
//    - the npm scripts the checkout has for it: `npm start`, `npm run serve`.
//    Each is timed from spawn until GET /readyz answers 200 (wall clock, and the CPU time of the started
//    tree), then the PSS (/proc/<pid>/smaps_rollup) of every process of the started tree that is neither
//    the server nor its PostgreSQL (npm, sh) is read,
//    and the start is stopped as a supervisor stops it: SIGTERM to the process it started. Its exit
//    status is printed, and a server that outlives it is reported (then stopped by its PID).
//    The build outputs must not change while the README's start runs on an up-to-date build.
// 3. The README's start after touching one source file of the API, of the web app and of the shared
//    package: a rebuild must happen (which outputs changed is printed).
// 4. A start with a bad setting (PORT=x): the exit code each command ends with.
//
// Options: --root=<checkout> measures another checkout with its own node_modules (e.g. main before a
// change); it is only read: its builds are not run and no file of it is touched (so a start that builds
// every time is skipped, as is step 3) unless --write is given. --starts=5, --skip-build (this checkout
// is built with `npm run build` first otherwise). Figures also in bench-results/start*.json.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, loadAverage, ROOT, writeResults } from './lib/bench.mjs';
import { descendants, pssMb, sleep, startProduct } from './lib/product.mjs';

const args = benchArgs();
const root = path.resolve(args.get('root') ?? ROOT);
const starts = Math.max(1, Number(args.get('starts') ?? 5));
const writable = root === ROOT || args.get('write') === 'true';
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
const hasStartScript = existsSync(path.join(root, 'start.mjs'));

const SERVER = 'apps/api/dist/server.js';
/**
 * Files whose touch must rebuild: one of the API (its entry, in http/ since the folders were reorganised),
 * one of the web app, one of the shared package (both).
 */
const TOUCHED = [
  ['apps/api/src/http/server.ts', 'apps/api/src/server.ts'].find((file) => existsSync(path.join(root, file))),
  'apps/web/src/main.tsx',
  'packages/shared/src/index.ts',
];
const OUTPUTS = { web: 'apps/web/dist/index.html', api: SERVER };

const node = (...rest) => ({ command: process.execPath, args: rest, cwd: root });
const npm = (...rest) => ({ command: 'npm', args: rest, cwd: root });
/** Whether an npm script builds before it starts (main before start.mjs: `npm run build && …`). */
const builds = (script) => /\bbuild\b/.test(scripts[script] ?? '');

const COMMANDS = [
  { label: `node ${SERVER}`, start: node(SERVER) },
  ...(hasStartScript ? [{ label: 'node start.mjs', readme: true, start: node('start.mjs') }] : []),
  ...(scripts.start ? [{ label: 'npm start', readme: !hasStartScript, writes: builds('start'), start: npm('start') }] : []),
  ...(scripts.serve ? [{ label: 'npm run serve', writes: builds('serve'), start: npm('run', 'serve') }] : []),
];
const readme = COMMANDS.find((c) => c.readme);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const outputTimes = () =>
  Object.fromEntries(Object.entries(OUTPUTS).map(([part, file]) => [part, statSync(path.join(root, file)).mtimeMs]));
const rebuilt = (before) =>
  Object.entries(outputTimes())
    .filter(([part, time]) => time !== before[part])
    .map(([part]) => part);

function argv(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The server in a started tree: the node process running the compiled server (`dist/server.js` from apps/api) or start.mjs. */
const isServer = (pid) => {
  const [program = '', ...rest] = argv(pid);
  return path.basename(program) === 'node' && rest.some((arg) => arg.endsWith('dist/server.js') || arg.endsWith('start.mjs'));
};

/** The started tree's processes other than the server and its PostgreSQL, with their PSS in MB. */
function wrappers(rootPid) {
  const tree = [rootPid, ...descendants(rootPid)];
  const server = tree.find(isServer);
  if (server === undefined) throw new Error(`no server process among ${tree.map((pid) => argv(pid).join(' ')).join('; ')}`);
  const serverTree = new Set([server, ...descendants(server)]);
  const others = tree.filter((pid) => !serverTree.has(pid)).map((pid) => ({ command: argv(pid).join(' '), pssMb: pssMb(pid) ?? 0 }));
  return { server, others };
}

/**
 * CPU time (user + system, in ms) the started tree has used: its live processes and the children they
 * have waited for (a finished build, PostgreSQL's start-up processes). Less at the mercy of the machine's
 * other load than the wall clock.
 */
function treeCpuMs(rootPid) {
  let total = 0;
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime in clock ticks (USER_HZ 100)
      total += fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

const alive = (pid) => existsSync(`/proc/${pid}`);

/**
 * SIGTERM to the started process, as a supervisor stops it: its exit status, and what became of the
 * server when it was a wrapper's child: 'ended' (within 10 s: the signal reached it) or 'orphaned' (it
 * ran on without the signal; it is then sent SIGTERM by its PID).
 */
async function stop(product, server) {
  const code = await product.proc.stop();
  const signal = product.proc.signal();
  let serverFate = 'ended';
  for (let i = 0; alive(server) && i < 100; i++) await sleep(100);
  if (alive(server)) {
    serverFate = 'orphaned';
    process.kill(server, 'SIGTERM');
    for (let i = 0; alive(server); i++) {
      if (i === 300) process.kill(server, 'SIGKILL');
      await sleep(100);
    }
  }
  return { code, signal, server: serverFate };
}

async function timedStart(command, env) {
  const before = outputTimes();
  const product = await startProduct(env, command.start);
  const cpuMs = treeCpuMs(product.proc.pid);
  const { server, others } = wrappers(product.proc.pid);
  const stopped = await stop(product, server);
  return { readyMs: product.readyMs, cpuMs, others, rebuilt: rebuilt(before), ...stopped };
}

/** The exit code of a start that cannot start (an invalid PORT): it must be the server's own, 1. */
function badSettingExit(command, env) {
  const run = spawnSync(command.start.command, command.start.args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: 'x' },
    stdio: 'ignore',
    timeout: 120_000,
  });
  return run.status ?? run.signal;
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const exitText = ({ code, signal, server }) =>
  `${signal ? `ended by ${signal}` : `exit ${code}`}${server === 'orphaned' ? '; the server did not get the signal and ran on (stopped by its PID)' : ''}`;

/** A Markdown table; a column is right-aligned when `right[i]`. */
function printTable(header, rows, right) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

function printResults(results) {
  console.log(
    `\n== Start-up to GET /readyz 200 on existing data: ${results.root} (Node ${results.node}, ${results.cores} cores; first start, creating the database: ${ms(results.firstStartMs)}) ==`,
  );
  printTable(
    [
      'start command',
      `ready, median of ${starts} (min–max)`,
      'CPU',
      'beside the server and its PostgreSQL: PSS',
      'SIGTERM to it',
      'PORT=x',
      'rebuilt',
    ],
    results.commands.map((row) => [
      `${row.label}${row.readme ? ' (README)' : ''}`,
      `${ms(row.readyMs)} (${Math.round(row.minMs)}–${Math.round(row.maxMs)})`,
      ms(row.cpuMs),
      row.others.length
        ? `${row.othersPssMb.toFixed(1)} MB: ${row.others.map((o) => `${o.command} ${o.pssMb.toFixed(1)}`).join(', ')}`
        : 'nothing',
      row.stopped,
      `exit ${row.badSettingExit}`,
      row.rebuilt.join(', ') || 'nothing',
    ]),
    [false, true, true, false, false, false, false],
  );
  console.log(`load average during the rounds: ${results.loadAverages.join(' → ')}`);
  if (results.touched.length > 0) {
    console.log('\nThe README start after touching one source file (one start each):');
    printTable(
      ['touched', 'ready', 'CPU', 'rebuilt', 'SIGTERM to it', 'load average'],
      results.touched.map((row) => [
        row.file,
        ms(row.readyMs),
        ms(row.cpuMs),
        row.rebuilt.join(', ') || 'NOTHING',
        row.stopped,
        row.loadAverage,
      ]),
      [false, true, true, false, false, false],
    );
  }
  for (const skipped of results.skipped) console.log(`skipped: ${skipped}`);
}

async function main() {
  if (root === ROOT && args.get('skip-build') !== 'true') {
    const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(path.join(root, SERVER)) || !existsSync(path.join(root, OUTPUTS.web))) {
    throw new Error(`${root} has no build (${SERVER}, ${OUTPUTS.web}): run npm run build there first`);
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-start-'));
  // As root, the managed PostgreSQL runs as the postgres user, which must pass through to DATA_DIR.
  chmodSync(workDir, 0o711);
  const env = { DATA_DIR: path.join(workDir, 'data') };
  const results = {
    root,
    node: process.version,
    cores: os.cpus().length,
    starts,
    commands: [],
    touched: [],
    skipped: [],
    loadAverages: [],
  };
  try {
    const first = await startProduct(env, node(SERVER));
    await first.proc.stop();
    results.firstStartMs = first.readyMs;

    const measured = COMMANDS.filter((command) => {
      if (command.writes && !writable)
        results.skipped.push(`${command.label} (it builds every time, and ${root} is only read without --write)`);
      return !command.writes || writable;
    });
    for (const command of measured) await timedStart(command, env); // warm-up: caches, and a due build of this checkout
    const runs = new Map(measured.map((command) => [command, []]));
    for (let i = 0; i < starts; i++) {
      for (const command of measured) runs.get(command).push(await timedStart(command, env));
      results.loadAverages.push(os.loadavg()[0].toFixed(1));
      console.log(
        `round ${i + 1} of ${starts}: ${measured.map((c) => `${c.label} ${ms(runs.get(c).at(-1).readyMs)}`).join(', ')}; load average ${loadAverage()}`,
      );
    }
    for (const command of measured) {
      const list = runs.get(command);
      const readyMs = list.map((r) => r.readyMs);
      results.commands.push({
        label: command.label,
        readme: command.readme === true,
        readyMs: median(readyMs),
        minMs: Math.min(...readyMs),
        maxMs: Math.max(...readyMs),
        cpuMs: median(list.map((r) => r.cpuMs)),
        // The last start's processes (the same every time).
        others: list.at(-1).others,
        othersPssMb: median(list.map((r) => r.others.reduce((sum, o) => sum + o.pssMb, 0))),
        stopped: [...new Set(list.map(exitText))].join('; '),
        badSettingExit: badSettingExit(command, env),
        rebuilt: [...new Set(list.flatMap((r) => r.rebuilt))],
      });
    }

    if (!writable) results.skipped.push(`the start after touching a source file (${root} is only read without --write)`);
    else {
      for (const file of TOUCHED) {
        const now = new Date();
        utimesSync(path.join(root, file), now, now);
        const run = await timedStart(readme, env);
        results.touched.push({
          file,
          label: readme.label,
          readyMs: run.readyMs,
          cpuMs: run.cpuMs,
          rebuilt: run.rebuilt,
          stopped: exitText(run),
          loadAverage: loadAverage(),
        });
        console.log(`${readme.label} after touching ${file}: ready ${ms(run.readyMs)}; load average ${loadAverage()}`);
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  printResults(results);
  const name = root === ROOT ? 'start' : `start-${path.basename(root)}`;
  writeResults(name, results);
  console.log(`Figures in bench-results/${name}.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
