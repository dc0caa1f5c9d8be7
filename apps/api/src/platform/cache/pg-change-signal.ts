import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { ChangeSignal } from './public-cache.js';

/** The PostgreSQL channel on which a process announces that public answers are out of date. */
export const PUBLIC_CACHE_CHANNEL = 'careers_public_cache';

/**
 * Tell every listening process that jobs changed (delivered when the surrounding transaction
 * commits). Any writer of jobs outside a server process (the seed) calls this too.
 */
export async function announceJobChange(db: DbOrTx, from = 'outside'): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${PUBLIC_CACHE_CHANNEL}, ${from})`);
}

export interface PgChangeSignalOptions {
  databaseUrl: string;
  connectTimeoutMs?: number | undefined;
  /** Wait this long before connecting again after the listening connection was lost. */
  retryMs?: number;
  log: FastifyBaseLogger;
  /** Called for a change announced by another process, and whenever listening starts or stops. */
  onChange: () => void;
  /** Sends the announcement (through the app's pool: it must work while the listener reconnects). */
  notify: (from: string) => Promise<void>;
}

/**
 * docs/decisions/012: LISTEN on a dedicated connection; NOTIFY after each job write. A process
 * that is not listening (not yet connected, or reconnecting) reports itself not ready, so its
 * cache is bypassed until it listens again: no change can slip past it.
 */
export async function createPgChangeSignal(options: PgChangeSignalOptions): Promise<ChangeSignal> {
  const self = randomUUID();
  const retryMs = options.retryMs ?? 1_000;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  function lost(connection: pg.Client, error?: Error) {
    if (client !== connection) return;
    client = undefined;
    listening = false;
    options.onChange();
    connection.end().catch(() => {});
    if (closed) return;
    if (error) options.log.warn(`public cache: the listening connection was lost (${error.message}); reconnecting`);
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    client = connection;
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      if (message.channel === PUBLIC_CACHE_CHANNEL && message.payload !== self) options.onChange();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${PUBLIC_CACHE_CHANNEL}`);
      if (client !== connection) return;
      // Whatever changed while no one listened is dropped now.
      options.onChange();
      listening = true;
    } catch (error) {
      lost(connection, error instanceof Error ? error : new Error(String(error)));
    }
  }

  await connect();
  return {
    get ready() {
      return listening;
    },
    async announce() {
      await options.notify(self);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      listening = false;
      await connection?.end().catch(() => {});
    },
  };
}
