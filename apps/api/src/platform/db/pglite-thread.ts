import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, PgliteStartup, PgliteWorkerData, SerializedError } from './pglite-protocol.js';
import { propertyOf } from '../lib/property-of.js';

/** What a statement runs on: the database, or one open transaction. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

/**
 * The part of PGlite that Drizzle's PGlite driver and the migrator call: statements, and transactions
 * whose statements run on the transaction; the worker thread's proxy implements it.
 */
export interface PgliteEngine extends PgliteQueries {
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** docs/decisions/027: what /metrics reports of PGlite, which has one connection and no pool. */
  stats(): PgliteStats;
}

export interface PgliteStats {
  /** Calls sent to the worker thread and not answered yet: the one running and those waiting behind it. */
  inFlight: number;
  /** Transactions begun and not yet ended: while one is open, statements from outside it wait. */
  openTransactions: number;
}

/** A database error from the worker: its message and its own fields (`code` is the SQLSTATE). */
export class PgliteWorkerError extends Error {
  constructor(serialized: SerializedError) {
    super(serialized.message);
    this.name = serialized.name;
    Object.assign(this, serialized.fields);
  }
}

/** The worker's entry: the compiled sibling (dist/pglite-worker.js), or the TypeScript source under tsx. */
function createWorker(data: PgliteWorkerData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData: data });
  // Source (tests, `npm run dev`, the CLIs): Node cannot load TypeScript in a worker by itself, so the
  // worker starts with tsx's loader, from this package's tsx.
  const tsxApi = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./pglite-worker.ts', here).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(code, { eval: true, workerData: data });
}

/** The error every call gets once the worker has stopped (its text is what errors.ts reads as "unavailable"). */
const stoppedError = (why: string) => new Error(`PGlite is closed: its worker thread stopped (${why})`);

/**
 * docs/decisions/016: PGlite in a worker thread, so the server's thread never runs PostgreSQL. Every
 * call is one message; a transaction is BEGIN in the worker, its statements tagged with its number,
 * then COMMIT or ROLLBACK. Statements from outside wait in the worker until it has ended, as they
 * would on PGlite in this thread.
 */
export async function startPgliteWorker(dir: string): Promise<PgliteEngine> {
  const worker = createWorker({ dir });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(stoppedError(`exit code ${code} while opening ${dir}`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (startup: PgliteStartup) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (startup.kind === 'ready') resolve();
      else reject(new PgliteWorkerError(startup.error));
    });
  });

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => stop(stoppedError(error.message)));
  worker.on('exit', (code) => stop(stoppedError(`exit code ${code}`)));
  worker.on('message', (reply: PgliteReply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(new PgliteWorkerError(reply.error));
  });
  // The worker keeps the process alive only while a call waits for it, like a socket with a query in flight.
  worker.unref();

  // Distributive: each request kind without its `id`.
  type Call = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;
  const call = (request: Call): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queriesOn = (tx: number | undefined): PgliteQueries => ({
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      const value = await call({
        kind: 'query',
        tx,
        text,
        params,
        rowMode: options?.rowMode,
        rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      });
      return resultOf<T>(value);
    },
    async exec(text: string) {
      const value = await call({ kind: 'exec', tx, text });
      return Array.isArray(value) ? value.map((result) => resultOf(result)) : [];
    },
  });

  let closing: Promise<void> | undefined;
  let openTransactions = 0;
  return {
    ...queriesOn(undefined),
    async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const tx = Number(await call({ kind: 'begin' }));
      openTransactions += 1;
      let result: T;
      try {
        try {
          result = await callback(queriesOn(tx));
        } catch (error) {
          await call({ kind: 'end', tx, commit: false }).catch(() => {});
          throw error;
        }
        await call({ kind: 'end', tx, commit: true });
      } finally {
        openTransactions -= 1;
      }
      return result;
    },
    stats: () => ({ inFlight: pending.size, openTransactions }),
    close() {
      closing ??= (async () => {
        try {
          if (!stopped) await call({ kind: 'close' });
        } finally {
          stop(new Error('PGlite is closed'));
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}

/** A result as it crossed the thread boundary: PGlite's `Results` (rows, fields, affectedRows), structured-cloned. */
const isResults = <T>(value: unknown): value is Results<T> =>
  Array.isArray(propertyOf(value, 'rows')) && Array.isArray(propertyOf(value, 'fields'));

function resultOf<T>(value: unknown): Results<T> {
  if (!isResults<T>(value)) throw new Error('The PGlite worker answered a statement without rows and fields');
  return value;
}
