import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../config/config.js';
import { openDatabase, once, type Database, type DatabaseTimeouts } from './client.js';
import {
  findPostgresBinaries,
  hasManagedCluster,
  postgresRunAs,
  startManagedPostgres,
  type PostgresBinaries,
  type PostgresLog,
  type RunAs,
} from './managed-postgres.js';
import { archiveSettings, prepareArchive } from './wal-archiving.js';

/**
 * docs/decisions/020: which database a process opens. `DATABASE_URL` set: that server. Otherwise the
 * embedded one chosen by `DATABASE_ENGINE`: 'postgres' (the PostgreSQL the server manages in
 * DATA_DIR/postgres), 'pglite' (DATA_DIR/pglite), or 'auto' (the default): an existing PGlite folder
 * stays on PGlite, else the managed PostgreSQL where it can run, else PGlite.
 */
export type EngineChoice =
  | { engine: 'url'; url: string }
  | { engine: 'postgres'; binaries: PostgresBinaries; runAs: RunAs | undefined }
  /** `note`: why 'auto' chose PGlite, for one log line. */
  | { engine: 'pglite'; note: string | undefined };

/** `backup` (docs/decisions/026): the embedded PostgreSQL archives its WAL there; absent or undefined: no archiving. */
export type EngineSettings = Pick<AppConfig, 'databaseUrl' | 'databaseEngine' | 'dataDir'> & Partial<Pick<AppConfig, 'backup'>>;

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Written by `npm run db:move-to-postgres` before it creates DATA_DIR/postgres and removed once PGlite's
 * folder has been renamed: while it exists, DATA_DIR/pglite is the database (docs/decisions/020).
 */
export const moveInProgressFile = (dataDir: string) => path.join(dataDir, 'postgres.moving');

export async function chooseEngine(settings: EngineSettings): Promise<EngineChoice> {
  const { databaseUrl, databaseEngine, dataDir } = settings;
  if (databaseUrl) return { engine: 'url', url: databaseUrl };
  if (databaseEngine === 'pglite') return { engine: 'pglite', note: undefined };
  if (databaseEngine === 'auto' && existsSync(pgliteFolder(dataDir))) {
    if (!hasManagedCluster(dataDir)) {
      return {
        engine: 'pglite',
        note: `${pgliteFolder(dataDir)} holds a PGlite database, so it stays on PGlite; to move it to the embedded PostgreSQL, stop the server and run \`npm run db:move-to-postgres\` (docs/decisions/020)`,
      };
    }
    if (existsSync(moveInProgressFile(dataDir))) {
      // A move that did not finish: DATA_DIR/postgres is incomplete or uncommitted; PGlite still holds the data.
      return {
        engine: 'pglite',
        note: `a move to the embedded PostgreSQL was interrupted (${moveInProgressFile(dataDir)} exists), so ${pgliteFolder(dataDir)} is still the database; run \`npm run db:move-to-postgres\` again (docs/decisions/020)`,
      };
    }
  }
  const binaries = await findPostgresBinaries();
  const runAs = binaries.ok ? postgresRunAs(dataDir, binaries.value) : binaries;
  if (binaries.ok && runAs.ok) return { engine: 'postgres', binaries: binaries.value, runAs: runAs.value };
  const reason = binaries.ok ? (runAs.ok ? '' : runAs.reason) : binaries.reason;
  if (databaseEngine === 'postgres') {
    throw new ConfigError(`Invalid configuration:\n  DATABASE_ENGINE: 'postgres' cannot run here: ${reason}`);
  }
  return { engine: 'pglite', note: `the embedded PostgreSQL cannot run here (${reason}), so the embedded database is PGlite` };
}

export interface OpenOptions {
  /** 'server': others attach to its embedded PostgreSQL; 'command': a CLI, done soon (see startManagedPostgres). */
  role: 'server' | 'command';
  /** Where the engine's own messages go (the choice, the embedded PostgreSQL's log). */
  log: PostgresLog;
  timeouts?: DatabaseTimeouts;
  minFreeBytes?: number;
}

/** Open the database the configuration names (server and CLIs alike). */
export async function openConfiguredDatabase(config: EngineSettings, options: OpenOptions): Promise<Database> {
  const choice = await chooseEngine(config);
  if (choice.engine === 'url') return openDatabase({ databaseUrl: choice.url, timeouts: options.timeouts });
  if (choice.engine === 'pglite') {
    if (choice.note) options.log.warn(choice.note);
    return openDatabase({
      pgliteDir: pgliteFolder(config.dataDir),
      // docs/decisions/011: PGlite alone needs the free-space guard (PostgreSQL answers 53100 and recovers).
      ...(options.minFreeBytes === undefined ? {} : { minFreeBytes: options.minFreeBytes }),
    });
  }
  // docs/decisions/026: every start of the cluster archives, a command's as well as the server's, so the
  // archive has no gap; a folder the postgres user cannot write is refused here, before any WAL is lost.
  if (config.backup) prepareArchive(config.backup.target, choice.runAs);
  const managed = await startManagedPostgres({
    dataDir: config.dataDir,
    binaries: choice.binaries,
    runAs: choice.runAs,
    role: options.role,
    log: options.log,
    extra: config.backup ? archiveSettings(config.backup) : undefined,
  });
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: managed.url, embedded: true, timeouts: options.timeouts });
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return {
    ...database,
    // The pool first, then the cluster (when this process started it).
    close: once(async () => {
      try {
        await database.close();
      } finally {
        await managed.stop();
      }
    }),
  };
}

/**
 * A log for the engine before the server's logger exists: messages are kept until `attach` hands
 * them on, and later ones go straight through.
 */
export function deferredLog(): { log: PostgresLog; attach(target: PostgresLog): void } {
  let target: PostgresLog | undefined;
  const held: [keyof PostgresLog, string][] = [];
  const at =
    (level: keyof PostgresLog) =>
    (message: string): void => {
      if (target) target[level](message);
      else held.push([level, message]);
    };
  return {
    log: { info: at('info'), warn: at('warn'), error: at('error') },
    attach(next) {
      target = next;
      for (const [level, message] of held.splice(0)) next[level](message);
    },
  };
}

/** A CLI's engine log: warnings and errors on stderr (stdout is the command's own output). */
export const commandLog: PostgresLog = {
  info: () => {},
  warn: (message) => console.error(message),
  error: (message) => console.error(message),
};
