import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseMail, type ParsedMail } from '@careers/test-helpers';

export { codeIn, resetTokenIn } from '@careers/test-helpers';
export type OutboxMail = ParsedMail;

/** Every message the server wrote to DATA_DIR/outbox (INT-1), oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => parseMail(readFileSync(path.join(dir, file), 'utf8')));
}

/** The newest message to `email`, or an error naming what the outbox holds. */
export function lastMailTo(dataDir: string, email: string): OutboxMail {
  const mails = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return mail;
}

/**
 * Mail is sent by the outbox worker after the request (docs/decisions/009): deliver everything due
 * now, so the test can read it. The app's own worker may be sending too; runOnce waits for its batch.
 */
export async function deliverMail(app: FastifyInstance): Promise<void> {
  while ((await app.backgroundJobs.worker('mail')!.runOnce()) > 0);
}

/** A real server process sends mail from its own worker: wait (at most `timeoutMs`) for the newest message to `email`. */
export async function waitForMailTo(dataDir: string, email: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return lastMailTo(dataDir, email);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Runs `during` while the file outbox (INT-1's stand-in mail server) refuses every message: a file
 * stands where its folder should be. Mail already queued is delivered first; the folder comes back after.
 */
export async function whileMailServerDown(app: FastifyInstance, dataDir: string, during: () => Promise<void>): Promise<void> {
  const outbox = path.join(dataDir, 'outbox');
  await deliverMail(app);
  mkdirSync(outbox, { recursive: true });
  renameSync(outbox, `${outbox}.saved`);
  writeFileSync(outbox, 'down');
  try {
    await during();
  } finally {
    rmSync(outbox);
    renameSync(`${outbox}.saved`, outbox);
  }
}
