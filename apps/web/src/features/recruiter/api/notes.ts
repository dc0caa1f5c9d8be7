import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterApplicationsOperations as operations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { recruiterKeys } from './query-keys';

/** REC-11: an application's private notes and ratings. */
export const useNotes = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: recruiterKeys.notes(applicationId),
    queryFn: ({ signal }) => callApi(operations.listNotes, { params: { id: applicationId }, signal }),
    enabled,
    staleTime: 0,
  });

/** A new note, or a new rating: the notes and the applicant cards (average and count) refresh. */
function useNotesMutation<T, V>(jobId: number, applicationId: number, request: (value: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recruiterKeys.notes(applicationId) }),
        queryClient.invalidateQueries({ queryKey: recruiterKeys.applicants(jobId) }),
      ]),
  });
}

export const useAddNote = (jobId: number, applicationId: number) =>
  useNotesMutation(jobId, applicationId, (text: string) => callApi(operations.addNote, { params: { id: applicationId }, body: { text } }));

export const useRate = (jobId: number, applicationId: number) =>
  useNotesMutation(jobId, applicationId, (rating: number) =>
    callApi(operations.rateApplication, { params: { id: applicationId }, body: { rating } }),
  );
