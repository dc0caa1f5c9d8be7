import type { OperationsFor, TypedOperations } from '../operation.js';
import type { jobsSchemas } from './jobs.schemas.js';

/**
 * PUB-15's careers list (legacy name and shape kept, D1), in a module of its own because the landing
 * route calls it: only the careers block's fetcher imports this module. A module that both the landing
 * route and a lazily loaded chunk import made the build split the API client off the entry chunk,
 * +1 KB gzip over the landing route's 120 KB budget (docs/decisions/021).
 */
const operations = {
  getJobOpenings: { method: 'GET', path: '/api/getJobOpenings', access: 'public' },
} satisfies OperationsFor<Pick<typeof jobsSchemas, 'getJobOpenings'>>;
export const careersListOperations: TypedOperations<typeof operations, typeof jobsSchemas> = operations;
