import { defineJobKind, type Delivery } from '../background/job-kind.js';
import { isPermanentMailError, isReservedAddress, type Mailer } from './mailer.js';
import { createMailOutboxRepository, type MailJobRow, type QueuedMail } from './mail-outbox-repository.js';

/** Addresses are personal data: a stored or logged error names the message, not its recipient. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"']+@[^\s<>"']+/g, '<address>');

/**
 * docs/decisions/009, 024: e-mail as a job kind. A message is rendered and queued in the transaction of
 * the change it tells of (`mailJobs.enqueue(tx, mail, now)`: a newer message of the same supersede key
 * replaces an older one still waiting), and that commit wakes this process's mail worker. Transient
 * failures are retried with back-off; an SMTP 5xx answer fails at once.
 */
export const mailJobs = defineJobKind({
  name: 'mail',
  label: 'Mail',
  settings: (config) => config.mail,
  store: (tx, mail: QueuedMail, now) => createMailOutboxRepository(tx).enqueue(mail, now),
  queue: (db) => createMailOutboxRepository(db),
  async deliver(job: MailJobRow, { deps, db, clock, log, workerId }: Delivery<{ mailer: Mailer }>) {
    // docs/decisions/035: a reserved `.invalid` address (a demo person, an erased account) is never handed
    // to the mail server; the message is settled as not sent, and the log names the message, not the address.
    if (isReservedAddress(job.recipient)) {
      await createMailOutboxRepository(db).markNotSent(job, workerId, clock.now());
      log.info(`Mail not sent: the recipient is a reserved .invalid address (mail ${job.id}, ${job.kind})`);
      return;
    }
    // A message superseded or settled meanwhile has no body left: nothing to send.
    if (job.message) await deps.mailer.send({ to: job.recipient, ...job.message });
    await createMailOutboxRepository(db).markDelivered(job, workerId, clock.now());
  },
  isPermanent: isPermanentMailError,
  describe: (job: MailJobRow) => ({ mailId: job.id, kind: job.kind }),
  scrub: withoutAddresses,
  // No retryFailed: a failed message's text (its code or link) is erased when it fails (docs/decisions/009).
  stats: (db) => createMailOutboxRepository(db).queueStats(),
});

/** What the services queue mail through (the mail kind; a test or a command may pass its own). */
export type MailOutbox = Pick<typeof mailJobs, 'enqueue'>;
