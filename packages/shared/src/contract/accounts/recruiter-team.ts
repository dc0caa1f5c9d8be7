import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterTeamSchemas } from './recruiter-team.schemas.js';

/** REC-8: every member of the recruiter area, recruiters and admins, may read the team (the writes are admins', `recruiter-team-admin.ts`). */
const operations = {
  listTeam: { method: 'GET', path: '/api/recruiter/team', access: 'recruiter-area' },
} satisfies OperationsFor<typeof recruiterTeamSchemas>;
export const recruiterTeamOperations: TypedOperations<typeof operations, typeof recruiterTeamSchemas> = operations;
