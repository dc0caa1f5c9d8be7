import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCrmOutboxRepository, createCrmWorker, type CrmWorker } from '../../domains/crm/index.js';
import { processWorkerId } from '../../platform/background/outbox-worker.js';
import { createZohoCrmClient } from '../../platform/zoho/zoho-crm.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** INT-3: the delivery worker of this process; undefined while Zoho is not configured. */
    crmWorker: CrmWorker | undefined;
  }
}

/**
 * Runs the CRM worker inside the server when Zoho is configured (INT-3): it starts once the app is ready
 * and, on close, finishes the delivery in flight and hands back the jobs it still holds (OPS-7). Without
 * Zoho settings jobs stay queued, visible with `npm run crm:status`.
 */
async function crmPlugin(app: FastifyInstance) {
  const zoho = app.config.zoho;
  if (!zoho) {
    app.decorate('crmWorker', undefined);
    app.addHook('onReady', async () => app.log.info('Zoho CRM is not configured: CRM sync jobs stay queued (npm run crm:status)'));
    return;
  }
  const worker = createCrmWorker({
    repo: createCrmOutboxRepository(app.database.db),
    zoho: createZohoCrmClient(zoho, app.clock, app.config.crm.requestTimeoutMs),
    clock: app.clock,
    log: app.log,
    workerId: processWorkerId(),
    config: app.config.crm,
  });
  app.decorate('crmWorker', worker);
  // docs/decisions/015: one of this process's background workers, started and drained with the others.
  app.backgroundJobs.addWorker(worker);
}

export default fp(crmPlugin, { name: 'crm', dependencies: ['background-jobs'] });
