import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterConversationOperations as operations, type MessageTemplateInput } from '@careers/shared';
import { callApi } from '@/lib/api-client';

const key = ['recruiter', 'message-templates'] as const;

/** REC-29: the team's rejection message templates. */
export const useTemplates = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => callApi(operations.listMessageTemplates, { signal }) });

/** REC-29: add (no id) or change (id) a template; admins only. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: MessageTemplateInput }) =>
      id === undefined
        ? callApi(operations.addMessageTemplate, { body })
        : callApi(operations.updateMessageTemplate, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(operations.deleteMessageTemplate, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
