import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string(), detail: z.string().optional() });

/**
 * Probes for a load balancer (OPS-7): /healthz says the process is alive; /readyz says the database
 * answers in time, every migration of this build is applied, there is room to write, and the process
 * is not shutting down (issue 12, docs/decisions/011).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } }, async (_request, reply) => {
    const notReady = (detail: string) => reply.status(503).send({ status: 'not ready', detail });
    if (app.drain.active) return notReady('shutting down');
    const detail = await app.health.notReady();
    if (detail) return notReady(detail);
    return { status: 'ready' };
  });
};

export default healthRoutes;
