import { defineContract } from '../contract.js';
import { recruiterAuditOperations } from './recruiter-audit.js';
import { recruiterAuditSchemas } from './recruiter-audit.schemas.js';

/** The access log, as `routes/audit/recruiter-audit.ts` (apps/api) registers it: the table joined with its schemas. */
export const recruiterAuditContract = defineContract({
  tag: 'recruiter',
  operations: recruiterAuditOperations,
  schemas: recruiterAuditSchemas,
});
