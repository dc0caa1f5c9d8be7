import { AUTH_MESSAGES } from '@careers/shared';
import type { Clock } from '../lib/clock.js';
import { tooMany } from '../lib/domain-error.js';
import type { DbOrTx } from '../db/transactions.js';
import { createRateLimitRepository } from './rate-limit-repository.js';

export interface RateLimitRule {
  /** Part of the counter key: one counter per rule and subject. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * ACC-17's limits (docs/decisions/004, the profile's in 006, 009). "ip" rules count per client address, "account" and "to"
 * rules per e-mail address (per user id and per phone number for the profile's rules), so a botnet cannot hammer one account and one address cannot
 * hammer many accounts. Request-rate rules (…PerIp) are charged before the work, always; allowances
 * for e-mails sent and codes checked are charged only when the work happened (docs/decisions/009).
 * Wrong passwords are throttled per account and address with a growing wait (login-throttle.ts).
 */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login:ip', limit: 10, windowSeconds: MINUTE },
  /**
   * ACC-19 (docs/decisions/030): e-mailed sign-in codes checked for one account from one address. Per
   * address, never per account, so strangers cannot use up the owner's tries.
   */
  loginCodePerAccountAndIp: { name: 'login-code:account-ip', limit: 10, windowSeconds: HOUR },
  /** Requests that may send an e-mail (register, resend-code, forgot-password), per client address. */
  emailPerIp: { name: 'email:ip', limit: 20, windowSeconds: HOUR },
  /** Sign-up codes e-mailed to one address: per asking client address, and in all. */
  signupMailPerRecipientAndIp: { name: 'signup-mail:to-ip', limit: 5, windowSeconds: HOUR },
  signupMailPerRecipient: { name: 'signup-mail:to', limit: 10, windowSeconds: HOUR },
  /** Reset links e-mailed for one account: per asking client address, and in all. */
  resetMailPerAccountAndIp: { name: 'reset-mail:account-ip', limit: 3, windowSeconds: HOUR },
  resetMailPerAccount: { name: 'reset-mail:account', limit: 10, windowSeconds: HOUR },
  /** Codes checked for one address; each sign-up also dies after 5 wrong tries in all (ACC-4). */
  verifyPerAccount: { name: 'verify:account', limit: 10, windowSeconds: 15 * MINUTE },
  verifyPerIp: { name: 'verify:ip', limit: 30, windowSeconds: 15 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: HOUR },
  /** PRO-14/ACC-17: text messages cost money and can be abused to flood a number ("SMS pumping"). */
  smsPerAccount: { name: 'sms:account', limit: 5, windowSeconds: HOUR },
  smsPerNumber: { name: 'sms:to', limit: 5, windowSeconds: HOUR },
  smsPerIp: { name: 'sms:ip', limit: 20, windowSeconds: HOUR },
  /** Mobile code checks; each code also dies after 5 wrong tries (PRO-14). */
  mobileVerifyPerAccount: { name: 'mobile-verify:account', limit: 10, windowSeconds: 15 * MINUTE },
  mobileVerifyPerIp: { name: 'mobile-verify:ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Uploads write files: a bound per account keeps one account from filling the disk. */
  uploadsPerAccount: { name: 'upload:account', limit: 30, windowSeconds: HOUR },
  /** PRV-2: a data export reads every file of the account; a few an hour is plenty. */
  dataExportPerAccount: { name: 'data-export:account', limit: 5, windowSeconds: HOUR },
  /**
   * ALR-2: anonymous job-alert sign-ups (each e-mails a confirmation link to the address given), per client
   * address: registration's figure (emailPerIp), on a counter of its own (docs/decisions/029).
   */
  alertRequestsPerIp: { name: 'alert:ip', limit: 20, windowSeconds: HOUR },
  /** ALR-2: job-alert confirmation links e-mailed to one address: per asking client address, and in all. */
  alertMailPerRecipientAndIp: { name: 'alert-mail:to-ip', limit: 5, windowSeconds: HOUR },
  alertMailPerRecipient: { name: 'alert-mail:to', limit: 10, windowSeconds: HOUR },
  /**
   * REC-32 (docs/decisions/051): calendar feed reads, per client address, counted before the token is
   * looked at (guessing is bounded too). Calendar apps poll every 15 minutes to a few hours; an office
   * behind one address with a few dozen subscribed members stays well within it.
   */
  calendarFeedPerIp: { name: 'calendar-feed:ip', limit: 240, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export function createRateLimiter(db: DbOrTx, clock: Clock) {
  const repo = createRateLimitRepository(db);
  return {
    /**
     * Count a hit against each rule; throw 'too-many' with the seconds to wait for the first rule over its limit.
     * Every counter is hit, so a blocked client keeps counting and stays blocked for its window.
     */
    async consume(...checks: [RateLimitRule, string][]): Promise<void> {
      const now = clock.now().getTime();
      let retryAfter = 0;
      for (const [rule, subject] of checks) {
        const windowMs = rule.windowSeconds * 1000;
        const windowStart = Math.floor(now / windowMs) * windowMs;
        const count = await repo.hit(`${rule.name}:${subject}`, new Date(windowStart));
        if (count > rule.limit) retryAfter = Math.max(retryAfter, Math.ceil((windowStart + windowMs - now) / 1000));
      }
      if (retryAfter > 0) {
        throw tooMany(AUTH_MESSAGES.tooManyRequests(retryAfter), retryAfter);
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
