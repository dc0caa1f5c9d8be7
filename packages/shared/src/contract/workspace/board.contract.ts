import { defineContract } from '../contract.js';
import { workspaceBoardOperations } from './board.js';
import { workspaceBoardSchemas } from './board.schemas.js';

/** The pipeline board's reads, as `routes/workspace/board.ts` (apps/api) registers them: the table joined with its schemas. */
export const workspaceBoardContract = defineContract({
  tag: 'recruiter board',
  operations: workspaceBoardOperations,
  schemas: workspaceBoardSchemas,
});
