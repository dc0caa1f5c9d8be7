import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterCalendarFeedOperations as operations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { recruiterSettingsKeys } from './query-keys';

/** REC-32: the member's own calendar feed (whether it is on; never its address, which only its creation answers). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: recruiterSettingsKeys.calendarFeed(),
    queryFn: ({ signal }) => callApi(operations.getCalendarFeed, { signal }),
    staleTime: 0,
  });
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** A new address (the previous one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(operations.createCalendarFeed, {}),
    onSuccess: (data) => queryClient.setQueryData(recruiterSettingsKeys.calendarFeed(), { feed: data.feed }),
  });
}

/** The feed off: its address stops working. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(operations.deleteCalendarFeed, {}),
    onSuccess: () => queryClient.setQueryData(recruiterSettingsKeys.calendarFeed(), { feed: null }),
  });
}
