import type { OperationsFor, TypedOperations } from '../operation.js';
import type { workspaceSearchSchemas } from './search.schemas.js';

/**
 * REC-20: the command palette's search, for recruiters and admins: jobs, applicants and discoverable
 * candidates by name or title. Names and titles only, so nothing is recorded (REC-9, docs/decisions/033).
 */
const operations = {
  searchWorkspace: { method: 'GET', path: '/api/recruiter/workspace/search', access: 'recruiter-area' },
} satisfies OperationsFor<typeof workspaceSearchSchemas>;
export const workspaceSearchOperations: TypedOperations<typeof operations, typeof workspaceSearchSchemas> = operations;
