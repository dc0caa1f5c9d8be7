/**
 * docs/decisions/027: what other parts of the server report about themselves, handed to the system
 * status at composition (`http/app.ts`) and read only when asked (a scrape of /metrics, the system
 * page). A provider that is absent is reported as such ("Backups: not reported"), never guessed.
 */
export interface StatusProviders {
  /** The backups of the database (platform/backup); absent until they report. */
  backup?: () => Promise<BackupStatus>;
}

/** What the backups say of themselves; a time is null while there is none yet. */
export interface BackupStatus {
  /** The newest point in time a restore can reach. */
  latestRestorableAt: Date | null;
  /** When the last base backup finished. */
  lastBaseBackupAt: Date | null;
  /** When the last WAL segment was archived. */
  lastArchivedWalAt: Date | null;
}
