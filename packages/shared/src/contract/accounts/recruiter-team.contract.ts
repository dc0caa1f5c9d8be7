import { defineContract } from '../contract.js';
import { recruiterTeamOperations } from './recruiter-team.js';
import { recruiterTeamSchemas } from './recruiter-team.schemas.js';

/** Reading the team, as `routes/accounts/recruiter-team.ts` (apps/api) registers it: the table joined with its schemas. */
export const recruiterTeamContract = defineContract({
  tag: 'recruiter',
  operations: recruiterTeamOperations,
  schemas: recruiterTeamSchemas,
});
