import { createRequire } from 'node:module';
import * as nodeFs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, type BackupConfig, type BackupTarget } from '../config/config.js';
import { closedFolder, type RunAs } from './managed-postgres.js';
import { WAL_TARGET_ENV } from './wal-segments.js';

/**
 * docs/decisions/026: continuous archiving of the embedded PostgreSQL's WAL. PostgreSQL runs the WAL
 * command (wal-command.ts, with this Node) once per finished 16 MB segment, and at least every
 * `archive_timeout` seconds while anything is written, so a committed write reaches the archive within
 * that time (RPO). The command reads its target from the environment PostgreSQL is started with.
 */
export interface WalArchiving {
  /** `-c` settings for the postmaster. */
  settings: string[];
  /** Added to the postmaster's environment (its children, the WAL command, inherit it). */
  env: Record<string, string>;
}

/**
 * The WAL command's argv: the built `dist/wal-command.js` beside the running `dist/server.js`, or the
 * TypeScript source through tsx (the commands and the tests run the source). Absolute paths: PostgreSQL
 * runs it in the cluster's folder.
 */
export function walCommandArgv(): string[] {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    return [process.execPath, '--import', pathToFileURL(tsx).href, path.join(path.dirname(here), 'wal-command.ts')];
  }
  return [process.execPath, path.join(path.dirname(here), 'wal-command.js')];
}

/** One word for /bin/sh, and `%` doubled (PostgreSQL reads %p, %f and %% in the command). */
const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;

const commandLine = (mode: 'archive' | 'restore') =>
  `${walCommandArgv().map(shellWord).join(' ')} ${mode === 'archive' ? 'archive %p %f' : 'restore %f %p'}`;

/** The settings that archive every WAL segment to `target`. */
export function archiveSettings(config: BackupConfig): WalArchiving {
  return {
    settings: [
      'wal_level=replica',
      'archive_mode=on',
      `archive_command=${commandLine('archive')}`,
      `archive_timeout=${config.archiveTimeoutSeconds}`,
    ],
    env: { [WAL_TARGET_ENV]: JSON.stringify(config.target) },
  };
}

/** The settings of a restore: segments come back from `target` (PostgreSQL asks for each in turn). */
export function restoreSettings(target: BackupTarget): WalArchiving {
  return { settings: [`restore_command=${commandLine('restore')}`], env: { [WAL_TARGET_ENV]: JSON.stringify(target) } };
}

/**
 * The archive folder made ready before PostgreSQL starts: created owner-only, and, when the server runs
 * as root, owned by the `postgres` user that runs the WAL command (root writes the base backups in it
 * anyway). Refused with a clear message when that user could not reach the folder, this Node or the
 * command, which would otherwise fail on every segment while the WAL piles up in DATA_DIR.
 */
export function prepareArchive(target: BackupTarget, runAs: RunAs | undefined, fs = nodeFs): void {
  if (target.kind === 'folder') {
    fs.mkdirSync(target.dir, { recursive: true, mode: 0o700 });
    if (runAs) fs.chownSync(target.dir, runAs.uid, runAs.gid);
    fs.chmodSync(target.dir, 0o700);
  }
  if (!runAs) return;
  const needed = [
    ...(target.kind === 'folder' ? [path.dirname(target.dir)] : []),
    ...walCommandArgv().map((file) => path.dirname(file.startsWith('file:') ? fileURLToPath(file) : file)),
  ];
  for (const folder of needed) {
    if (!path.isAbsolute(folder)) continue;
    const closed = closedFolder(folder, runAs);
    if (closed !== undefined) {
      throw new ConfigError(
        `Invalid configuration:\n  BACKUP_DIR: the server runs as root and PostgreSQL's WAL archiving runs as the 'postgres' user, who cannot pass through ${closed} (it needs the x permission); open it, or set BACKUPS=off`,
      );
    }
  }
}
