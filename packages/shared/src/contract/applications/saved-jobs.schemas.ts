import { jobIdParamsSchema, savedJobsResponseSchema } from '../../schemas/applications.js';
import { messageResponseSchema } from '../../schemas/common.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `saved-jobs.ts`. */
export const savedJobsSchemas = {
  listSavedJobs: {
    summary: 'The candidate’s saved jobs, newest first (APP-6)',
    response: { 200: savedJobsResponseSchema },
  },
  saveJob: {
    summary: 'Save an open job (saving twice is harmless)',
    params: jobIdParamsSchema,
    response: { 200: messageResponseSchema },
  },
  unsaveJob: {
    summary: 'Remove a job from the saved jobs (removing twice is harmless)',
    params: jobIdParamsSchema,
    response: { 200: messageResponseSchema },
  },
} satisfies SchemaTable;
