import { fileAnswer, type SchemaTable } from '../contract.js';
import { storedFileParamsSchema } from '../../schemas/profile.js';
import { storedContentTypes } from '../../uploads.js';

/** The schema half of `resume-downloads.ts`. */
export const resumeDownloadsSchemas = {
  downloadResume: {
    summary: "The signed-in candidate's own resume, as an attachment",
    params: storedFileParamsSchema,
    response: {
      200: fileAnswer({
        contentTypes: storedContentTypes('pdf', 'doc', 'docx'),
        description: 'The resume, as an attachment (PRO-18: nosniff, sandboxed)',
        format: 'binary',
      }),
    },
  },
} satisfies SchemaTable;
