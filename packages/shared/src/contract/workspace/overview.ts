import type { OperationsFor, TypedOperations } from '../operation.js';
import type { overviewSchemas } from './overview.schemas.js';

/**
 * REC-17, REC-18 (docs/decisions/037): the recruiter workspace's dashboard and jobs table, for recruiters
 * and admins (REC-8). Closing, reopening and watching a job stay `recruiterJobsOperations`' (REC-4, REC-13).
 */
const operations = {
  getDashboard: { method: 'GET', path: '/api/recruiter/workspace/dashboard', access: 'recruiter-area' },
  listJobsTable: { method: 'GET', path: '/api/recruiter/workspace/jobs', access: 'recruiter-area' },
} satisfies OperationsFor<typeof overviewSchemas>;
export const overviewOperations: TypedOperations<typeof operations, typeof overviewSchemas> = operations;
