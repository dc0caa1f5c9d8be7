import { defineContract } from '../contract.js';
import { recruiterTalentOperations } from './recruiter.js';
import { recruiterTalentSchemas } from './recruiter.schemas.js';

/** The talent pool in the recruiter area, as `routes/talent/recruiter.ts` (apps/api) registers it: the table joined with its schemas. */
export const recruiterTalentContract = defineContract({
  tag: 'recruiter',
  operations: recruiterTalentOperations,
  schemas: recruiterTalentSchemas,
});
