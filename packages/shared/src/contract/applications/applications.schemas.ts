import { z } from 'zod';
import {
  APPLICATION_FILE_KINDS,
  APPLICATION_FILE_RULES,
  applicationDraftResponseSchema,
  applicationDraftSchema,
  applicationFileSchema,
  applicationsResponseSchema,
  jobIdParamsSchema,
  profileFileOffersSchema,
  submitApplicationResponseSchema,
  submitApplicationSchema,
} from '../../schemas/applications.js';
import { messageResponseSchema } from '../../schemas/common.js';
import { idParamsSchema } from '../../schemas/recruiter.js';
import type { SchemaTable } from '../contract.js';
import type { UploadChoice } from '../operation.js';

/** APP-3: the form's CV and photo slots, each with its own rules, chosen by the path's `kind`. */
const applicationFileUpload = { by: 'kind', kinds: APPLICATION_FILE_RULES } satisfies UploadChoice;

/** The schema half of `applications.ts`. */
export const applicationsSchemas = {
  getApplicationDraft: {
    summary: 'The candidate’s saved draft for a job, or null (APP-4)',
    params: jobIdParamsSchema,
    response: { 200: applicationDraftResponseSchema },
  },
  saveApplicationDraft: {
    summary: 'Save the application form as a draft for this job; saving again replaces it (APP-4)',
    params: jobIdParamsSchema,
    body: applicationDraftSchema,
    response: { 200: messageResponseSchema },
  },
  deleteApplicationDraft: {
    summary: 'Discard the draft for this job',
    params: jobIdParamsSchema,
    response: { 200: messageResponseSchema },
  },
  listApplications: {
    summary: 'APP-8 My applications: the candidate’s applications with their timelines',
    response: { 200: applicationsResponseSchema },
  },
  submitApplication: {
    summary: 'Submit an application (APP-5): a CV, or a LinkedIn profile link in LinkedIn mode; one per job',
    // PRO-8's "not after today" by the app's clock (apps/api/src/README.md), read when each request is checked.
    body: submitApplicationSchema,
    response: { 201: submitApplicationResponseSchema },
  },
  withdrawApplication: {
    summary: 'APP-9: withdraw one of the candidate’s applications that is not Hired or Not selected; its timeline ends with Withdrawn',
    params: idParamsSchema,
    response: { 200: submitApplicationResponseSchema },
  },
  uploadApplicationFile: {
    summary:
      "Upload a CV (PDF, DOC or DOCX, 5 MB) or a photo (JPEG or PNG, 2 MB) as multipart field 'cv' or 'photo'; the type is decided by content (PRO-18)",
    params: z.object({
      kind: z.enum(APPLICATION_FILE_KINDS, { error: `kind must be one of: ${APPLICATION_FILE_KINDS.join(', ')}` }),
    }),
    upload: applicationFileUpload,
    response: { 201: applicationFileSchema },
  },
  getProfileFileOffers: {
    summary:
      'APP-3: the profile’s resume and photo the application form offers as its first CV and photo (name, size, uploaded), null for none',
    response: { 200: profileFileOffersSchema },
  },
  copyProfileFile: {
    summary:
      'APP-3: copy the profile’s resume (kind cv) or photo (kind photo) into a new application file, as if uploaded again; 404 when the profile holds none',
    params: z.object({
      kind: z.enum(APPLICATION_FILE_KINDS, { error: `kind must be one of: ${APPLICATION_FILE_KINDS.join(', ')}` }),
    }),
    response: { 201: applicationFileSchema },
  },
} satisfies SchemaTable;
