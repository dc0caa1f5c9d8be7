import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { propertyOf } from '../lib/property-of.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * INT-1: what the outbox mode prints in the server log so a developer can go on without a mail
   * server (the code or the link). Logged only by the outbox mode outside production (OPS-11).
   */
  outboxNotice: string;
  /**
   * REC-12, REC-31: an RFC 5545 calendar invitation, sent as a `text/calendar; method=REQUEST` (or CANCEL) part (and an
   * .ics attachment) that mail clients offer to add to the calendar.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** ALR-5: extra headers (RFC 8058's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** REC-33: files sent with the message (the offer letter), base64 as stored in the outbox. */
  attachments?: MailAttachment[];
}

/** A file sent with a message: its name, type and bytes (base64, so the outbox's JSON holds it). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Nodemailer's attachments of a message (none when it has none). */
const attachmentParts = (attachments: OutgoingMail['attachments']) =>
  attachments && attachments.length > 0
    ? {
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
      }
    : {};

/** Nodemailer's calendar option for a message that carries an invitation. */
const calendarPart = (calendar: OutgoingMail['calendar']) =>
  calendar ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } } : {};

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** OPS-11: the outbox mode writes each message's code or link to the log (`deliveryModes(config).mailCodesLogged`). */
  logCodes: boolean;
  /** The whole SMTP exchange of one message must end within this (docs/decisions/009). */
  sendTimeoutMs?: number;
}

/**
 * RFC 2606 reserves the `.invalid` top-level domain: such an address can never receive mail. The demo
 * people's (`…@demo.invalid`, docs/decisions/035) and erased accounts' (`deleted-<id>@deleted.invalid`,
 * docs/decisions/018) are, so no mail server is ever asked to deliver to them.
 */
export const isReservedAddress = (address: string) => /(^|[.@])invalid\.?$/i.test(address.trim());

/** Refused before any connection: the mailer never tries a reserved address (the outbox settles those first). */
export class ReservedAddressError extends Error {}

/** A send that did not finish within its total deadline (the connection is dropped). */
export class MailDeadlineError extends Error {}

/** True for a refusal no retry can mend: an SMTP 5xx answer (e.g. 550 no such mailbox). */
export const isPermanentMailError = (error: unknown) => {
  if (error instanceof ReservedAddressError) return true;
  const code = propertyOf(error, 'responseCode');
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * INT-1: SMTP when SMTP_URL is set; otherwise every message becomes one .eml file in
 * DATA_DIR/outbox/ (openable in any mail program), and with `logCodes` (OPS-11: never in production)
 * its code or link goes to the log.
 */
export function createMailer({ smtpUrl, from, dataDir, log, logCodes, sendTimeoutMs = 20_000 }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Mail goes out from the outbox worker, never inside a request (docs/decisions/009). Each step has
    // its timeout, and the whole exchange a deadline: a server that trickles answers cannot hold a
    // message longer. One pooled connection, dropped (and the transport renewed) when a send overruns.
    // The step timeouts are fixed: a deadline shorter than a step is the deadline alone, so a
    // silent server always ends in the deadline's error, never in a race with a step's.
    const open = () =>
      nodemailer.createTransport(
        { url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
        { from },
      );
    let transport = open();
    return {
      mode: 'smtp',
      async send({ to, subject, text, html, calendar, headers, attachments }) {
        if (isReservedAddress(to)) throw new ReservedAddressError('Not sent: the recipient is a reserved .invalid address');
        let timer: NodeJS.Timeout | undefined;
        const sending = transport.sendMail({
          to,
          subject,
          text,
          html,
          ...calendarPart(calendar),
          ...attachmentParts(attachments),
          ...(headers ? { headers } : {}),
        });
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new MailDeadlineError(`SMTP send did not finish within ${sendTimeoutMs} ms`)), sendTimeoutMs);
        });
        try {
          await Promise.race([sending, deadline]);
        } catch (error) {
          if (error instanceof MailDeadlineError) {
            sending.catch(() => undefined);
            const stale = transport;
            transport = open();
            stale.close();
          }
          throw error;
        } finally {
          clearTimeout(timer);
        }
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(dataDir, 'outbox');
  let sequence = 0;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    mode: 'outbox',
    async send({ to, subject, text, html, outboxNotice, calendar, headers, attachments }) {
      if (isReservedAddress(to)) throw new ReservedAddressError('Not sent: the recipient is a reserved .invalid address');
      const info = await transport.sendMail({
        to,
        subject,
        text,
        html,
        ...calendarPart(calendar),
        ...attachmentParts(attachments),
        ...(headers ? { headers } : {}),
      });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Time and a counter first, so a sorted listing reads in sending order.
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      if (logCodes) log.info({ to, file }, `INT-1 outbox (no SMTP_URL): ${outboxNotice}`);
      else log.info({ file }, 'INT-1 outbox (no SMTP_URL): a message was written to the outbox folder');
    },
    close: () => transport.close(),
  };
}
