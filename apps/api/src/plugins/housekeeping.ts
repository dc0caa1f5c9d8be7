import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createRateLimitRepository } from '../rate-limit/rate-limit-repository.js';
import { createFailureCountersRepository } from '../rate-limit/failure-counters-repository.js';

const HOUR_MS = 3_600_000;
/** Rows older than this are no use to any rule (the longest window is an hour). */
const KEEP_MS = 24 * HOUR_MS;

/**
 * Old rate-limit windows, ended sessions, used reset links, abandoned sign-ups, expired mobile codes and
 * application uploads no draft or application uses are deleted hourly. Several
 * processes may run this at once; the deletes are idempotent.
 */
async function housekeepingPlugin(app: FastifyInstance) {
  const rateLimits = createRateLimitRepository(app.database.db);
  const failureCounters = createFailureCountersRepository(app.database.db);
  const run = async () => {
    const before = new Date(app.clock.now().getTime() - KEEP_MS);
    try {
      await rateLimits.purgeOlderThan(before);
      await failureCounters.purgeOlderThan(before);
      await app.repos.sessions.purgeEndedBefore(before);
      await app.repos.resetTokens.purgeOlderThan(before);
      await app.repos.emailCodes.purgeExpiredBefore(before);
      await app.repos.pendingSignups.purgeUpdatedBefore(before);
      await app.repos.mobileCodes.purgeExpiredBefore(before);
      await app.applicationFiles.purgeUnused(before);
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed; it runs again in an hour');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(housekeepingPlugin, { name: 'housekeeping' });
