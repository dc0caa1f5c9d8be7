import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { MAIL_JOB_STATUSES, mailOutbox, type MailJobRow, type MailJobStatus, type MailKind } from '../db/schema/mail.js';
import { createOutboxClaims } from '../background/outbox-claims.js';
import type { OutgoingMail } from './mailer.js';

export type { MailJobRow, MailJobStatus };

export interface QueuedMail extends OutgoingMail {
  kind: MailKind;
  /** A newer message with the same key replaces an older one that has not gone out yet. */
  supersedeKey?: string;
}

/** The body holds codes and links: it is dropped whenever a message stops waiting to be sent. */
const clearMessage = sql`${sql.identifier(mailOutbox.message.name)} = NULL`;

/** docs/decisions/009: the mail outbox, claimed and settled by the shared outbox machinery. */
export function createMailOutboxRepository(db: DbOrTx) {
  const claims = createOutboxClaims(db, mailOutbox, mailOutbox, MAIL_JOB_STATUSES);
  return {
    /**
     * Queue a message in the caller's transaction. Older messages of the same key still waiting (or
     * being sent) are superseded and their bodies dropped; answers how many were still only queued,
     * i.e. how many messages this one replaces before they reached the mail server.
     */
    async enqueue(mail: QueuedMail, now: Date): Promise<{ id: number; replacedQueued: number }> {
      let replacedQueued = 0;
      const key = mail.supersedeKey;
      if (key) {
        const supersede = (status: 'queued' | 'processing') =>
          db
            .update(mailOutbox)
            .set({ status: 'superseded', message: null, claimedUntil: null, updatedAt: now })
            .where(and(eq(mailOutbox.supersedeKey, key), eq(mailOutbox.status, status)))
            .returning({ id: mailOutbox.id });
        // A message being sent may still reach the mailbox; a queued one surely has not.
        replacedQueued = (await supersede('queued')).length;
        await supersede('processing');
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          recipient: mail.to,
          supersedeKey: mail.supersedeKey ?? null,
          message: {
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            outboxNotice: mail.outboxNotice,
            ...(mail.calendar ? { calendar: mail.calendar } : {}),
            ...(mail.headers ? { headers: mail.headers } : {}),
            ...(mail.attachments ? { attachments: mail.attachments } : {}),
          },
          status: 'queued',
          availableAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: mailOutbox.id });
      return { id: row!.id, replacedQueued };
    },

    async claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<MailJobRow[]> {
      const ids = await claims.claimDue(workerId, now, limit, leaseMs);
      if (ids.length === 0) return [];
      return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.availableAt), asc(mailOutbox.id));
    },

    /** The mail server took it: the body is dropped. Null when the claim was lost (e.g. superseded meanwhile). */
    async markDelivered(job: MailJobRow, workerId: string, now: Date): Promise<MailJobStatus | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'delivered', message: null, claimedUntil: null, lastError: null, deliveredAt: now, updatedAt: now })
        .where(claims.heldClaim(job, workerId))
        .returning({ status: mailOutbox.status });
      return row?.status ?? null;
    },

    /**
     * docs/decisions/035: settled without asking the mail server, the recipient being a reserved `.invalid`
     * address; the body is dropped like a delivered one's. Null when the claim was lost.
     */
    async markNotSent(job: MailJobRow, workerId: string, now: Date): Promise<MailJobStatus | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'not_sent', message: null, claimedUntil: null, lastError: null, updatedAt: now })
        .where(claims.heldClaim(job, workerId))
        .returning({ status: mailOutbox.status });
      return row?.status ?? null;
    },

    markRetry: (job: MailJobRow, workerId: string, now: Date, error: string, retryAt: Date) =>
      claims.retry(job, workerId, now, error, retryAt),

    /** Given up (refused for good, or out of attempts): the body is dropped, the error kept. */
    markFailed: (job: MailJobRow, workerId: string, now: Date, error: string) => claims.fail(job, workerId, now, error, clearMessage),

    release: (workerId: string, now: Date, ids?: number[]) => claims.release(workerId, now, ids),

    countByStatus: () => claims.countByStatus(),

    /** docs/decisions/027: the system page and /metrics. */
    queueStats: () => claims.queueStats(),

    /** Housekeeping: messages delivered, failed for good, superseded or not sent before `before` (bodies already gone). */
    purgeSettledBefore: (before: Date) => claims.purgeSettledBefore(['delivered', 'failed', 'superseded', 'not_sent'], before),
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
