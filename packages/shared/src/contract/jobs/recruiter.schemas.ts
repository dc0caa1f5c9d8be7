import {
  idParamsSchema,
  jobInputSchema,
  jobStatusInputSchema,
  postedJobsResponseSchema,
  recruiterJobDetailsSchema,
  recruiterJobResponseSchema,
  watchResponseSchema,
} from '../../schemas/recruiter.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter.ts`. */
export const recruiterJobsSchemas = {
  listPostedJobs: {
    summary: 'REC-3 Posted jobs: every posting, open and closed, with its number of applicants',
    response: { 200: postedJobsResponseSchema },
  },
  createJob: {
    summary: 'Post a job; it is open at once. The description is sanitised (REC-7)',
    body: jobInputSchema,
    response: { 201: recruiterJobResponseSchema },
  },
  getJob: {
    summary: 'One posting, open or closed (for editing)',
    params: idParamsSchema,
    response: { 200: recruiterJobDetailsSchema },
  },
  updateJob: {
    summary: 'Edit a posting (every field; the description is sanitised, REC-7)',
    params: idParamsSchema,
    body: jobInputSchema,
    response: { 200: recruiterJobResponseSchema },
  },
  setJobStatus: {
    summary: 'Open or close a posting; a closed job leaves the careers list, its page and the sitemap at once (PUB-14)',
    params: idParamsSchema,
    body: jobStatusInputSchema,
    response: { 200: recruiterJobResponseSchema },
  },
  watchJob: {
    summary: 'Watch a job: the signed-in recruiter is e-mailed of each new application (REC-13)',
    params: idParamsSchema,
    response: { 200: watchResponseSchema },
  },
  unwatchJob: {
    summary: 'Stop watching a job (no more e-mails of its new applications)',
    params: idParamsSchema,
    response: { 200: watchResponseSchema },
  },
} satisfies SchemaTable;
