import { defineContract } from '../contract.js';
import { recruiterSystemOperations } from './recruiter-system.js';
import { recruiterSystemSchemas } from './recruiter-system.schemas.js';

/** The system page's operations, as `routes/health/recruiter-system.ts` (apps/api) registers them: the table joined with its schemas. */
export const recruiterSystemContract = defineContract({
  tag: 'recruiter',
  operations: recruiterSystemOperations,
  schemas: recruiterSystemSchemas,
});
