import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  APPLICANTS_PAGE_MAX,
  recruiterApplicationsOperations,
  workspaceApplicantsOperations as operations,
  type MoveApplicationsRequest,
} from '@careers/shared';
import { callApi, operationUrl } from '@/lib/api-client';
import { fetchFile } from '@/lib/api-files';
import type { ApplicantsFilters } from '../utils/table-state';
import { applicantsKeys } from './query-keys';

/**
 * REC-19: a job's applicants as the table reads them: keyset pages of 200 in order (the end of 5,000 in
 * 25 requests), one list view (`view`, the page's UUID) recorded once by the server (REC-9).
 */
export function useApplicantsTable(jobId: number, filters: ApplicantsFilters, view: string) {
  return useInfiniteQuery({
    queryKey: applicantsKeys.table(jobId, filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(operations.listJobApplicants, {
        params: { id: jobId },
        query: {
          view,
          sort: filters.sort,
          dir: filters.dir,
          limit: APPLICANTS_PAGE_MAX,
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.step ? { steps: filters.step } : {}),
          ...(filters.minRating ? { minRating: filters.minRating } : {}),
          ...(filters.fit.length > 0 ? { fit: filters.fit.join(',') } : {}),
          ...(filters.needsReview ? { needsReview: 'true' as const } : {}),
          ...(filters.recommendation ? { recommendation: filters.recommendation } : {}),
          ...(filters.source ? { source: filters.source } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}

/**
 * The side panel's applicant, fetched only when opened: recorded as a profile view by the server, once
 * per applicant in this list view (`view`), however often a note, rating or move re-reads it.
 */
export const useApplicantPanel = (jobId: number, applicationId: number | undefined, view: string) =>
  useQuery({
    queryKey: applicantsKeys.panel(jobId, applicationId ?? 0),
    queryFn: ({ signal }) => callApi(operations.getApplicantPanel, { params: { id: applicationId ?? 0 }, query: { view }, signal }),
    enabled: applicationId !== undefined,
    staleTime: 60_000,
  });

/** REC-6 for each selected applicant; the table and panel refresh afterwards, whatever the outcomes. */
export function useMoveApplications(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveApplicationsRequest) => callApi(operations.moveApplications, { params: { id: jobId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantsKeys.job(jobId) }),
  });
}

/** The CV's bytes for the viewer (recorded as a CV read by the server), read once per session. */
export const useCvBytes = (fileId: string | undefined) =>
  useQuery({
    queryKey: applicantsKeys.cvFile(fileId ?? ''),
    queryFn: async () =>
      (await fetchFile(operationUrl(recruiterApplicationsOperations.getApplicationFile, { fileId: fileId ?? '' }))).arrayBuffer(),
    enabled: Boolean(fileId),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });

/** A DOCX CV's text from the server (recorded as a CV read). */
export const useCvText = (fileId: string | undefined) =>
  useQuery({
    queryKey: applicantsKeys.cvText(fileId ?? ''),
    queryFn: ({ signal }) => callApi(operations.getApplicationCvText, { params: { fileId: fileId ?? '' }, signal }),
    enabled: Boolean(fileId),
    staleTime: Infinity,
    retry: false,
  });

/** A thumbnail inside this list view (no access row of its own: the view's row covers it). */
export function useTablePhoto(jobId: number, fileId: string | null, view: string): string | undefined {
  const { data } = useQuery({
    queryKey: applicantsKeys.photo(jobId, fileId ?? ''),
    queryFn: () => fetchFile(`${operationUrl(operations.getApplicantPhoto, { id: jobId, fileId: fileId ?? '' })}?view=${view}`),
    enabled: Boolean(fileId),
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** A download of the CV (the same recorded read), under its own name. */
export const cvFileUrl = (fileId: string) => operationUrl(recruiterApplicationsOperations.getApplicationFile, { fileId });
