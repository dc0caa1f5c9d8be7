import type { AuditQueryParams } from './audit';

/** REC-9: the access log's query keys. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (query: AuditQueryParams) => [...auditKeys.all, 'log', query] as const,
};
