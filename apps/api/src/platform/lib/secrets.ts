import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@careers/shared';

/** ACC-4, PRO-14: a 6-digit code from the CSPRNG (leading zeros allowed), for e-mail and SMS. */
export function generateEmailCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC keyed with the server secret: with a plain hash, a leaked table
 * would give every code back after a million tries.
 */
export function hashEmailCode(secret: string, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`email-code\0${purpose}\0${email}\0${code}`).digest('hex');
}

/** PRO-14: mobile codes are HMACs too, bound to the user and the number they were sent to. */
export function hashMobileCode(secret: string, userId: number, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`mobile-code\0${userId}\0${phone}\0${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** ACC-12: 32 random bytes, sent once in the e-mailed link, stored only as SHA-256. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
