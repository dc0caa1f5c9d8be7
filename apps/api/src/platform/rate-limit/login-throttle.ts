import { AUTH_MESSAGES } from '@careers/shared';
import type { Clock } from '../lib/clock.js';
import { tooMany } from '../lib/domain-error.js';
import type { DbOrTx } from '../db/transactions.js';
import { createFailureCountersRepository } from './failure-counters-repository.js';
import { createLoginGuessing, LOGIN_GUESSING } from './login-guessing.js';

/**
 * docs/decisions/009: wrong passwords are counted per account *and* client address, so strangers
 * cannot lock an owner out: an address that keeps failing waits longer and longer, while a correct
 * password from an address with no recent failures always gets in. Once the account has had
 * `LOGIN_GUESSING.freeFailures` wrong passwords within the hour from all addresses (login-guessing.ts,
 * ACC-19), each address gets one free failure instead of five.
 */
export const LOGIN_BACKOFF = {
  /** Wrong passwords an address may give for one account before it must wait. */
  freeFailures: 5,
  /** The same once the account has had `LOGIN_GUESSING.freeFailures` wrong passwords from all addresses within the hour. */
  freeFailuresUnderAttack: 1,
  /** The first wait; each further failure doubles it, up to the max. */
  baseSeconds: 60,
  maxSeconds: 3600,
  /** Failures older than this (counted from the first) are forgotten. */
  memorySeconds: 3600,
} as const;

const pairKey = (email: string, ip: string) => `login:${email}|${ip}`;

export function createLoginThrottle(db: DbOrTx, clock: Clock) {
  const counters = createFailureCountersRepository(db);
  const guessing = createLoginGuessing(db, clock);
  return {
    /** 'too-many', with the seconds left, while this address must wait for this account. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const until = await counters.blockedUntil(pairKey(email, ip));
      const now = clock.now().getTime();
      if (until && until.getTime() > now) {
        const retryAfter = Math.ceil((until.getTime() - now) / 1000);
        throw tooMany(AUTH_MESSAGES.tooManyRequests(retryAfter), retryAfter);
      }
    },

    /** A password was checked and was wrong. */
    async recordFailure(email: string, ip: string): Promise<void> {
      const now = clock.now();
      const forgetBefore = new Date(now.getTime() - LOGIN_BACKOFF.memorySeconds * 1000);
      const accountFailures = await guessing.failuresWithinHour(email);
      const failures = await counters.hit(pairKey(email, ip), now, forgetBefore);
      const free = accountFailures >= LOGIN_GUESSING.freeFailures ? LOGIN_BACKOFF.freeFailuresUnderAttack : LOGIN_BACKOFF.freeFailures;
      if (failures < free) return;
      const waitSeconds = Math.min(LOGIN_BACKOFF.maxSeconds, LOGIN_BACKOFF.baseSeconds * 2 ** (failures - free));
      await counters.block(pairKey(email, ip), new Date(now.getTime() + waitSeconds * 1000));
    },

    /** The right password: this address starts afresh. */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await counters.clear(pairKey(email, ip));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
