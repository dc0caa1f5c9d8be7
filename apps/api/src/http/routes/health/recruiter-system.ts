import { recruiterSystemContract, SYSTEM_MESSAGES } from '@careers/shared';
import { conflict, notFound } from '../../../platform/lib/domain-error.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * REC-15 (docs/decisions/027): the admins' system page (`recruiterSystemContract`, admins only): the
 * server's status from the one source /metrics reads too (`app.systemStatus`), and the retry of a job
 * kind's failed jobs.
 */
export default contractRoutes(recruiterSystemContract, (app) => ({
  getSystemStatus: async () => app.systemStatus.snapshot(),
  retryFailedJobs: async (request) => {
    const { kind } = request.params;
    const known = app.systemStatus.kind(kind);
    if (!known) throw notFound(SYSTEM_MESSAGES.unknownKind(kind));
    if (!known.retryable) throw conflict(SYSTEM_MESSAGES.notRetryable);
    const requeued = (await app.systemStatus.retryFailed(kind)) ?? [];
    return { requeued: requeued.length };
  },
}));
