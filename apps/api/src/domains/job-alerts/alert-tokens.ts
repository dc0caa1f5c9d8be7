import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed alert link does: confirm the alert (double opt-in) or stop it (RFC 8058 one-click). */
export type AlertTokenPurpose = 'confirm' | 'unsubscribe';

/** The alert a token names and, for a confirmation link made since ALR-7's expiry was signed in, when it ends. */
export interface AlertTokenClaims {
  alertId: number;
  /** undefined: a token without an end (unsubscribe links, and confirmation links made before it). */
  expiresAt: Date | undefined;
}

const mac = (secret: string, purpose: AlertTokenPurpose, alertId: number, expiresAtSeconds?: number) =>
  createHmac('sha256', secret)
    .update(`job-alert\0${purpose}\0${alertId}${expiresAtSeconds === undefined ? '' : `\0${expiresAtSeconds}`}`)
    .digest('base64url');

const sameMac = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * ALR-2, ALR-5: a link naming one alert, signed with the app's secret (HMAC-SHA256, like the code hashes of
 * accounts/secrets.ts): it works without signing in, and cannot be made for another alert. ALR-7: a
 * confirmation link also carries its end (`expiresAt`, signed with it), so an expired link says so even
 * after housekeeping deleted the alert; an unsubscribe link has none (docs/decisions/029).
 */
export function signAlertToken(secret: string, purpose: AlertTokenPurpose, alertId: number, expiresAt?: Date): string {
  if (expiresAt === undefined) return `${alertId}.${mac(secret, purpose, alertId)}`;
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${alertId}.${seconds}.${mac(secret, purpose, alertId, seconds)}`;
}

/** What a token claims, or undefined when it is malformed or its signature is wrong. */
export function readAlertToken(secret: string, purpose: AlertTokenPurpose, token: string): AlertTokenClaims | undefined {
  const match = /^([1-9]\d{0,9})(?:\.([1-9]\d{0,11}))?\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[3]) return undefined;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return undefined;
  const seconds = match[2] === undefined ? undefined : Number(match[2]);
  if (!sameMac(mac(secret, purpose, alertId, seconds), match[3])) return undefined;
  return { alertId, expiresAt: seconds === undefined ? undefined : new Date(seconds * 1000) };
}
