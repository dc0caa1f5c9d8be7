import type { AuditQuery } from '@careers/shared';

/** REC-9: the access log's query keys. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (query: AuditQuery) => [...auditKeys.all, 'log', query] as const,
  candidates: (q: string) => [...auditKeys.all, 'candidates', q] as const,
};
