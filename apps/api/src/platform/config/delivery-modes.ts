import type { AppConfig } from './config.js';

/** What decides how mail and text messages leave, and whether their codes and links reach the log. */
export type DeliverySettings = Pick<AppConfig, 'smtpUrl' | 'twilio'>;

/** INT-1, INT-2: real delivery (SMTP, Twilio), or a file per message in DATA_DIR/outbox/. */
export interface DeliveryModes {
  mail: 'smtp' | 'outbox';
  sms: 'twilio' | 'outbox';
}

export const deliveryModes = (settings: DeliverySettings): DeliveryModes => ({
  mail: settings.smtpUrl === undefined ? 'outbox' : 'smtp',
  sms: settings.twilio === undefined ? 'outbox' : 'twilio',
});

/**
 * The one rule for whether the sign-up, reset and invitation codes and links (mail) and the mobile
 * codes (SMS) are written to the server's log (INT-1, INT-2): today, whenever that channel is in outbox
 * mode. The mailer, the SMS sender, the admins' system page and anything else that must know read it
 * here, so changing the rule is a change to this function alone (docs/decisions/027).
 */
export function codesWrittenToLog(settings: DeliverySettings): { mail: boolean; sms: boolean } {
  const modes = deliveryModes(settings);
  return { mail: modes.mail === 'outbox', sms: modes.sms === 'outbox' };
}
