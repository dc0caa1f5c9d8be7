import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * D30: what the outbox mode prints in the server log so a developer can go on without a mail
   * server (the code or the link). Never logged when real SMTP is configured.
   */
  outboxNotice: string;
}

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
}

/**
 * D30: SMTP when SMTP_URL is set; otherwise every message becomes one .eml file in
 * DATA_DIR/outbox/ (openable in any mail program) and its code or link goes to the log.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Mail is sent inside the sign-up/reset transaction (docs/decisions/004): bound how long a
    // slow or silent mail server can hold it (nodemailer's defaults are minutes).
    const transport = nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from },
    );
    return {
      mode: 'smtp',
      async send({ to, subject, text, html }) {
        await transport.sendMail({ to, subject, text, html });
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(dataDir, 'outbox');
  let sequence = 0;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    mode: 'outbox',
    async send({ to, subject, text, html, outboxNotice }) {
      const info = await transport.sendMail({ to, subject, text, html });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Time and a counter first, so a sorted listing reads in sending order.
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to, file }, `D30 outbox (no SMTP_URL): ${outboxNotice}`);
    },
    close: () => transport.close(),
  };
}
