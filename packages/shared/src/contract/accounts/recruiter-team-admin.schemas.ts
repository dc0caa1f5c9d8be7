import { teamInvitationSchema, teamMemberParamsSchema, teamMemberResponseSchema, teamMemberUpdateSchema } from '../../schemas/team.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-team-admin.ts`. */
export const recruiterTeamAdminSchemas = {
  inviteMember: {
    summary: 'REC-8 Invite a recruiter or admin: a single-use set-password link, valid 72 hours, e-mailed; a new one voids the old',
    body: teamInvitationSchema,
    response: { 201: teamMemberResponseSchema },
  },
  setMemberActive: {
    summary: 'REC-8 Deactivate (ends their sessions, blocks login) or reactivate a member; the last active admin stays',
    params: teamMemberParamsSchema,
    body: teamMemberUpdateSchema,
    response: { 200: teamMemberResponseSchema },
  },
} satisfies SchemaTable;
