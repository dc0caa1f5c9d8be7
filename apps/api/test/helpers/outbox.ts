import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One message the server wrote to DATA_DIR/outbox (D30), decoded enough to read. */
export interface OutboxMail {
  to: string;
  subject: string;
  raw: string;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
  html: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const headersEnd = raw.indexOf('\n\n', start);
  const headers = raw.slice(start, headersEnd);
  const end = raw.indexOf('\n--', headersEnd);
  const body = raw.slice(headersEnd + 2, end < 0 ? undefined : end);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return (match?.[1] ?? '').replace(/\n[ \t]+/g, ' ');
}

/** Every message in the outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    return { to: header(raw, 'To'), subject: header(raw, 'Subject'), raw, text: part(raw, 'text/plain'), html: part(raw, 'text/html') };
  });
}

/** The newest message to `email`, or an error naming what the outbox holds. */
export function lastMailTo(dataDir: string, email: string): OutboxMail {
  const mails = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return mail;
}

export const codeIn = (mail: OutboxMail): string => {
  const code = /^\s+(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
};

export const resetTokenIn = (mail: OutboxMail): string => {
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in mail: ${mail.text}`);
  return token;
};
