import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { OwnerOnlyNodeFS } from './owner-only-fs.js';
import { PGLITE_OPTIONS } from './pglite-options.js';
import { propertyOf } from '../lib/property-of.js';
import { serializeError, type PgliteReply, type PgliteRequest, type PgliteStartup } from './pglite-protocol.js';

/**
 * docs/decisions/016: the worker thread that runs PGlite (PostgreSQL compiled to WebAssembly), so a
 * query never blocks the server's thread. It answers the requests of pglite-thread.ts one message each.
 *
 * Exclusivity is PGlite's own: `PGlite.query` and `PGlite.transaction` wait for the same lock, so a
 * statement from outside waits until an open transaction has ended, and the transaction's own
 * statements (`tx.query`) run inside it. An answer to a write or a COMMIT is sent after PGlite has
 * returned, i.e. after its fsync (docs/decisions/014).
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
const data: unknown = workerData;
const dir = propertyOf(data, 'dir');
if (typeof dir !== 'string') throw new Error('pglite-worker.ts needs workerData.dir');

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction's callback: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

const keepText = (value: string) => value;
const parsersFor = (oids: number[] | undefined): ParserOptions | undefined =>
  oids ? Object.fromEntries(oids.map((oid) => [oid, keepText])) : undefined;

function transactionOf(id: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (id === undefined) return db;
  const open = transactions.get(id);
  if (!open) throw new Error(`Transaction ${id} is not open`);
  return open.tx;
}

/** BEGIN now (after any transaction in progress), and keep the transaction open until `end`. */
function begin(): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((started, failed) => {
    let finish: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const ended = db.transaction(async (tx) => {
      transactions.set(id, { tx, finish, ended });
      started(id);
      if (!(await decided) && !tx.closed) await tx.rollback();
    });
    // BEGIN itself failed: nothing was registered.
    ended.catch(failed).finally(() => transactions.delete(id));
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`Transaction ${id} is not open`);
  open.finish(commit);
  await open.ended;
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return transactionOf(request.tx).query(request.text, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(request.rawTypes ? { parsers: parsersFor(request.rawTypes) } : {}),
      });
    case 'exec':
      return transactionOf(request.tx).exec(request.text);
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await db.close();
      return undefined;
  }
}

let db: PGlite;
try {
  // pg_trgm: the careers search's trigram indexes (migration 0006, docs/decisions/013); memory and
  // durability settings: docs/decisions/014.
  const options = { ...PGLITE_OPTIONS, extensions: { pg_trgm } };
  db = dir.startsWith('memory://') ? await PGlite.create(dir, options) : await PGlite.create({ fs: new OwnerOnlyNodeFS(dir), ...options });
} catch (error) {
  port.postMessage({ kind: 'failed', error: serializeError(error) } satisfies PgliteStartup);
  process.exit(1);
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies PgliteReply),
  );
});
port.postMessage({ kind: 'ready' } satisfies PgliteStartup);
