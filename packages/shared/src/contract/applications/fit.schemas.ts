import { jobIdParamsSchema } from '../../schemas/applications.js';
import { fitSchema } from '../../schemas/fit.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `fit.ts`. */
export const fitSchemas = {
  getJobFit: {
    summary:
      'The signed-in candidate’s explainable fit to an open job (APP-10): skills, rate, availability, CET overlap and country in words, by fixed rules of the stated version; it rejects, hides and moves nobody',
    params: jobIdParamsSchema,
    response: { 200: fitSchema },
  },
} satisfies SchemaTable;
