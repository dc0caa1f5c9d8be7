import { createHash, timingSafeEqual } from 'node:crypto';
import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SYSTEM_MESSAGES } from '@careers/shared';
import { UNMATCHED_ROUTE, type Metrics } from '../../platform/observability/metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * docs/decisions/027: Prometheus metrics, registered only when METRICS_TOKEN is set (without it there is
 * no hook and no route: /metrics is a 404 like any unknown path).
 *
 * - Every answer is observed once, by method, route template (never the raw URL: one series per route,
 *   not one per job id or probe), status, and Fastify's own elapsed time. Each route gets its own
 *   `onResponse` hook as it is added (`onRoute`), holding its template and its series by status, so a
 *   request builds no label, key or object (`request.routeOptions` builds an object per call). A root
 *   hook observes only the requests no route matched (`is404`), as `unmatched`.
 * - `GET /metrics` answers the Prometheus text format, not JSON, to a scraper holding the token, not to
 *   a user's session: so it is a plain route, left out of the route contract and the OpenAPI document
 *   (docs/operations/monitoring.md documents it). The token is compared in constant time (digests of
 *   equal length); a wrong or missing one gets 401.
 */
export default fp<{ metrics: Metrics; token: string }>(
  async (app, { metrics, token }) => {
    app.addHook('onRoute', (route) => {
      const url = route.url;
      /** Observers by method and status, made on first use. */
      const observers = new Map<string, ((seconds: number) => void)[]>();
      const observe: onResponseHookHandler = (request, reply, done) => {
        let byStatus = observers.get(request.method);
        if (!byStatus) {
          byStatus = [];
          observers.set(request.method, byStatus);
        }
        const status = reply.statusCode;
        (byStatus[status] ??= metrics.requestSeries(request.method, url, status))(reply.elapsedTime / 1000);
        done();
      };
      const existing = route.onResponse;
      route.onResponse = existing === undefined ? [observe] : Array.isArray(existing) ? [...existing, observe] : [existing, observe];
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) metrics.observeRequest(request.method, UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
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
