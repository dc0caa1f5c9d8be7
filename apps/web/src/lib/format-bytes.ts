/** A file size as people read it: '340 KB' (at least 1 KB), '1.4 MB' from one megabyte up. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
