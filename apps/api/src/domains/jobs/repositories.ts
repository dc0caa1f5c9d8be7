import type { DbOrTx } from '../../platform/db/transactions.js';
import { createJobWatchersRepository } from './job-watchers-repository.js';
import { createJobsRepository } from './jobs-repository.js';

/** The jobs domain's repositories on one connection or transaction. */
export function createJobRepositories(db: DbOrTx) {
  return {
    jobs: createJobsRepository(db),
    jobWatchers: createJobWatchersRepository(db),
  };
}
export type JobRepositories = ReturnType<typeof createJobRepositories>;
