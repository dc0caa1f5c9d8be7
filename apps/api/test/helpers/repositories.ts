import type { Database } from '../../src/platform/db/client.js';
import { createAccountRepositories } from '../../src/domains/accounts/repositories.js';
import { createApplicationRepositories } from '../../src/domains/applications/repositories.js';

/**
 * The account and application repositories on a test's database, for tests that look at stored rows
 * directly (a user's id by e-mail, a file's row). Each domain builds its own repositories (src/README.md);
 * only tests put two domains' together.
 */
export const repositoriesOf = (ctx: { database: Database }) => ({
  ...createAccountRepositories(ctx.database.db),
  ...createApplicationRepositories(ctx.database.db),
});
