import type { DbOrTx } from '../../platform/db/transactions.js';
import { createMobileCodesRepository } from './mobile-codes-repository.js';
import { createProfileRepository } from './profile-repository.js';
import { createProfileTermsRepository } from './profile-terms-repository.js';

/** The profile domain's repositories on one connection or transaction. */
export function createProfileRepositories(db: DbOrTx) {
  return {
    profiles: createProfileRepository(db),
    mobileCodes: createMobileCodesRepository(db),
    terms: createProfileTermsRepository(db),
  };
}
