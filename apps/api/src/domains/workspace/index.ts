/**
 * The recruiter workspace's reads (docs/decisions/032, 033): the command palette's search (REC-20).
 */
export { createWorkspaceSearch, type WorkspaceSearch } from './search-service.js';
