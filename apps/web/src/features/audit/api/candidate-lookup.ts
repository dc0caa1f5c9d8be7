import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workspaceSearchOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { auditKeys } from './query-keys';

export interface CandidateChoice {
  id: number;
  name: string;
  /** Their title, or the job they applied to. */
  detail: string;
}

/**
 * The candidate filter's lookup: the palette's search (REC-20: names only, not recorded), its talent-pool
 * candidates and its applicants, one entry per candidate.
 */
export function useCandidateLookup(q: string) {
  return useQuery({
    queryKey: auditKeys.candidates(q),
    queryFn: async ({ signal }): Promise<CandidateChoice[]> => {
      const found = await callApi(workspaceSearchOperations.searchWorkspace, { query: { q }, signal });
      const choices = new Map<number, CandidateChoice>();
      for (const c of found.candidates) choices.set(c.id, { id: c.id, name: c.name, detail: c.title });
      for (const a of found.applicants) {
        if (!choices.has(a.candidateId)) choices.set(a.candidateId, { id: a.candidateId, name: a.name, detail: a.jobTitle });
      }
      return [...choices.values()];
    },
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
