import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/client.js';

/** How many migrations this build ships (drizzle-kit's journal). */
const expectedMigrations = (): number =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const statusSchema = z.object({ status: z.string(), detail: z.string().optional() });

/**
 * Probes for a load balancer (D40): /healthz says the process is alive; /readyz says the database
 * answers and every migration of this build is applied.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = expectedMigrations();

  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        const result = await app.database.db.execute<{ applied: number }>(
          sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
        );
        const applied = Number(result.rows[0]?.applied ?? 0);
        if (applied < expected) {
          return reply.status(503).send({ status: 'not ready', detail: `${applied} of ${expected} migrations applied` });
        }
        return { status: 'ready' };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'not ready', detail: 'database unreachable' });
      }
    },
  );
};

export default healthRoutes;
