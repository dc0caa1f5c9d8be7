import type { DbOrTx } from '../../platform/db/transactions.js';
import { createEmailCodesRepository } from './email-codes-repository.js';
import { createPendingSignupsRepository } from './pending-signups-repository.js';
import { createResetTokensRepository } from './reset-tokens-repository.js';
import { createSessionsRepository } from './sessions-repository.js';
import { createUsersRepository } from './users-repository.js';

/** The account repositories on one connection or transaction (multi-step writes share one). */
export function createAccountRepositories(db: DbOrTx) {
  return {
    users: createUsersRepository(db),
    pendingSignups: createPendingSignupsRepository(db),
    emailCodes: createEmailCodesRepository(db),
    sessions: createSessionsRepository(db),
    resetTokens: createResetTokensRepository(db),
  };
}
export type AccountRepositories = ReturnType<typeof createAccountRepositories>;
