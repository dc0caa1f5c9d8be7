import { defineContract } from '../contract.js';
import { reportsOperations } from './reports.js';
import { reportsSchemas } from './reports.schemas.js';

/** REC-37..REC-39: the recruiting reports, as `routes/reports/reports.ts` (apps/api) registers them. */
export const reportsContract = defineContract({ tag: 'recruiter reports', operations: reportsOperations, schemas: reportsSchemas });
