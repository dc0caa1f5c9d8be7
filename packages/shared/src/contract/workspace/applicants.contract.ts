import { defineContract } from '../contract.js';
import { workspaceApplicantsOperations } from './applicants.js';
import { workspaceApplicantsSchemas } from './applicants.schemas.js';

/** A job's applicants table, bulk moves and side panel, as `routes/workspace/applicants.ts` (apps/api) registers them. */
export const workspaceApplicantsContract = defineContract({
  tag: 'recruiter applicants',
  operations: workspaceApplicantsOperations,
  schemas: workspaceApplicantsSchemas,
});
