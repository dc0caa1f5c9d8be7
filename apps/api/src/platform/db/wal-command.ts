import { createArchiveStore } from './archive-store.js';
import { messageOf } from '../lib/property-of.js';
import { archiveSegment, readSystemIdentifier, restoreSegment, targetFromEnv } from './wal-segments.js';

/**
 * docs/decisions/026: the WAL command PostgreSQL runs, in the cluster's folder, as its own user.
 *
 *   archive <path> <name>   (archive_command '… archive %p %f')
 *   restore <name> <path>   (restore_command '… restore %f %p')
 *
 * Its target comes from CAREERS_BACKUP_TARGET (wal-archiving.ts). Archived files are gzip'd (a segment
 * switched by archive_timeout is mostly zeros) under `<system identifier>/wal/<name>.gz`: a new cluster
 * (another initdb) never mixes its segments with an older one's, while a restored cluster (same
 * identifier, a new timeline) continues its archive.
 *
 * Exit codes are PostgreSQL's contract. Archive: 0 only once the file is durably stored; anything else
 * and PostgreSQL keeps the segment and tries again. A segment already archived with the same content
 * (a retry after a crash) is 0; with different content, a failure: an archive is never overwritten.
 * Restore: 1 when the archive has no such file (the normal end of recovery); 127 when the archive
 * cannot be read, which makes PostgreSQL stop the recovery instead of ending it early, at a point the
 * operator did not ask for.
 */

const RESTORE_TRIES = 3;

async function main(argv: string[]): Promise<number> {
  const [mode, first, second] = argv;
  if ((mode !== 'archive' && mode !== 'restore') || !first || !second) {
    console.error('usage: wal-command archive <path> <name> | restore <name> <path>');
    return 2;
  }
  const store = createArchiveStore(targetFromEnv());
  try {
    const systemId = await readSystemIdentifier(process.cwd());
    if (mode === 'archive') {
      await archiveSegment(store, systemId, first, second);
      return 0;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return (await restoreSegment(store, systemId, first, second)) ? 0 : 1;
      } catch (error) {
        if (attempt >= RESTORE_TRIES) {
          console.error(`wal-command: cannot read ${first} from the archive (${messageOf(error)}); stopping the recovery`);
          return 127;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
      }
    }
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`wal-command: ${messageOf(error)}`);
    process.exit(1);
  },
);
