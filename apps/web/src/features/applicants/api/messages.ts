import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterConversationOperations as operations } from '@careers/shared';
import { callApi } from '@/lib/api-client';

const keys = {
  unread: (jobId: number) => ['recruiter', 'unread-messages', jobId] as const,
  messages: (applicationId: number) => ['recruiter', 'messages', applicationId] as const,
};

/** REC-29: the candidates' messages this member has not read, per application of the job. */
export const useJobUnreadMessages = (jobId: number) =>
  useQuery({
    queryKey: keys.unread(jobId),
    queryFn: ({ signal }) => callApi(operations.getJobUnreadMessages, { params: { id: jobId }, signal }),
    staleTime: 30_000,
  });

/**
 * REC-29: an application's conversation, read only when the panel's Messages tab is opened: the read is an
 * access recorded in the log (REC-9) and marks the candidate's messages read for this member.
 */
export function useApplicationMessages(jobId: number, applicationId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.messages(applicationId),
    queryFn: async ({ signal }) => {
      const conversation = await callApi(operations.listApplicationMessages, { params: { id: applicationId }, signal });
      if (conversation.unreadBefore > 0) void queryClient.invalidateQueries({ queryKey: keys.unread(jobId) });
      return conversation;
    },
    enabled,
    staleTime: 0,
  });
}

/** REC-29: write to the candidate (they are e-mailed the text). */
export function useSendApplicationMessage(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(operations.sendApplicationMessage, { params: { id: applicationId }, body: { text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.messages(applicationId) }),
  });
}

/** REC-29: the team's rejection message templates (the Not selected confirmation offers them). */
export const useMessageTemplates = () =>
  useQuery({
    queryKey: ['recruiter', 'message-templates'],
    queryFn: ({ signal }) => callApi(operations.listMessageTemplates, { signal }),
    staleTime: 60_000,
  });
