import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORTS_MESSAGES, reportsOperations as operations, type ReportKind, type ReportQueryInput } from '@careers/shared';
import { callApi, operationUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { reportKeys } from './query-keys';

/** REC-40: the filter menus' choices (jobs, departments, categories, countries and sources the applications hold). */
export const useReportFilters = () =>
  useQuery({
    queryKey: reportKeys.filters(),
    queryFn: ({ signal }) => callApi(operations.getReportFilters, { signal }),
    staleTime: 60_000,
  });

/** Each report's JSON operation (REC-37 to REC-39). */
const JSON_OPERATIONS = {
  funnel: operations.getFunnelReport,
  time: operations.getTimeReport,
  sources: operations.getSourcesReport,
  jobs: operations.getJobsReport,
} as const;

/** Each report's CSV operation: the same numbers as the JSON, for the same range and filters. */
const CSV_OPERATIONS = {
  funnel: operations.getFunnelReportCsv,
  time: operations.getTimeReportCsv,
  sources: operations.getSourcesReportCsv,
  jobs: operations.getJobsReportCsv,
} as const;

/** One report for the range and filters; the previous answer stays on screen while a changed filter loads. */
export function useReport<K extends ReportKind>(kind: K, query: ReportQueryInput, enabled = true) {
  return useQuery({
    enabled,
    queryKey: reportKeys.report(kind, query),
    // One operation per kind: the union of their answers narrows by `kind` at the call site.
    queryFn: ({ signal }) =>
      callApi(JSON_OPERATIONS[kind] as (typeof JSON_OPERATIONS)['funnel'], { query, signal }) as Promise<ReportAnswer<K>>,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The answer of each report's JSON operation. */
export type ReportAnswer<K extends ReportKind> = Awaited<ReturnType<typeof callApi<(typeof JSON_OPERATIONS)[K]>>>;

/** The query string of a report (empty filters left out), as the API and the address read it. */
export function reportSearch(query: ReportQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** REC-40: a report as CSV (a file operation, sent with the bearer token) under the API's file name. */
export const downloadReportCsv = (kind: ReportKind, query: ReportQueryInput) =>
  downloadFile(`${operationUrl(CSV_OPERATIONS[kind])}?${reportSearch(query)}`, REPORTS_MESSAGES.csvFileName(kind, query.from, query.to));
