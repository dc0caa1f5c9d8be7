import { addDays, format, subDays } from 'date-fns';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createJobsRepository } from './jobs-repository.js';
import { DEMO_JOBS } from './demo-catalogue.js';
import { announceJobChange } from '../../platform/cache/pg-change-signal.js';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Load the demo catalogue; dates are relative to today so the demo never looks stale. Every job it
 * writes is marked `demo` (REC-21: removable with `npm run db:remove-demo`, docs/decisions/035).
 * 'if-empty' seeds a database without any job (first start); 'missing' adds the demo jobs whose
 * titles are not there yet, so `npm run db:seed` can run twice without duplicating anything. `db` may
 * be a transaction (the first start's seed of jobs and demo people is one).
 */
export async function seedDemoJobs(db: DbOrTx, mode: 'if-empty' | 'missing', today = new Date()): Promise<number> {
  const repo = createJobsRepository(db);
  if (mode === 'if-empty' && (await repo.countAll()) > 0) return 0;
  const existing = new Set(mode === 'missing' ? await repo.listTitles() : []);
  const inserted = await repo.insertMany(
    DEMO_JOBS.filter((job) => !existing.has(job.title)).map(({ postedDaysAgo, closesInDays, terms, ...job }) => ({
      ...job,
      // PUB-18: realistic terms, published with a pay range (REC-24).
      payMin: terms.pay.min,
      payMax: terms.pay.max,
      payCurrency: terms.pay.currency,
      payUnit: terms.pay.unit,
      startDate: terms.startsInDays === null ? null : isoDate(addDays(today, terms.startsInDays)),
      durationMonths: terms.durationMonths,
      hoursPerWeek: terms.hoursPerWeek,
      remoteCountries: terms.remoteCountries,
      cetOverlapHours: terms.cetOverlapHours,
      skillsRequired: terms.skillsRequired,
      skillsNice: terms.skillsNice,
      status: 'open',
      demo: true,
      postedDate: isoDate(subDays(today, postedDaysAgo)),
      closingDate: closesInDays === null ? null : isoDate(addDays(today, closesInDays)),
    })),
  );
  // Running servers on the same PostgreSQL drop their public answers (docs/decisions/012).
  if (inserted > 0) await announceJobChange(db, 'seed');
  return inserted;
}
