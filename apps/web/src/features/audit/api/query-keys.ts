/** The access log's query parameters (`recruiterAuditOperations.listAccessLog`) as the page's URL holds them. */
export interface AuditQueryParams {
  member?: number;
  candidate?: number;
  cursor?: string;
}

/** REC-9: the access log's query keys. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (query: AuditQueryParams) => [...auditKeys.all, 'log', query] as const,
};
