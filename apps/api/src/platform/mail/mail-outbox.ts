import type { MailConfig } from '../config/config.js';
import type { Clock } from '../lib/clock.js';
import { createOutboxWorker, type OutboxWorker, type WorkerLog } from '../background/outbox-worker.js';
import { isPermanentMailError, type Mailer } from './mailer.js';
import { createMailOutboxRepository, type MailOutboxRepository, type QueuedMail } from './mail-outbox-repository.js';
import { afterCommit, type DbOrTx } from '../db/transactions.js';

export interface MailOutbox {
  /**
   * Queue a message in the caller's transaction: it is sent only if that commits, and this process's
   * worker is woken by the commit itself, so it goes out at once rather than at the next poll.
   */
  enqueue(tx: DbOrTx, mail: QueuedMail, now: Date): Promise<{ id: number; replacedQueued: number }>;
  readonly worker: OutboxWorker;
}

/** Addresses are personal data: a log line names the message, not its recipient. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"']+@[^\s<>"']+/g, '<address>');

export function createMailWorker(options: {
  repo: MailOutboxRepository;
  mailer: Mailer;
  clock: Clock;
  log: WorkerLog;
  workerId: string;
  config: MailConfig;
}): OutboxWorker {
  const { repo, mailer, clock, log, workerId, config } = options;
  const queue = {
    ...repo,
    markRetry: (...args: Parameters<MailOutboxRepository['markRetry']>) =>
      repo.markRetry(args[0], args[1], args[2], withoutAddresses(args[3]), args[4]),
    markFailed: (...args: Parameters<MailOutboxRepository['markFailed']>) =>
      repo.markFailed(args[0], args[1], args[2], withoutAddresses(args[3])),
  };
  return createOutboxWorker({
    label: 'Mail',
    queue,
    async deliver(job) {
      // A message superseded or settled meanwhile has no body left: nothing to send.
      if (job.message) await mailer.send({ to: job.recipient, ...job.message });
      await repo.markDelivered(job, workerId, clock.now());
    },
    isPermanent: isPermanentMailError,
    describe: (job) => ({ mailId: job.id, kind: job.kind }),
    clock,
    log: {
      info: (message) => log.info(message),
      warn: (details, message) => log.warn(JSON.parse(withoutAddresses(JSON.stringify(details))) as object, message),
      error: (details, message) => log.error(details, message),
    },
    workerId,
    config,
  });
}

/** Queue a message in the caller's transaction, waking no worker (a command's: the server's worker sends it). */
export const queueMail = (tx: DbOrTx, mail: QueuedMail, now: Date) => createMailOutboxRepository(tx).enqueue(mail, now);

/** The mail outbox of this process: queue in a transaction; its commit wakes the worker. */
export function createMailOutbox(worker: OutboxWorker): MailOutbox {
  return {
    async enqueue(tx, mail, now) {
      const queued = await queueMail(tx, mail, now);
      await afterCommit(tx, () => worker.wake());
      return queued;
    },
    worker,
  };
}
