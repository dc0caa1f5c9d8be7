import { defineContract } from '../contract.js';
import { workspaceSearchOperations } from './search.js';
import { workspaceSearchSchemas } from './search.schemas.js';

/** The command palette's search, as `routes/workspace/search.ts` (apps/api) registers it: the table joined with its schemas. */
export const workspaceSearchContract = defineContract({
  tag: 'recruiter search',
  operations: workspaceSearchOperations,
  schemas: workspaceSearchSchemas,
});
