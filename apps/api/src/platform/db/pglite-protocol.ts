/**
 * docs/decisions/016: the messages between the server's thread and the worker thread that runs PGlite
 * (pglite-thread.ts on the server's side, pglite-worker.ts in the worker). Everything here crosses
 * `postMessage`, so it is plain data (structured clone): no functions, no class instances.
 */

/** Where the worker opens PGlite: a data folder, or `memory://` (tests). */
export interface PgliteWorkerData {
  dir: string;
}

/** One statement, outside a transaction or inside the open transaction `tx`. */
export interface QueryRequest {
  id: number;
  kind: 'query';
  tx?: number | undefined;
  text: string;
  params: unknown[];
  rowMode?: 'array' | 'object' | undefined;
  /**
   * Type OIDs whose values stay the text PostgreSQL sent (Drizzle's parsers for dates, timestamps and
   * intervals all return the text unchanged; functions cannot cross threads, so their OIDs do).
   */
  rawTypes?: number[] | undefined;
}

export interface ExecRequest {
  id: number;
  kind: 'exec';
  tx?: number | undefined;
  text: string;
}

/** Opens a transaction: the worker answers with its number once BEGIN has run. */
export interface BeginRequest {
  id: number;
  kind: 'begin';
}

/** Ends transaction `tx`: COMMIT (answered once it is on disk) or ROLLBACK. */
export interface EndRequest {
  id: number;
  kind: 'end';
  tx: number;
  commit: boolean;
}

export interface CloseRequest {
  id: number;
  kind: 'close';
}

export type PgliteRequest = QueryRequest | ExecRequest | BeginRequest | EndRequest | CloseRequest;

/** A database error's own fields: PostgreSQL's SQLSTATE `code`, `detail`, `constraint`, `table`, … */
export type ErrorFields = Record<string, string | number | boolean>;

export interface SerializedError {
  name: string;
  message: string;
  fields: ErrorFields;
}

export type PgliteReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** The worker's first message: PGlite is open, or it could not be opened. */
export type PgliteStartup = { kind: 'ready' } | { kind: 'failed'; error: SerializedError };

/** An error as plain data, keeping every own field with a simple value (the SQLSTATE and its details). */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ErrorFields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}
