import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createBackgroundJobs, type BackgroundJobs } from '../../platform/background/background-jobs.js';
import { processWorkerId } from '../../platform/background/outbox-worker.js';
import { createScheduledRunsRepository } from '../../platform/background/scheduled-runs-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** docs/decisions/015: every background worker of this process (mail, CRM, scheduled jobs). */
    backgroundJobs: BackgroundJobs;
  }
}

/**
 * Runs this process's background work (docs/decisions/015): the mail and CRM plugins add their workers,
 * housekeeping and the watchers' digest their schedules. All start once the app is ready and, on close
 * (after the HTTP server stopped taking requests, before the database closes), finish the job in flight
 * and hand back what they hold (docs/decisions/011).
 */
async function backgroundJobsPlugin(app: FastifyInstance) {
  const jobs = createBackgroundJobs({
    scheduledRuns: createScheduledRunsRepository(app.database.db),
    clock: app.clock,
    log: app.log,
    workerId: processWorkerId(),
    scheduleConfig: app.config.schedules,
  });
  app.decorate('backgroundJobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}

export default fp(backgroundJobsPlugin, { name: 'background-jobs' });
