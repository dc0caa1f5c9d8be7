import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailOutbox, createMailWorker, type MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createMailOutboxRepository } from '../../platform/mail/mail-outbox-repository.js';
import { processWorkerId } from '../../platform/background/outbox-worker.js';
import { createMailer, type Mailer } from '../../platform/mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP, or DATA_DIR/outbox/ without SMTP_URL (INT-1); only the mail worker sends. */
    mailer: Mailer;
    /** docs/decisions/009: e-mail is queued in the transaction of its change and sent by this process's worker. */
    mailOutbox: MailOutbox;
  }
}

/**
 * Every process runs a mail worker (one of its background workers, docs/decisions/015): it starts once
 * the app is ready and, on close, finishes the send in flight and hands back the messages it still holds
 * (OPS-7), before the database is closed.
 */
async function mailPlugin(app: FastifyInstance) {
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    sendTimeoutMs: config.mail.sendTimeoutMs,
  });
  const worker = createMailWorker({
    repo: createMailOutboxRepository(app.database.db),
    mailer,
    clock: app.clock,
    log: app.log,
    workerId: processWorkerId(),
    config: config.mail,
  });
  app.decorate('mailer', mailer);
  app.decorate('mailOutbox', createMailOutbox(worker));
  // docs/decisions/015: started and drained with the other background workers; the SMTP pool closes after.
  app.backgroundJobs.addWorker(worker, { afterStop: () => mailer.close() });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['background-jobs'] });
