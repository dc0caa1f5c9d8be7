import { defineContract } from '../contract.js';
import { applicationsOperations } from './applications.js';
import { applicationsSchemas } from './applications.schemas.js';

/** A candidate's drafts, applications and their files, as `routes/applications/applications.ts` (apps/api) registers them: the table joined with its schemas. */
export const applicationsContract = defineContract({
  tag: 'applications',
  operations: applicationsOperations,
  schemas: applicationsSchemas,
});
