import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TwilioConfig } from '../config/config.js';
import { messageOf } from '../lib/property-of.js';

export interface OutgoingSms {
  /** E.164 number: '+919876543210'. */
  to: string;
  body: string;
  /**
   * INT-2: what the outbox mode prints in the server log so a developer can go on without an SMS
   * provider (the code). Logged only by the outbox mode outside production (OPS-11).
   */
  outboxNotice: string;
}

export interface SmsSender {
  readonly mode: 'twilio' | 'outbox';
  /** Resolves once the provider accepted the message (or the outbox file is written). */
  send(sms: OutgoingSms): Promise<void>;
}

/** The provider refused the message or could not be reached; `code` and `status` are Twilio's when it answered. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

export interface SmsSenderOptions {
  twilio: TwilioConfig | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
  /** OPS-11: the outbox mode writes each message's code to the log (`deliveryModes(config).smsCodesLogged`). */
  logCodes: boolean;
  /** How long to wait for the provider before giving up (the request holds a transaction meanwhile). */
  timeoutMs?: number;
}

/**
 * INT-2: text messages go through an SMS provider adapter. With TWILIO_* set, Twilio's Messages API
 * sends them; otherwise each message becomes one .txt file in DATA_DIR/outbox/ (number and text)
 * and, with `logCodes` (OPS-11: never in production), its code goes to the log, like the e-mail outbox
 * (INT-1), so the site works on a laptop.
 */
export function createSmsSender({ twilio, dataDir, log, logCodes, timeoutMs = 10_000 }: SmsSenderOptions): SmsSender {
  if (twilio) return createTwilioSender(twilio, timeoutMs);

  const outbox = path.join(dataDir, 'outbox');
  let sequence = 0;
  return {
    mode: 'outbox',
    async send({ to, body, outboxNotice }) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Time and a counter first, so a sorted listing reads in sending order (as the e-mail outbox).
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(outbox, `${stamp}-sms-${randomBytes(4).toString('hex')}.txt`);
      await writeFile(file, `To: ${to}\n\n${body}\n`, { mode: 0o600 });
      if (logCodes) log.info({ to, file }, `INT-2 outbox (no TWILIO_*): ${outboxNotice}`);
      else log.info({ file }, 'INT-2 outbox (no TWILIO_*): a text message was written to the outbox folder');
    },
  };
}

/** Twilio's error answer as far as it is read; a field of another type counts as absent. */
const twilioErrorSchema = z.object({
  code: z.number().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  status: z.number().optional().catch(undefined),
});
type TwilioErrorBody = z.infer<typeof twilioErrorSchema>;

/** The error answer's fields; none when the body is not JSON (a proxy's error page: the status says enough). */
function twilioError(text: string): TwilioErrorBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const body = twilioErrorSchema.safeParse(json);
  return body.success ? body.data : {};
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{SID}/Messages.json, form-encoded
 * To/From/Body (MessagingServiceSid instead of From for an 'MG…' sender), HTTP Basic SID:token.
 * It answers 201 with the message's sid, or an error body {code, message, status}.
 */
function createTwilioSender({ accountSid, authToken, from, baseUrl }: TwilioConfig, timeoutMs: number): SmsSender {
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    mode: 'twilio',
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`Twilio could not be reached: ${messageOf(error)}`);
      }
      const text = await response.text();
      if (response.status === 201 || response.ok) return;
      const detail = twilioError(text);
      throw new SmsError(
        `Twilio refused the message (HTTP ${response.status}${detail.code ? `, code ${detail.code}` : ''}): ${detail.message ?? text.slice(0, 200)}`,
        detail.status ?? response.status,
        detail.code,
      );
    },
  };
}
