import { idParamsSchema } from '../../schemas/recruiter.js';
import { talentCandidateDetailSchema, talentQuerySchema, talentSearchResponseSchema } from '../../schemas/talent.js';
import { storedContentTypes } from '../../uploads.js';
import { fileAnswer, type SchemaTable } from '../contract.js';

const profileFile = (what: string, extensions: string[]) => ({
  summary: `A candidate's profile ${what}, as an attachment (PRO-18: nosniff, sandboxed); recorded in the access log first (REC-9)`,
  params: idParamsSchema,
  response: {
    200: fileAnswer({ contentTypes: storedContentTypes(...extensions), description: `The ${what}, as an attachment`, format: 'binary' }),
  },
});

/** The schema half of `recruiter.ts`. */
export const recruiterTalentSchemas = {
  searchTalent: {
    summary: 'Search the candidates who let recruiters find them (websearch syntax: quotes, OR, minus), best match first',
    query: talentQuerySchema,
    response: { 200: talentSearchResponseSchema },
  },
  getCandidate: {
    summary:
      "A candidate's full profile, files and applications (discoverable, or applied to a job); recorded in the access log first (REC-9)",
    params: idParamsSchema,
    response: { 200: talentCandidateDetailSchema },
  },
  getCandidateResume: profileFile('resume', ['pdf', 'doc', 'docx']),
  getCandidatePhoto: profileFile('photo', ['png', 'jpg']),
} satisfies SchemaTable;
