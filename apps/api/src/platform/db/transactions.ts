import type { Db, DbOrTx } from './client.js';

export type { Db, DbOrTx } from './client.js';

/**
 * A domain's repositories on the pool, and transactions that hand out the same set bound to them
 * (apps/api/src/README.md). Each domain builds its own store from its own repositories; there is no
 * store of every repository. The second argument of `transaction`'s callback is the transaction's
 * database handle: another domain's write joins the transaction by taking it (`mail.enqueue(tx, …)`,
 * `syncContact(tx, …)`), and effects registered on it with `afterCommit` run once it has committed.
 */
export type RepositoryStore<R> = R & {
  /** `tx`: the same repositories bound to the transaction; `txDb`: its database handle, for other domains' writes. */
  transaction<T>(work: (tx: R, txDb: DbOrTx) => Promise<T>): Promise<T>;
};

/** Something to do once a write is committed; it must not throw (the write stands either way). */
export type CommitEffect = () => void | Promise<void>;

/** The effects waiting for each open transaction's commit (the outermost one, for a nested transaction). */
const effectsOf = new WeakMap<DbOrTx, CommitEffect[]>();
/** The database (the pool) each open transaction was opened on. */
const databases = new WeakMap<DbOrTx, DbOrTx>();

/**
 * The database `tx` belongs to: the pool a transaction was opened on, or `tx` itself when it is the
 * pool. What is registered for a database (its process's background workers, docs/decisions/024) is
 * found from any transaction on it.
 */
export const databaseOf = (tx: DbOrTx): DbOrTx => databases.get(tx) ?? tx;

/**
 * Run `effect` after `tx` commits: waking this process's worker for a job queued in it, dropping public
 * answers the write made stale. On the pool (no transaction) a statement commits as it runs, so the
 * effect runs at once. A rolled-back transaction runs none of its effects. The transaction's caller gets
 * its answer once they have all run.
 */
export async function afterCommit(tx: DbOrTx, effect: CommitEffect): Promise<void> {
  const effects = effectsOf.get(tx);
  if (effects) effects.push(effect);
  else await effect();
}

/**
 * One transaction on `db` (or a savepoint inside the transaction `db` already is). The effects registered
 * on it with `afterCommit` run after the outermost transaction commits.
 */
export async function inTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const outer = effectsOf.get(db);
  const effects: CommitEffect[] = outer ?? [];
  const database = databaseOf(db);
  const result = await db.transaction(async (tx) => {
    effectsOf.set(tx, effects);
    databases.set(tx, database);
    return work(tx);
  });
  if (!outer) for (const effect of effects) await effect();
  return result;
}

/** `build`'s repositories on the pool, with transactions handing out the same set bound to each one. */
export function createRepositoryStore<R>(db: Db, build: (db: DbOrTx) => R): RepositoryStore<R> {
  return { ...build(db), transaction: (work) => inTransaction(db, (tx) => work(build(tx), tx)) };
}
