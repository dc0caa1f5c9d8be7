import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  BOARD_LIMITS,
  recruiterApplicationsOperations,
  recruiterConversationOperations,
  workspaceBoardOperations,
  type ApplicationStatus,
  type InterviewInput,
} from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { boardKeys } from './query-keys';

/**
 * REC-23: the board's first answer (counts and every column's first cards). `view` names this list view
 * (REC-9: the server records one access per view, however many pages it reads).
 */
export const boardQueryOptions = (jobId: number, view: string) =>
  queryOptions({
    queryKey: boardKeys.board(jobId, view),
    queryFn: ({ signal }) =>
      callApi(workspaceBoardOperations.getBoard, {
        params: { id: jobId },
        query: { view, perColumn: BOARD_LIMITS.perColumnDefault },
        signal,
      }),
    staleTime: 0,
  });

/** A column's next page, from its last `nextCursor`. */
export const fetchColumnPage = (jobId: number, view: string, status: ApplicationStatus, cursor: string) =>
  callApi(workspaceBoardOperations.getBoardColumn, {
    params: { id: jobId, status },
    query: { view, cursor, limit: BOARD_LIMITS.pageDefault },
  });

/** REC-6's moves, as the list makes them: the next step naming the status seen (`from`), or Not selected. */
export type BoardMove = { applicationId: number } & (
  { action: 'advance'; from: ApplicationStatus; interview?: InterviewInput } | { action: 'not-selected'; templateId?: number }
);

export function useBoardMove() {
  return useMutation({
    mutationFn: (move: BoardMove) => {
      const params = { id: move.applicationId };
      return move.action === 'advance'
        ? callApi(recruiterApplicationsOperations.advanceApplication, {
            params,
            body: { from: move.from, ...(move.interview ? { interview: move.interview } : {}) },
          })
        : callApi(recruiterApplicationsOperations.markNotSelected, {
            params,
            // REC-29: the rejection message template chosen, or none.
            body: move.templateId === undefined ? {} : { templateId: move.templateId },
          });
    },
  });
}

/** REC-29: the team's rejection message templates, offered when confirming Not selected. */
export const useRejectionTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: ['recruiter', 'message-templates'],
    queryFn: ({ signal }) => callApi(recruiterConversationOperations.listMessageTemplates, { signal }),
    enabled,
    staleTime: 60_000,
  });
