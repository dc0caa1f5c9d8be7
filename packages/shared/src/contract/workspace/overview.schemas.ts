import { dashboardQuerySchema, dashboardSchema, jobsTableQuerySchema, jobsTableSchema } from '../../schemas/overview.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `overview.ts`. */
export const overviewSchemas = {
  getDashboard: {
    summary:
      'REC-17 What needs the signed-in member today: applications not yet reviewed per job, applications stalled in a step, watched jobs, interviews of the next 14 days, the team’s recent activity',
    description: 'Names and job titles only: not recorded in the access log (REC-9).',
    query: dashboardQuerySchema,
    response: { 200: dashboardSchema },
  },
  listJobsTable: {
    summary:
      'REC-18 Every job with its counts per step and the applications new since the member’s last list view, searched, filtered and sorted, 50 a page, with the filter menus’ choices',
    query: jobsTableQuerySchema,
    response: { 200: jobsTableSchema },
  },
} satisfies SchemaTable;
