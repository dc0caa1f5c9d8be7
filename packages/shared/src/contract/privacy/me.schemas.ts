import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  myAccessesQuerySchema,
  myAccessesResponseSchema,
} from '../../schemas/audit.js';
import { fileAnswer, type SchemaTable } from '../contract.js';

/** The schema half of `me.ts`. */
export const myDataSchemas = {
  exportMyData: {
    summary:
      'Download my data (GDPR Art. 15 and 20): a zip of data.json (profile, applications with their snapshots and steps, drafts, saved jobs, consents) and the uploaded files',
    // The zip streams past the serializer; its failures are JSON like every other.
    response: { 200: fileAnswer({ contentTypes: ['application/zip'], description: 'application/zip', format: 'binary' }) },
  },
  listMyAccesses: {
    summary:
      'PRV-3 Who looked at my data: each recorded recruiter view of my full profile and download of my files (who, what, when), newest first',
    query: myAccessesQuerySchema,
    response: { 200: myAccessesResponseSchema },
  },
  deleteMyAccount: {
    summary:
      'PRV-4 Delete my account (GDPR Art. 17): with the password; removes the profile, files, sessions, drafts and saved jobs, anonymises the applications, queues the CRM deletion and a confirmation e-mail',
    body: deleteAccountRequestSchema,
    response: { 200: deleteAccountResponseSchema },
  },
} satisfies SchemaTable;
