import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { SYSTEM_MESSAGES } from '@careers/shared';
import { UNMATCHED_ROUTE, type Metrics } from '../../platform/observability/metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * docs/decisions/027: Prometheus metrics, registered only when METRICS_TOKEN is set (without it there is
 * no hook and no route: /metrics is a 404 like any unknown path).
 *
 * - Every answer is observed once, in `onResponse`: method, route template (`routeOptions.url`, never the
 *   raw URL: one series per route, not one per job id or probe), status, and Fastify's own elapsed time.
 * - `GET /metrics` answers the Prometheus text format, not JSON, to a scraper holding the token, not to
 *   a user's session: so it is a plain route, left out of the route contract and the OpenAPI document
 *   (docs/operations/monitoring.md documents it). The token is compared in constant time (digests of
 *   equal length); a wrong or missing one gets 401.
 */
export default fp<{ metrics: Metrics; token: string }>(
  async (app, { metrics, token }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    const expected = digest(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: SYSTEM_MESSAGES.metricsUnauthorized });
      }
      const text = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
