import { SEARCH_LIMITS, type WorkspaceSearchResponse } from '@careers/shared';
import type { Db } from '../../platform/db/transactions.js';
import { createSearchRepository } from './search-repository.js';

/**
 * REC-20: the command palette's search over jobs, applicants and discoverable candidates, three statements
 * in parallel. Names and titles only, so it writes nothing to the access log (REC-9, docs/decisions/033).
 */
export function createWorkspaceSearch({ db }: { db: Db }) {
  const repo = createSearchRepository(db);
  return {
    async search(query: string): Promise<WorkspaceSearchResponse> {
      const q = query.trim().toLowerCase();
      const [jobs, applicants, candidates] = await Promise.all([
        repo.jobs(q, SEARCH_LIMITS.jobs),
        repo.applicants(q, SEARCH_LIMITS.applicants),
        repo.candidates(q, SEARCH_LIMITS.candidates),
      ]);
      return { jobs, applicants, candidates };
    },
  };
}
export type WorkspaceSearch = ReturnType<typeof createWorkspaceSearch>;
