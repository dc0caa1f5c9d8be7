import { defineContract } from '../contract.js';
import { scorecardsOperations } from './scorecards.js';
import { scorecardsSchemas } from './scorecards.schemas.js';

/** REC-28: the interview plan and scorecards, as `routes/applications/scorecards.ts` (apps/api) registers them. */
export const scorecardsContract = defineContract({ tag: 'recruiter', operations: scorecardsOperations, schemas: scorecardsSchemas });
