import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, DELETED_CANDIDATE_NAME, PRIVACY_MESSAGES, type ApplicationDetails } from '@careers/shared';
import type { AppConfig } from '../config.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/errors.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { createLoginThrottle } from '../rate-limit/login-throttle.js';
import type { RepositoryStore } from '../repositories.js';
import { accountDeletedEmail } from './account-deletion-email.js';

/** PRV-4: what an application keeps of its candidate once they deleted their account: nothing personal. */
export const ANONYMISED_DETAILS: ApplicationDetails = {
  first_name: DELETED_CANDIDATE_NAME,
  last_name: '',
  email: '',
  mobiles: [],
  linkedin_profile: '',
  additional_links: [],
  present_address: '',
  permanent_address: '',
  experience: [],
  education: [],
  certifications: [],
};

/** A unique address that can never receive mail or be signed up with (RFC 2606 reserves `.invalid`). */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * PRV-4 (GDPR Art. 17, docs/decisions/018): a candidate deletes their account. The password is checked
 * again (wrong ones count against the login throttle of docs/decisions/009); then one transaction
 * removes the personal rows, anonymises the applications, turns the user row into a tombstone and
 * queues what happens outside the database: the files' removal from storage, the CRM Contact's
 * deletion and the confirmation e-mail. `afterCommit` wakes this process's workers.
 */
export function createAccountDeletionService({
  repos,
  clock,
  config,
  mailOutbox,
  afterCommit,
}: {
  repos: RepositoryStore;
  clock: Clock;
  config: Pick<AppConfig, 'companyName'>;
  mailOutbox: MailOutbox;
  afterCommit: () => void;
}) {
  const throttle = createLoginThrottle(repos.failureCounters, clock);
  return {
    async deleteAccount(userId: number, password: string, ip: string): Promise<{ message: string }> {
      const user = await repos.users.findById(userId);
      if (!user || user.deletedAt) throw new HttpError(401, AUTH_MESSAGES.authInvalid);
      await throttle.assertAllowed(user.email, ip);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttle.recordFailure(user.email, ip);
        throw new HttpError(400, PRIVACY_MESSAGES.deleteWrongPassword);
      }
      await throttle.recordSuccess(user.email, ip);
      // Random bytes nobody knows: the tombstone can never log in, even under its own address.
      const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
      const now = clock.now();
      await repos.transaction(async (tx) => {
        const keys = await tx.accountDeletion.storageKeysOf(userId);
        const erased = await tx.accountDeletion.erase(
          userId,
          { email: tombstoneEmail(userId), passwordHash: unusableHash },
          ANONYMISED_DETAILS,
          now,
        );
        if (!erased) throw new HttpError(401, AUTH_MESSAGES.authInvalid);
        // ALR: the candidate's job alerts, and any alert confirmed for the same address, go too.
        await tx.jobAlerts.deleteAllFor(userId, user.email);
        await tx.fileDeletions.enqueue(keys, now);
        await tx.crmOutbox.enqueueDelete(userId, user.email, now);
        const mail = accountDeletedEmail({ to: user.email, firstName: user.firstName, companyName: config.companyName });
        await mailOutbox.enqueue(tx, { kind: 'account-deleted', ...mail }, now);
      });
      mailOutbox.sent();
      afterCommit();
      return { message: PRIVACY_MESSAGES.deleted };
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
