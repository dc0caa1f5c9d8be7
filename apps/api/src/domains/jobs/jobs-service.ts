import type { Job } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { readExchangeRates } from '../rates/index.js';
import { createJobsRepository, type JobFilters, type JobListing } from './jobs-repository.js';

/** What anyone may read about jobs: the careers list (PUB-7's and PUB-20's filters), one open job, the sitemap's entries (PUB-16). */
export function createJobsService({ db }: { db: DbOrTx }) {
  const jobs = createJobsRepository(db);
  return {
    /** PUB-20: a minimum pay is converted with the rates read once for the request (docs/decisions/044). */
    listOpen: async (filters: JobFilters, page: number, pageSize: number): Promise<{ items: JobListing[]; total: number }> =>
      jobs.listOpen(filters, page, pageSize, filters.minPay ? await readExchangeRates(db) : undefined),
    /** An open job; undefined when it does not exist or is closed (PUB-14). */
    findOpen: (id: number): Promise<Job | undefined> => jobs.findOpenById(id),
    sitemapEntries: () => jobs.sitemapEntries(),
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
