import { AUTH_MESSAGES, PRIVACY_MESSAGES } from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import { findUser, verifyPassword } from '../accounts/index.js';
import type { Clock } from '../../platform/lib/clock.js';
import { invalid, unauthenticated } from '../../platform/lib/domain-error.js';
import { createLoginThrottle } from '../../platform/rate-limit/login-throttle.js';
import { inTransaction, type Db } from '../../platform/db/transactions.js';
import { accountDeletedEmail } from './account-deletion-email.js';
import type { AccountErasure } from './account-erasure.js';

/**
 * PRV-4 (GDPR Art. 17, docs/decisions/018): a candidate deletes their account. The password is checked
 * again (wrong ones count against the login throttle of docs/decisions/009); then one transaction runs
 * the account erasure (`account-erasure.ts`, shared with PRV-5's retention) with the confirmation e-mail.
 */
export function createAccountDeletionService({
  db,
  clock,
  config,
  erasure,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'companyName'>;
  erasure: AccountErasure;
}) {
  const throttle = createLoginThrottle(db, clock);
  return {
    async deleteAccount(userId: number, password: string, ip: string): Promise<{ message: string }> {
      const user = await findUser(db, userId);
      if (!user || user.deletedAt) throw unauthenticated(AUTH_MESSAGES.authInvalid);
      await throttle.assertAllowed(user.email, ip);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttle.recordFailure(user.email, ip);
        throw invalid(PRIVACY_MESSAGES.deleteWrongPassword);
      }
      await throttle.recordSuccess(user.email, ip);
      const prepared = await erasure.prepare();
      const now = clock.now();
      const mail = accountDeletedEmail({ to: user.email, firstName: user.firstName, companyName: config.companyName });
      await inTransaction(db, async (tx) => {
        if (!(await erasure.eraseIn(tx, user, prepared, { kind: 'account-deleted', ...mail }, now)))
          throw unauthenticated(AUTH_MESSAGES.authInvalid);
      });
      return { message: PRIVACY_MESSAGES.deleted };
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
