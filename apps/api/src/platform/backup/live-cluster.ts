import pg from 'pg';

/** What the running cluster says about itself and its archiving (pg_control_system, pg_stat_archiver). */
export interface LiveCluster {
  /** The database server's clock: every time of the backups is by it, as are the commit times a restore targets. */
  now: Date;
  systemId: string;
  timeline: number;
  lastArchivedAt: Date | undefined;
  lastArchivedWal: string | undefined;
  failedCount: number;
  lastFailedAt: Date | undefined;
}

export async function queryLive(url: string): Promise<LiveCluster | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    const { rows } = await client.query<{
      now: Date;
      system_id: string;
      timeline: number;
      last_archived_time: Date | null;
      last_archived_wal: string | null;
      failed_count: string;
      last_failed_time: Date | null;
    }>(
      `SELECT clock_timestamp() AS now, s.system_identifier::text AS system_id, c.timeline_id AS timeline, a.last_archived_time, a.last_archived_wal,
              a.failed_count::text AS failed_count, a.last_failed_time
         FROM pg_control_system() s, pg_control_checkpoint() c, pg_stat_archiver a`,
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      now: row.now,
      systemId: row.system_id,
      timeline: row.timeline,
      lastArchivedAt: row.last_archived_time ?? undefined,
      lastArchivedWal: row.last_archived_wal ?? undefined,
      failedCount: Number(row.failed_count),
      lastFailedAt: row.last_failed_time ?? undefined,
    };
  } finally {
    await client.end();
  }
}
