/**
 * The recruiter workspace's reads (docs/decisions/032): dashboard, jobs table, applicants table, board and
 * palette, on the narrow columns and counts of migration 0015, paged by keyset. Uses applications, audit, jobs.
 */
export { decodeCursor, encodeCursor, type KeysetPosition, type KeysetValue } from './keyset.js';
// REC-17, REC-18 (docs/decisions/037): the dashboard and the jobs table.
export { createDashboardService, type DashboardService } from './dashboard-service.js';
export { createJobsTableService, type JobsTableService } from './jobs-table-service.js';
export { createWorkspaceBoard, type RecordView, type WorkspaceBoard } from './board-service.js';
export { createWorkspaceSearch, type WorkspaceSearch } from './search-service.js';
export { createWorkspaceApplicants, type WorkspaceApplicants } from './applicants-service.js';
