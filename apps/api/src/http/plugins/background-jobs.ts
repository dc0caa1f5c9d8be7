import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { fitRefreshJobs } from '../../domains/applications/index.js';
import { crmJobs } from '../../domains/crm/index.js';
import { fileDeletionJobs } from '../../domains/privacy/index.js';
import { talentTextJobs } from '../../domains/talent/index.js';
import { createBackgroundJobs, type BackgroundJobs } from '../../platform/background/background-jobs.js';
import type { OutboxWorker } from '../../platform/background/outbox-worker.js';
import { scheduledRuns } from '../../platform/background/schedules.js';
import { mailJobs, type MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createMailer } from '../../platform/mail/mailer.js';
import { deliveryModes } from '../../platform/config/delivery-modes.js';
import { createZohoCrmClient } from '../../platform/zoho/zoho-crm.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** docs/decisions/015, 024: every background worker of this process (one per job kind, and the schedules'). */
    backgroundJobs: BackgroundJobs;
    /** docs/decisions/009: e-mail is queued in the transaction of its change; its commit wakes the mail worker. */
    mailOutbox: MailOutbox;
    /** INT-3: the CRM's worker of this process; undefined while Zoho is not configured (jobs stay queued). */
    crmWorker: OutboxWorker | undefined;
  }
}

/** Every job kind a process knows, by the name BACKGROUND_WORKERS_OFF may give. */
const KINDS = [mailJobs, crmJobs, fileDeletionJobs, talentTextJobs, fitRefreshJobs, scheduledRuns].map((kind) => kind.name);

/**
 * This process's background work (docs/decisions/015, 024), one registration: a worker per job kind
 * from its definition, with what it delivers through (SMTP or DATA_DIR/outbox, Zoho when configured,
 * storage for file removals and the talent pool's texts), and the scheduled runs' worker, whose schedules http/schedules.ts declares. All start once
 * the app is ready and, on close (after the HTTP server stopped taking requests, before the database
 * closes), finish the job in flight and hand back what they hold (docs/decisions/011); the SMTP pool
 * closes after the mail worker. Storage must be decorated first.
 */
async function backgroundJobsPlugin(app: FastifyInstance) {
  const { config } = app;
  const unknown = config.backgroundWorkersOff.filter((name) => !KINDS.includes(name));
  if (unknown.length > 0) throw new Error(`BACKGROUND_WORKERS_OFF names no job kind: ${unknown.join(', ')} (kinds: ${KINDS.join(', ')})`);
  const jobs = createBackgroundJobs({
    db: app.database.db,
    config,
    clock: app.clock,
    log: app.log,
    off: config.backgroundWorkersOff,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    logCodes: deliveryModes(config).mailCodesLogged,
    sendTimeoutMs: config.mail.sendTimeoutMs,
  });
  jobs.run(mailJobs, { mailer }, { afterStop: () => mailer.close() });
  const crmWorker = config.zoho
    ? jobs.run(crmJobs, { zoho: createZohoCrmClient(config.zoho, app.clock, config.crm.requestTimeoutMs) })
    : undefined;
  // Without Zoho the CRM's jobs stay queued: the system page and /metrics still show them (docs/decisions/027).
  if (!crmWorker) jobs.track(crmJobs);
  jobs.run(fileDeletionJobs, { storage: app.storage });
  jobs.run(talentTextJobs, { storage: app.storage });
  jobs.run(fitRefreshJobs, {});

  app.decorate('backgroundJobs', jobs);
  app.decorate('mailOutbox', mailJobs);
  app.decorate('crmWorker', crmWorker);
  app.addHook('onReady', async () => {
    if (!crmWorker) app.log.info('Zoho CRM is not configured: CRM sync jobs stay queued (npm run crm:status)');
    jobs.start();
  });
  app.addHook('onClose', async () => jobs.stop());
}

export default fp(backgroundJobsPlugin, { name: 'background-jobs' });
