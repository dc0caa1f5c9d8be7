import { addDays, format, subDays } from 'date-fns';
import type { Db } from './client.js';
import { createJobsRepository } from '../jobs/jobs-repository.js';
import { DEMO_JOBS } from './seed-data.js';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/** Load the demo catalogue; dates are relative to today so the demo never looks stale. */
export async function seedDemoJobs(db: Db, { onlyIfEmpty }: { onlyIfEmpty: boolean }, today = new Date()): Promise<number> {
  const repo = createJobsRepository(db);
  if (onlyIfEmpty && (await repo.countAll()) > 0) return 0;
  return repo.insertMany(
    DEMO_JOBS.map(({ postedDaysAgo, closesInDays, ...job }) => ({
      ...job,
      status: 'open',
      postedDate: isoDate(subDays(today, postedDaysAgo)),
      closingDate: closesInDays === null ? null : isoDate(addDays(today, closesInDays)),
    })),
  );
}
