import { healthContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * Probes for a load balancer (OPS-7, `healthContract`), registered at the root: /healthz says the
 * process is alive; /readyz says the database answers in time, every migration of this build is
 * applied, there is room to write, and the process is not shutting down (docs/decisions/011).
 */
export default contractRoutes(healthContract, (app) => ({
  getLiveness: async () => ({ status: 'ok' }),
  getReadiness: async (_request, reply) => {
    const notReady = (detail: string) => reply.status(503).send({ status: 'not ready', detail });
    if (app.drain.active) return notReady('shutting down');
    const detail = await app.health.notReady();
    if (detail) return notReady(detail);
    return { status: 'ready' };
  },
}));
