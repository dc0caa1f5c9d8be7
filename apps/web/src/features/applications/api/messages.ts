import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationOperations as operations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** APP-12: the team's messages the candidate has not read, per application and in all. */
export const useMyUnreadMessages = () =>
  useQuery({
    queryKey: applicationKeys.unread(),
    queryFn: ({ signal }) => callApi(operations.getMyUnreadMessages, { signal }),
    staleTime: 30_000,
  });

/** APP-12: one application's conversation; reading it marks the team's messages read, so the counts refresh. */
export function useMyMessages(applicationId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: applicationKeys.messages(applicationId),
    queryFn: async ({ signal }) => {
      const conversation = await callApi(operations.listMyMessages, { params: { id: applicationId }, signal });
      if (conversation.unreadBefore > 0) void queryClient.invalidateQueries({ queryKey: applicationKeys.unread() });
      return conversation;
    },
    enabled,
    staleTime: 0,
  });
}

/** APP-12: write to the recruiters about an application. */
export function useSendMyMessage(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(operations.sendMyMessage, { params: { id: applicationId }, body: { text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.messages(applicationId) }),
  });
}
