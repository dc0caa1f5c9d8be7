import { teamResponseSchema } from '../../schemas/team.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-team.ts`. */
export const recruiterTeamSchemas = {
  listTeam: {
    summary: 'REC-8 The team: every recruiter and admin with their role, state and last login',
    response: { 200: teamResponseSchema },
  },
} satisfies SchemaTable;
