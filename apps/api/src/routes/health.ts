import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string(), detail: z.string().optional() });

/** /readyz's own limit on the probe query: a load balancer gets its answer even from a hung database. */
export const READY_PROBE_TIMEOUT_MS = 1_000;

class ProbeTimeout extends Error {}

/** The promise's result, or a ProbeTimeout after `ms` (the query itself ends by the pool's own limits). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a load balancer (D40): /healthz says the process is alive; /readyz says the database
 * answers in time, every migration of this build is applied, there is room to write, and the process
 * is not shutting down (issue 12, docs/decisions/011).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = app.repos.health.shippedMigrations();

  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      const notReady = (detail: string) => reply.status(503).send({ status: 'not ready', detail });
      if (app.drain.active) return notReady('shutting down');
      try {
        const applied = await within(app.repos.health.appliedMigrations(), READY_PROBE_TIMEOUT_MS);
        if (applied < expected) return notReady(`${applied} of ${expected} migrations applied`);
      } catch (error) {
        if (error instanceof ProbeTimeout) {
          app.log.warn(`readiness check: the database did not answer within ${READY_PROBE_TIMEOUT_MS} ms`);
          return notReady('database not answering');
        }
        app.log.warn({ err: error }, 'readiness check failed');
        return notReady('database unreachable');
      }
      if (app.database.disk.isFull(app.clock.now())) return notReady('disk full: writes are refused');
      return { status: 'ready' };
    },
  );
};

export default healthRoutes;
