/**
 * The jobs domain: postings, the public catalogue and its search (PUB-7, REC-3, REC-4), who watches a
 * posting, and the demo catalogue. Other domains and the HTTP layer use it only through this file.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createJobsRepository } from './jobs-repository.js';

export { createJobsService, type JobsService } from './jobs-service.js';
export { createRecruiterJobsService, type RecruiterJobsService } from './recruiter-jobs-service.js';
export { createJobClosingService, type JobClosingService } from './job-closing.js';
export { seedDemoJobs } from './demo-seed.js';
export { jobOf, openJobConditions, type JobFilters, type JobListing } from './jobs-repository.js';

/** A job, open or closed, on the pool or in the caller's transaction; undefined when there is none. */
export const findJob = (db: DbOrTx, id: number) => createJobsRepository(db).findById(id);

/** ALR-2: an open job's own spelling of this department or location (exact, ignoring case); undefined when no open job carries it. */
export const catalogueSpelling = (db: DbOrTx, facet: 'department' | 'location', value: string) =>
  createJobsRepository(db).catalogueSpelling(facet, value);

/** REC-27: a job's screening questions (expected answers included), on the pool or in the caller's transaction. */
export const findScreeningQuestions = (db: DbOrTx, id: number) => createJobsRepository(db).screeningQuestions(id);
