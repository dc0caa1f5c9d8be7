import type { OperationsFor, TypedOperations } from '../operation.js';
import type { jobsSchemas } from './jobs.schemas.js';

/**
 * PUB-15's public job calls, with SPEC's legacy names and shapes kept exactly (D1): this area and
 * `jobs-landing.ts` are the only places their paths are written. The careers list, which the landing
 * route calls, is in `jobs-landing.ts`; `jobs.contract.ts` joins both with their schemas.
 */
const operations = {
  getDetails: { method: 'POST', path: '/api/getDetails', access: 'public', errors: [404] },
} satisfies OperationsFor<Pick<typeof jobsSchemas, 'getDetails'>>;
export const jobsOperations: TypedOperations<typeof operations, typeof jobsSchemas> = operations;
