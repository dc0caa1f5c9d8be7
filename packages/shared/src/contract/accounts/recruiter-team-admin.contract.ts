import { defineContract } from '../contract.js';
import { recruiterTeamAdminOperations } from './recruiter-team-admin.js';
import { recruiterTeamAdminSchemas } from './recruiter-team-admin.schemas.js';

/** Managing the team, as `routes/accounts/recruiter-team-admin.ts` (apps/api) registers it: the table joined with its schemas. */
export const recruiterTeamAdminContract = defineContract({
  tag: 'recruiter',
  operations: recruiterTeamAdminOperations,
  schemas: recruiterTeamAdminSchemas,
});
