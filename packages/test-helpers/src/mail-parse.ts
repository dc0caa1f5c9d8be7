/**
 * Enough MIME to read what our mails say (nodemailer output: multipart/alternative, text and
 * HTML parts, quoted-printable or base64). Shared by the API tests (outbox) and e2e (SMTP sink).
 */
export interface ParsedMail {
  to: string;
  subject: string;
  raw: string;
  text: string;
  html: string;
  /** REC-12: the text/calendar part (an interview invitation), '' when there is none, and its Content-Type. */
  calendar: string;
  calendarType: string;
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

export function parseMail(source: string): ParsedMail {
  const raw = source.replace(/\r\n/g, '\n');
  return {
    to: header(raw, 'To'),
    subject: header(raw, 'Subject'),
    raw,
    text: part(raw, 'text/plain'),
    html: part(raw, 'text/html'),
    calendar: part(raw, 'text/calendar'),
    calendarType: /^Content-Type: (text\/calendar[^\n]*(?:\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\n[ \t]+/g, ' ') ?? '',
  };
}

export const codeIn = (mail: ParsedMail): string => {
  const code = /^\s+(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
};

export const resetLinkIn = (mail: ParsedMail): string => {
  const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in mail: ${mail.text}`);
  return link;
};

export const resetTokenIn = (mail: ParsedMail): string => new URL(resetLinkIn(mail)).searchParams.get('token') ?? '';
