import type { ReportKind, ReportQueryInput } from '@careers/shared';

/** REC-40: the Reports page's query keys. */
export const reportKeys = {
  all: ['reports'] as const,
  filters: () => [...reportKeys.all, 'filters'] as const,
  report: (kind: ReportKind, query: ReportQueryInput) => [...reportKeys.all, kind, query] as const,
};
