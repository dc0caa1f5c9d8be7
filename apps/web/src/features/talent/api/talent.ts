import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CERTIFICATION_COURSES, Discoverable, TalentCandidateDetail, TalentSearchResponse } from '@careers/shared';
import { API_BASE, apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /api/recruiter/talent's parameters as the page's URL holds them. */
export interface TalentSearchParams {
  q: string;
  verified?: 'true';
  hasResume?: 'true';
  certification?: (typeof CERTIFICATION_COURSES)[number];
  country?: string;
  updatedWithin?: number;
  page: number;
}

/** Issue 14's query keys: the candidate's own switch, and the recruiters' searches and candidates. */
export const talentKeys = {
  all: ['talent'] as const,
  discoverable: () => [...talentKeys.all, 'discoverable'] as const,
  search: (query: TalentSearchParams) => [...talentKeys.all, 'search', query] as const,
  candidate: (id: number) => [...talentKeys.all, 'candidate', id] as const,
};

export const useDiscoverable = () =>
  useQuery({
    queryKey: talentKeys.discoverable(),
    queryFn: ({ signal }) => apiRequest<Discoverable>('/profile/discoverable', { auth: true, signal }),
  });

export function useSetDiscoverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (discoverable: boolean) =>
      apiRequest<Discoverable & { message: string }>('/profile/discoverable', { method: 'PUT', body: { discoverable }, auth: true }),
    onSuccess: (data) =>
      queryClient.setQueryData(talentKeys.discoverable(), { discoverable: data.discoverable, changed_at: data.changed_at }),
  });
}

/** GET /api/recruiter/talent with the page's URL parameters; the last page stays shown while the next loads. */
export const useTalentSearch = (query: TalentSearchParams) =>
  useQuery({
    queryKey: talentKeys.search(query),
    queryFn: ({ signal }) =>
      apiRequest<TalentSearchResponse>('/recruiter/talent', {
        auth: true,
        signal,
        query: { ...query },
      }),
    placeholderData: keepPreviousData,
  });

export const candidateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: talentKeys.candidate(id),
    queryFn: ({ signal }) => apiRequest<TalentCandidateDetail>(`/recruiter/candidates/${id}`, { auth: true, signal }),
  });
export const useCandidate = (id: number) => useQuery(candidateQueryOptions(id));

/**
 * REC-9: the profile's resume and photo of a candidate, by candidate id (GET /api/recruiter/candidates/:id/resume,
 * /photo). The server records each download before it sends the file.
 */
export const downloadCandidateResume = (id: number, name: string) => downloadFile(`${API_BASE}/recruiter/candidates/${id}/resume`, name);
export const downloadCandidatePhoto = (id: number, name: string) =>
  downloadFile(`${API_BASE}/recruiter/candidates/${id}/photo`, (file) => `${name} photo.${file.type === 'image/png' ? 'png' : 'jpg'}`);
