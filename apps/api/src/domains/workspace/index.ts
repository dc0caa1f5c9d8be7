/**
 * The recruiter workspace's reads (docs/decisions/032): dashboard, jobs table, applicants table, board and
 * palette, on the narrow columns and counts of migration 0015, paged by keyset. Uses applications, audit, jobs.
 */
export { decodeCursor, encodeCursor, type KeysetPosition, type KeysetValue } from './keyset.js';
export { createWorkspaceApplicants, type WorkspaceApplicants } from './applicants-service.js';
