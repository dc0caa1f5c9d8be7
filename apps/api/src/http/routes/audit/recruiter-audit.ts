import { recruiterAuditContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** REC-9 (docs/decisions/017): the access audit log, for admins only (`recruiterAuditContract`: a recruiter who is not an admin gets 403). */
export default contractRoutes(recruiterAuditContract, (app) => ({
  listAccessLog: async (request) => app.accessAudit.list(request.query),
}));
