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
    summary: 'Post a job; it is open at once, with a pay range (REC-24: 400 on `pay` without one). The description is sanitised (REC-7)',
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
    summary:
      'Open or close a posting; a closed job leaves the careers list, its page and the sitemap at once (PUB-14). Reopening needs a pay range and a closing date not passed (REC-24: 409)',
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
