import { auditQuerySchema, auditResponseSchema } from '../../schemas/audit.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-audit.ts`. */
export const recruiterAuditSchemas = {
  listAccessLog: {
    summary:
      'REC-9 Every recorded access to candidates’ personal data (profile views, resume, CV and photo downloads, applicant exports), newest first, by member and by candidate',
    query: auditQuerySchema,
    response: { 200: auditResponseSchema },
  },
} satisfies SchemaTable;
