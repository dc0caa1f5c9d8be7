import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recruiterTalentOperations,
  talentConsentOperations,
  type CERTIFICATION_COURSES,
  type CandidateCurrency,
  type PayUnit,
} from '@careers/shared';
import { callApi, operationUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /api/recruiter/talent's parameters as the page's URL holds them. */
export interface TalentSearchParams {
  q: string;
  verified?: 'true';
  hasResume?: 'true';
  certification?: (typeof CERTIFICATION_COURSES)[number];
  /** PRO-20: the country of residence (ISO 3166-1 alpha-2). */
  country?: string;
  updatedWithin?: number;
  /** PRO-20's terms: skill ids joined by commas, the maximum rate in major units with its currency and unit, a day, hours. */
  skills?: string;
  maxRate?: string;
  rateCurrency?: CandidateCurrency;
  rateUnit?: PayUnit;
  availableBy?: string;
  overlap?: number;
  page: number;
}

/** REC-10's query keys: the candidate's own switch, and the recruiters' searches and candidates. */
export const talentKeys = {
  all: ['talent'] as const,
  discoverable: () => [...talentKeys.all, 'discoverable'] as const,
  search: (query: TalentSearchParams) => [...talentKeys.all, 'search', query] as const,
  candidate: (id: number) => [...talentKeys.all, 'candidate', id] as const,
};

export const useDiscoverable = () =>
  useQuery({
    queryKey: talentKeys.discoverable(),
    queryFn: ({ signal }) => callApi(talentConsentOperations.getDiscoverable, { signal }),
  });

export function useSetDiscoverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (discoverable: boolean) => callApi(talentConsentOperations.setDiscoverable, { body: { discoverable } }),
    onSuccess: (data) =>
      queryClient.setQueryData(talentKeys.discoverable(), { discoverable: data.discoverable, changed_at: data.changed_at }),
  });
}

/** The talent pool search with the page's URL parameters; the last page stays shown while the next loads. */
export const useTalentSearch = (query: TalentSearchParams) =>
  useQuery({
    queryKey: talentKeys.search(query),
    queryFn: ({ signal }) => callApi(recruiterTalentOperations.searchTalent, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const candidateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: talentKeys.candidate(id),
    queryFn: ({ signal }) => callApi(recruiterTalentOperations.getCandidate, { params: { id }, signal }),
  });
export const useCandidate = (id: number) => useQuery(candidateQueryOptions(id));

/**
 * REC-9: the profile's resume and photo of a candidate, by candidate id. The server records each download
 * before it sends the file.
 */
export const downloadCandidateResume = (id: number, name: string) =>
  downloadFile(operationUrl(recruiterTalentOperations.getCandidateResume, { id }), name);
export const downloadCandidatePhoto = (id: number, name: string) =>
  downloadFile(
    operationUrl(recruiterTalentOperations.getCandidatePhoto, { id }),
    (file) => `${name} photo.${file.type === 'image/png' ? 'png' : 'jpg'}`,
  );
