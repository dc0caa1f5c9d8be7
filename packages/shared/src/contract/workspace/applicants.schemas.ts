import { z } from 'zod';
import { idParamsSchema } from '../../schemas/recruiter.js';
import {
  applicantPanelSchema,
  applicantPhotoParamsSchema,
  applicantsPageSchema,
  applicantsQuerySchema,
  cvTextResponseSchema,
  moveApplicationsResponseSchema,
  moveApplicationsSchema,
  viewQuerySchema,
  panelQuerySchema,
} from '../../schemas/workspace-applicants.js';
import { STORED_CONTENT_TYPES } from '../../uploads.js';
import { fileAnswer, type SchemaTable } from '../contract.js';

/** The schema half of `applicants.ts`. */
export const workspaceApplicantsSchemas = {
  listJobApplicants: {
    summary:
      'A page of a job’s applicants (keyset; ≤ 200 rows): search by name or title, filter by steps and minimum rating, sort both ways; the first page adds the total and counts per step. The view is recorded once in the access log (REC-9)',
    params: idParamsSchema,
    query: applicantsQuerySchema,
    response: { 200: applicantsPageSchema },
  },
  moveApplications: {
    summary:
      'Move 1–100 of a job’s applications one step forward or to Not selected, each from the status the recruiter saw (REC-6); one e-mail per candidate moved; an outcome per application',
    params: idParamsSchema,
    body: moveApplicationsSchema,
    response: { 200: moveApplicationsResponseSchema },
  },
  getApplicantPanel: {
    summary:
      'One applicant for the side panel: the application, a summary of the candidate and the step history; recorded as a profile view (REC-9), once per list view (`view`) when opened from one',
    params: idParamsSchema,
    query: panelQuerySchema,
    response: { 200: applicantPanelSchema },
  },
  getApplicantPhoto: {
    summary:
      'An applicant’s photo as a thumbnail inside a recorded list view of the same job (`view`, at most 12 hours old): no access row of its own (REC-9, docs/decisions/036)',
    params: applicantPhotoParamsSchema,
    query: viewQuerySchema,
    response: {
      200: fileAnswer({ contentTypes: Object.values(STORED_CONTENT_TYPES), description: 'The photo', format: 'binary' }),
    },
  },
  getApplicationCvText: {
    summary:
      'The text of an applicant’s DOCX CV, to read in the page; recorded as a CV read (REC-9). 404 while its text is not extracted yet',
    params: z.object({ fileId: z.uuid('fileId must be a file id') }),
    response: { 200: cvTextResponseSchema },
  },
} satisfies SchemaTable;
