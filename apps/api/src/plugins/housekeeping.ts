import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 3_600_000;
/** Rows older than this are no use to any rule (the longest window is an hour). */
const KEEP_MS = 24 * HOUR_MS;
/** docs/decisions/010: a draft nobody saved for 30 days is dropped, and with it the files only it named. */
export const DRAFT_KEEP_MS = 30 * 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of clean-up, at the app clock's now (it also runs hourly by itself). */
    housekeeping(): Promise<void>;
  }
}

/**
 * Old rate-limit windows, ended sessions, used reset links, abandoned sign-ups, expired mobile codes,
 * drafts untouched for 30 days, application uploads no draft or application uses and the files removed
 * after an account deletion (PRV-4) are deleted hourly:
 * a scheduled job (docs/decisions/015), so one process runs it each hour, retried when it fails. The
 * deletes are idempotent.
 */
async function housekeepingPlugin(app: FastifyInstance) {
  const { rateLimits, failureCounters } = app.repos;
  const purge = async () => {
    const now = app.clock.now().getTime();
    const before = new Date(now - KEEP_MS);
    // Drafts first, so the files only they named are unused by the time files are purged.
    await app.repos.drafts.purgeUpdatedBefore(new Date(now - DRAFT_KEEP_MS));
    await rateLimits.purgeOlderThan(before);
    await failureCounters.purgeOlderThan(before);
    await app.repos.sessions.purgeEndedBefore(before);
    await app.repos.resetTokens.purgeOlderThan(before);
    await app.repos.emailCodes.purgeExpiredBefore(before);
    await app.repos.pendingSignups.purgeUpdatedBefore(before);
    await app.repos.mobileCodes.purgeExpiredBefore(before);
    await app.applicationFiles.purgeUnused(before);
    // PRV-4: the record of files already removed from storage (docs/decisions/018).
    await app.repos.fileDeletions.purgeDoneBefore(before);
  };
  app.decorate('housekeeping', async () => {
    try {
      await purge();
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  });
  app.backgroundJobs.schedule({ name: 'housekeeping', cadence: { everyMs: HOUR_MS }, run: purge });
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['background-jobs'] });
