import type { Job } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { readExchangeRates } from '../rates/index.js';
import { createJobsRepository, type JobFilters, type JobListing } from './jobs-repository.js';

/** How many open jobs a feed reads at a time (about 100 KB of listings: few enough to stay short-lived). */
const FEED_PAGE_SIZE = 100;

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
    /** PUB-23: the feeds' version (open jobs and the last change), read before each feed is answered. */
    feedVersion: () => jobs.feedVersion(),
    /**
     * PUB-21, PUB-22: every open job, oldest id first, read in keyset pages of `pageSize` while the caller
     * writes them out: the feeds hold one page in memory, whatever the number of jobs (docs/decisions/055).
     */
    async *openJobsInPages(pageSize = FEED_PAGE_SIZE): AsyncGenerator<Job[]> {
      let after = 0;
      for (;;) {
        const page = await jobs.openJobsAfter(after, pageSize);
        if (page.length === 0) return;
        yield page.map((row) => JSON.parse(row.listing) as Job);
        if (page.length < pageSize) return;
        after = page[page.length - 1]!.id;
      }
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
