import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed alert link does: confirm the alert (double opt-in) or stop it (RFC 8058 one-click). */
export type AlertTokenPurpose = 'confirm' | 'unsubscribe';

const mac = (secret: string, purpose: AlertTokenPurpose, alertId: number) =>
  createHmac('sha256', secret).update(`job-alert\0${purpose}\0${alertId}`).digest('base64url');

/**
 * ALR-2, ALR-5: a link naming one alert, signed with the app's secret (HMAC-SHA256, like the code hashes of
 * accounts/secrets.ts): it works without signing in, and cannot be made for another alert.
 */
export function signAlertToken(secret: string, purpose: AlertTokenPurpose, alertId: number): string {
  return `${alertId}.${mac(secret, purpose, alertId)}`;
}

/** The alert a token names, or undefined when it is malformed or its signature is wrong. */
export function readAlertToken(secret: string, purpose: AlertTokenPurpose, token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return undefined;
  const expected = Buffer.from(mac(secret, purpose, alertId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : undefined;
}
