import { defineContract } from '../contract.js';
import { careersListOperations } from './jobs-landing.js';
import { jobsOperations } from './jobs.js';
import { jobsSchemas } from './jobs.schemas.js';

/**
 * The public jobs area, as `routes/jobs/jobs.ts` (apps/api) registers it: the careers list (`jobs-landing.ts`)
 * and a job's details (`jobs.ts`) joined with their schemas. Joined here rather than in the schema half,
 * which the zod-free tables import types from: two modules importing each other is a circle (docs/decisions/022).
 */
export const jobsContract = defineContract({
  tag: 'jobs',
  operations: { ...careersListOperations, ...jobsOperations },
  schemas: jobsSchemas,
});
