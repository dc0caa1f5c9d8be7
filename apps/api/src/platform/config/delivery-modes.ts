import type { AppConfig } from './config.js';

/** How this process delivers e-mail and text messages, and whether their codes and links reach the log. */
export interface DeliveryModes {
  /** INT-1: an SMTP server (SMTP_URL), or `.eml` files in DATA_DIR/outbox/ that no one receives. */
  mail: 'smtp' | 'outbox';
  /** INT-2: Twilio (all three TWILIO_*), or `.txt` files in DATA_DIR/outbox/ that no one receives. */
  sms: 'twilio' | 'outbox';
  /** The sign-up codes, reset and invitation links of e-mails are written to the log. */
  mailCodesLogged: boolean;
  /** The mobile codes of text messages are written to the log. */
  smsCodesLogged: boolean;
  /** Any code or link is written to the log (what the admins' system page shows: yes or no). */
  codesLogged: boolean;
}

/**
 * OPS-11 (docs/decisions/029), the one rule: a code or link is written to the log only when its channel
 * goes to the outbox folder (no SMTP_URL, no TWILIO_*) AND NODE_ENV is not `production` (a laptop, the
 * tests); with a real server, or in production, never. NODE_ENV is `production` unless set.
 */
export function deliveryModes(config: Pick<AppConfig, 'smtpUrl' | 'twilio' | 'nodeEnv'>): DeliveryModes {
  const mail = config.smtpUrl ? 'smtp' : 'outbox';
  const sms = config.twilio ? 'twilio' : 'outbox';
  const mayLog = config.nodeEnv !== 'production';
  const mailCodesLogged = mail === 'outbox' && mayLog;
  const smsCodesLogged = sms === 'outbox' && mayLog;
  return { mail, sms, mailCodesLogged, smsCodesLogged, codesLogged: mailCodesLogged || smsCodesLogged };
}

/**
 * OPS-11: what the server says once at start-up about a channel that reaches no one: mail or texts go
 * to the outbox folder only, and whether their codes are in the log. None with SMTP and Twilio set.
 */
export function deliveryWarnings(modes: DeliveryModes): string[] {
  const warnings: string[] = [];
  if (modes.mail === 'outbox') {
    warnings.push(
      `OPS-11: SMTP_URL is unset: e-mail is written to DATA_DIR/outbox only and reaches no one; ${
        modes.mailCodesLogged
          ? 'its codes and links are also written to this log (NODE_ENV is not production)'
          : 'codes and links are not written to the log (NODE_ENV=production)'
      }`,
    );
  }
  if (modes.sms === 'outbox') {
    warnings.push(
      `OPS-11: TWILIO_* are unset: text messages are written to DATA_DIR/outbox only and reach no one; ${
        modes.smsCodesLogged
          ? 'their codes are also written to this log (NODE_ENV is not production)'
          : 'codes are not written to the log (NODE_ENV=production)'
      }`,
    );
  }
  return warnings;
}
