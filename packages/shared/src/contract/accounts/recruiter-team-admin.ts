import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterTeamAdminSchemas } from './recruiter-team-admin.schemas.js';

/**
 * REC-8: managing the team is for admins only (recruiters read it through `recruiter-team.ts` and get 403
 * here). 404: no such member; 409: a candidate's address, another role, a deactivated member re-invited,
 * or the last active admin deactivated.
 */
const operations = {
  inviteMember: { method: 'POST', path: '/api/recruiter/team/invitations', access: 'admin', errors: [409] },
  setMemberActive: { method: 'PATCH', path: '/api/recruiter/team/:userId', access: 'admin', errors: [404, 409] },
} satisfies OperationsFor<typeof recruiterTeamAdminSchemas>;
export const recruiterTeamAdminOperations: TypedOperations<typeof operations, typeof recruiterTeamAdminSchemas> = operations;
