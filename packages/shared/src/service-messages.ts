/**
 * The API's answers when a part it depends on fails (OPS-7, docs/decisions/011): our own wording,
 * in one place so the server, the browser and the tests agree on them.
 */
export const SERVICE_MESSAGES = {
  /** 503: the database is stopped, restarting or not answering in time. */
  unavailable: 'The service is briefly unavailable. Please try again in a minute.',
  /** 507: the database (or the disk under it) has no room for the write. */
  storageFull: 'We cannot save this right now because our storage is full. Please try again later.',
} as const;
