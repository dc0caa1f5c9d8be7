import { useEffect, useState } from 'react';
import type { JobListResponse } from '@careers/shared';
import { retryDelayMs, shouldRetry } from '@/lib/api-client';
import { getJobOpenings, type PagedJobListQuery } from '../api/get-job-openings';

/** The last answer: for which query (its JSON), and the list or a failure. */
interface Settled {
  key: string;
  data?: JobListResponse;
  failed: boolean;
}

/**
 * The careers block's job list (PUB-6, PUB-7), fetched without React Query: the block renders on the
 * landing route, whose initial JS leaves React Query out (PUB-17; it loads with the other route pages).
 * It answers like React Query's `useQuery` with `keepPreviousData` and the app's retry rule
 * (`shouldRetry`): while another page or filter loads, the previous list stays (`isPlaceholderData`); a
 * failure clears it. Each query is fetched afresh, and a superseded request is aborted; `retry` asks
 * again after a failure (PUB-9's Try again).
 */
export function useCareersOpenings(query: PagedJobListQuery) {
  const key = JSON.stringify(query);
  const [settled, setSettled] = useState<Settled>({ key: '', failed: false });
  /** Bumped by `retry`: the same query fetched again. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number) => {
      getJobOpenings(query, controller.signal).then(
        (data) => setSettled({ key, data, failed: false }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (shouldRetry(failures, error)) timer = setTimeout(() => attempt(failures + 1), retryDelayMs(failures));
          else setSettled({ key, failed: true });
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, key, round]);

  const current = settled.key === key;
  return {
    data: settled.data,
    isPending: settled.data === undefined && !(current && settled.failed),
    isError: current && settled.failed,
    isPlaceholderData: settled.data !== undefined && !current,
    retry: () => {
      setSettled({ key: '', failed: false });
      setRound((n) => n + 1);
    },
  };
}
