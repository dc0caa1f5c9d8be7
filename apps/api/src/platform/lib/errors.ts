/**
 * What a failed database call means, from either driver (node-postgres, PGlite). Nothing here speaks
 * HTTP: the error handler (http/lib/error-handler.ts) answers each kind of failure with its status.
 */

/** PostgreSQL (SQLSTATE) and socket codes that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
/** The same from node-postgres and PGlite, which say it in words only. */
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is clos(?:ed|ing)/;
const DISK_FULL_TEXT = /No space left on device|could not extend file/i;

/** The error itself and what it wraps (Drizzle's DrizzleQueryError carries the driver's error as `cause`). */
export function* errorChain(error: unknown): Generator<Error & { code?: unknown }> {
  const seen = new Set<unknown>();
  for (let link = error; link instanceof Error && !seen.has(link); link = link.cause) {
    seen.add(link);
    yield link;
    // Connecting to a host with several addresses fails with one error per address.
    if (link instanceof AggregateError) for (const inner of link.errors) if (inner instanceof Error) yield inner;
  }
}

/** Postgres unique_violation, from either driver (PGlite wraps it in a DrizzleQueryError cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) if (link.code === '23505') return true;
  return false;
}

/**
 * OPS-7 (docs/decisions/011): what a failed database call means for the client, from either driver:
 * 'unavailable' (stopped, restarting, not answering in time) or 'disk-full' (no room for the write).
 */
export function classifyDatabaseFailure(error: unknown): 'unavailable' | 'disk-full' | undefined {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : undefined;
    if (code === '53100' || code === 'ENOSPC' || DISK_FULL_TEXT.test(link.message)) return 'disk-full';
    if ((code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) || UNAVAILABLE_TEXT.test(link.message)) return 'unavailable';
  }
  return undefined;
}
