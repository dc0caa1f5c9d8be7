import type { DbOrTx } from '../../platform/db/transactions.js';
import { createAccountDeletionRepository } from './account-deletion-repository.js';
import { createRetentionRepository } from './retention-repository.js';

/** The privacy domain's repositories on one connection or transaction. */
export function createPrivacyRepositories(db: DbOrTx) {
  return {
    accountDeletion: createAccountDeletionRepository(db),
    retention: createRetentionRepository(db),
  };
}
