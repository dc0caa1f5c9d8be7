import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { OutboxWorker } from '../../platform/background/outbox-worker.js';
import { processWorkerId } from '../../platform/background/outbox-worker.js';
import { createFileDeletionsRepository, createFileDeletionWorker } from '../../domains/privacy/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PRV-4 (docs/decisions/018): removes deleted accounts' files from storage after the commit. */
    fileDeletionWorker: OutboxWorker;
  }
}

/** One of this process's background workers (docs/decisions/015), started and drained with the others. */
async function fileDeletionsPlugin(app: FastifyInstance) {
  const worker = createFileDeletionWorker({
    repo: createFileDeletionsRepository(app.database.db),
    storage: app.storage,
    clock: app.clock,
    log: app.log,
    workerId: processWorkerId(),
    config: app.config.fileDeletions,
  });
  app.decorate('fileDeletionWorker', worker);
  app.backgroundJobs.addWorker(worker);
}

export default fp(fileDeletionsPlugin, { name: 'file-deletions', dependencies: ['background-jobs'] });
