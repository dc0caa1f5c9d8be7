import type { Clock } from '../lib/clock.js';
import { inTransaction, type DbOrTx } from '../db/transactions.js';
import { createLoginFailuresRepository } from './login-failures-repository.js';

/**
 * ACC-19 (docs/decisions/030): a bound on the passwords checked per account, whatever the number of
 * addresses they come from (NIST SP 800-63B 5.2.2: at most 100 failed attempts per account). Wrong
 * passwords are counted per e-mail (known or not, so the answers tell nothing about which e-mails have
 * accounts) over a sliding hour, in the database, so every process shares the count (docs/decisions/007).
 */
export const LOGIN_GUESSING = {
  /** Wrong passwords an account may have within the hour before a password is checked only with the e-mailed code. */
  freeFailures: 20,
  /**
   * Wrong passwords within the hour after which no password is checked at all, code or not: the hard
   * bound. Only someone who reads the owner's mailbox can get past `freeFailures`, and they get 5 checks
   * per code, so this is reached only when the holder of the mailbox keeps typing wrong passwords.
   */
  maxFailures: 100,
  windowSeconds: 3600,
} as const;

/** A password may be checked: `slot` counts as a wrong password until `release(slot)` says it was right. */
export type GuessReservation = { slot: number } | { slot: undefined; retryAfterSeconds: number };

export function createLoginGuessing(db: DbOrTx, clock: Clock) {
  const windowMs = LOGIN_GUESSING.windowSeconds * 1000;
  return {
    /**
     * Reserve one password check for `email` if it has had fewer than `limit` wrong passwords within the
     * hour: a row is written first, under a lock per e-mail, so parallel guesses from many addresses
     * cannot all pass the count. Otherwise no slot, and the seconds until the oldest failure is an hour old.
     */
    async reserve(email: string, limit: number): Promise<GuessReservation> {
      const now = clock.now();
      return inTransaction(db, async (tx) => {
        const failures = createLoginFailuresRepository(tx);
        await failures.lock(email);
        const recent = await failures.since(email, new Date(now.getTime() - windowMs));
        if (recent.failures >= limit) {
          const freedAt = (recent.oldest?.getTime() ?? now.getTime()) + windowMs;
          return { slot: undefined, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
        }
        return { slot: await failures.insert(email, now) };
      });
    },

    /** The password checked in `slot` was right: it is no failure. */
    async release(slot: number): Promise<void> {
      await createLoginFailuresRepository(db).delete(slot);
    },

    /** Wrong passwords for `email` within the last hour. */
    async failuresWithinHour(email: string): Promise<number> {
      const since = new Date(clock.now().getTime() - windowMs);
      return (await createLoginFailuresRepository(db).since(email, since)).failures;
    },
  };
}
export type LoginGuessing = ReturnType<typeof createLoginGuessing>;
