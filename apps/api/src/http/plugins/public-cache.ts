import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { announceJobChange, createPgChangeSignal } from '../../platform/cache/pg-change-signal.js';
import { createPublicCache, singleProcessSignal, type PublicCache } from '../../platform/cache/public-cache.js';
import { messageOf } from '../../platform/lib/property-of.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** docs/decisions/012: public answers kept in memory; every job write calls `invalidate()`. */
    publicCache: PublicCache;
  }
}

/** docs/decisions/012: on PostgreSQL the processes hear of each other's job writes by LISTEN/NOTIFY. */
async function publicCachePlugin(app: FastifyInstance) {
  const { failures } = app.config;
  // The configured server or the embedded PostgreSQL (docs/decisions/020), whose CLIs may change jobs too.
  const databaseUrl = app.database.url;
  // Changes heard before the cache exists have nothing to drop.
  let clearCache = () => {};
  const signal =
    app.database.kind === 'postgres' && databaseUrl
      ? await createPgChangeSignal({
          databaseUrl,
          connectTimeoutMs: failures.dbConnectTimeoutMs,
          log: app.log,
          onChange: () => clearCache(),
          notify: async (from) => {
            try {
              await announceJobChange(app.database.db, from);
            } catch (error) {
              // The write itself succeeded; the other processes catch up within the cache's TTL.
              app.log.warn(`public cache: could not tell the other processes of a job change (${messageOf(error)})`);
            }
          },
        })
      : singleProcessSignal;
  const cache = createPublicCache(signal, { maxBytes: app.config.publicCacheBytes });
  clearCache = () => cache.clear();
  app.decorate('publicCache', cache);
  app.addHook('onClose', async () => signal.close());
}

export default fp(publicCachePlugin, { name: 'public-cache' });
