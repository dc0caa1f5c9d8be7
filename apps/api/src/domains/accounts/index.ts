/**
 * Accounts (ACC, REC-1, REC-8): sign-up, login, sessions and password reset, and the recruiting team.
 * Other domains and the HTTP layer use it only through this file.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createAccountRepositories } from './repositories.js';

export { loginCodeEmail, passwordResetEmail, teamInvitationEmail, verificationCodeEmail } from './account-emails.js';
export { createAccessTokens, type AccessTokens } from './access-tokens.js';
export { createAccountsService, type AccountsService } from './accounts-service.js';
export { createTeamService, type TeamService } from './team-service.js';
export { hashPassword, verifyPassword } from './passwords.js';
export type { Role } from './users-repository.js';

/** A user by id, on the pool or in the caller's transaction. */
export const findUser = (db: DbOrTx, id: number) => createAccountRepositories(db).users.findById(id);

/** ACC-13: a session with its user, for the token check of every signed-in request. */
export const findSessionWithUser = (db: DbOrTx, sessionId: string) => createAccountRepositories(db).sessions.findWithUser(sessionId);

/** Housekeeping: ended sessions, used or expired reset links and sign-up codes, abandoned sign-ups, older than `before`. */
export async function purgeEndedAccountRows(db: DbOrTx, before: Date): Promise<void> {
  const { sessions, resetTokens, emailCodes, pendingSignups } = createAccountRepositories(db);
  await sessions.purgeEndedBefore(before);
  await resetTokens.purgeOlderThan(before);
  await emailCodes.purgeExpiredBefore(before);
  await pendingSignups.purgeUpdatedBefore(before);
}
