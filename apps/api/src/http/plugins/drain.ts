import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown (OPS-7, docs/decisions/011). */
    drain: Drain;
  }
}

export interface Drain {
  /** Set from SIGTERM on: /readyz answers 503 so a load balancer stops sending here. */
  readonly active: boolean;
  start(): void;
}

/**
 * Draining before a deploy: from SIGTERM on, /readyz says not ready and every answer carries
 * `Connection: close`, so keep-alive clients (and a load balancer's pooled connections) reconnect
 * elsewhere instead of finding their connection closed under them when the listener stops.
 */
export default fp(
  async (app) => {
    let active = false;
    app.decorate('drain', {
      get active() {
        return active;
      },
      start() {
        active = true;
      },
    });
    app.addHook('onSend', async (_request, reply) => {
      if (active) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
