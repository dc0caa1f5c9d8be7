import { recruiterSettingsResponseSchema, recruiterSettingsSchema } from '../../schemas/recruiter-settings.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-settings.ts`. */
export const recruiterSettingsSchemas = {
  getRecruiterSettings: {
    summary: 'Your settings: new applications each by e-mail or in one daily digest (REC-13)',
    response: { 200: recruiterSettingsResponseSchema },
  },
  saveRecruiterSettings: {
    summary: 'Change your settings',
    body: recruiterSettingsSchema,
    response: { 200: recruiterSettingsResponseSchema },
  },
} satisfies SchemaTable;
