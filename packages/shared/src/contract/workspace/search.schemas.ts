import { workspaceSearchQuerySchema, workspaceSearchResponseSchema } from '../../schemas/workspace-search.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `search.ts`. */
export const workspaceSearchSchemas = {
  searchWorkspace: {
    summary: 'REC-20 The command palette: jobs (every status), applicants and discoverable candidates whose name or title matches',
    description:
      'At most 5 jobs, 8 applicants and 5 candidates, best match first. Names, titles and steps only: not recorded in the access log (REC-9).',
    query: workspaceSearchQuerySchema,
    response: { 200: workspaceSearchResponseSchema },
  },
} satisfies SchemaTable;
