import { randomBytes } from 'node:crypto';
import { CONVERSATION_MESSAGES, DELETED_CANDIDATE_NAME, type ApplicationDetails } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/transactions.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import type { QueuedMail } from '../../platform/mail/mail-outbox-repository.js';
import { hashPassword } from '../accounts/index.js';
import { deleteFitsOf, eraseConversationsOf, eraseOffersOf } from '../applications/index.js';
import { queueContactDeletion } from '../crm/index.js';
import { deleteJobAlertsOf } from '../job-alerts/index.js';
import { fileDeletionJobs } from './file-deletion-jobs.js';
import { createPrivacyRepositories } from './repositories.js';

/** PRV-4: what an application keeps of its candidate once their account is erased: nothing personal. */
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

/** The account as read before its erasure: its address still receives the last e-mail. */
export interface ErasedAccount {
  id: number;
  email: string;
  firstName: string;
}

/**
 * PRV-4 and PRV-5 (docs/decisions/018, 019): the one erasure of a candidate's account, used by the
 * candidate's own deletion and by the retention job. `prepare()` runs before the transaction (argon2
 * is slow); `eraseIn(tx, …)` runs in the caller's transaction: it removes the personal rows, anonymises
 * the applications, turns the user row into a tombstone, removes the job alerts and queues the files'
 * removal from storage, the CRM Contact's deletion and the given last e-mail, as jobs whose commit wakes
 * this process's workers (docs/decisions/024), so the mail, the files' removal and the Contact's
 * deletion start at once.
 */
export function createAccountErasure({ mailOutbox }: { mailOutbox: MailOutbox }) {
  return {
    /** A password hash of random bytes nobody knows: the tombstone can never log in, even under its own address. */
    async prepare(): Promise<{ unusableHash: string }> {
      return { unusableHash: await hashPassword(randomBytes(32).toString('base64url')) };
    },

    /** Answers false (and changes nothing) when the account was already erased. */
    async eraseIn(
      txDb: DbOrTx,
      account: ErasedAccount,
      prepared: { unusableHash: string },
      lastMail: QueuedMail,
      now: Date,
    ): Promise<boolean> {
      const tx = createPrivacyRepositories(txDb);
      const keys = await tx.accountDeletion.storageKeysOf(account.id);
      // APP-14 (docs/decisions/050): the offer letters' files go; the offers keep their terms, states and fingerprints.
      const offerKeys = await eraseOffersOf(txDb, account.id);
      const erased = await tx.accountDeletion.erase(
        account.id,
        { email: tombstoneEmail(account.id), passwordHash: prepared.unusableHash },
        ANONYMISED_DETAILS,
        now,
      );
      if (!erased) return false;
      // ALR: the candidate's job alerts, and any alert confirmed for the same address, go too.
      await deleteJobAlertsOf(txDb, account.id, account.email);
      // REC-26: the recruiters' fits of the anonymised applications go (they describe the candidate's terms).
      await deleteFitsOf(txDb, account.id);
      // APP-12, REC-29 (docs/decisions/048): the conversations keep their place, every text (both sides) replaced.
      await eraseConversationsOf(txDb, account.id, CONVERSATION_MESSAGES.erasedText);
      await fileDeletionJobs.enqueue(txDb, [...keys, ...offerKeys], now);
      await queueContactDeletion(txDb, account.id, account.email, now);
      await mailOutbox.enqueue(txDb, lastMail, now);
      return true;
    },
  };
}
export type AccountErasure = ReturnType<typeof createAccountErasure>;
