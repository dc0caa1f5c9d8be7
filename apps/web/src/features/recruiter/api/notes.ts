import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteResponse, NotesResponse, RatingResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { recruiterKeys } from './query-keys';

/** Issue 14: an application's private notes and ratings (GET /api/recruiter/applications/:id/notes). */
export const useNotes = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: recruiterKeys.notes(applicationId),
    queryFn: ({ signal }) => apiRequest<NotesResponse>(`/recruiter/applications/${applicationId}/notes`, { auth: true, signal }),
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
  useNotesMutation(jobId, applicationId, (text: string) =>
    apiRequest<NoteResponse>(`/recruiter/applications/${applicationId}/notes`, { method: 'POST', body: { text }, auth: true }),
  );

export const useRate = (jobId: number, applicationId: number) =>
  useNotesMutation(jobId, applicationId, (rating: number) =>
    apiRequest<RatingResponse>(`/recruiter/applications/${applicationId}/rating`, { method: 'PUT', body: { rating }, auth: true }),
  );
