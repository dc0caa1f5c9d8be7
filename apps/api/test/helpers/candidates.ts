import { createUsersRepository } from '../../src/domains/accounts/users-repository.js';
import type { DbOrTx } from '../../src/platform/db/client.js';
import { createCrmOutboxRepository } from '../../src/domains/crm/crm-outbox-repository.js';
import { toZohoContact } from '../../src/domains/crm/zoho-contact.js';
import { TEST_CLOCK_START } from './test-clock.js';

/** A candidate account written straight to the database (no sign-up round trip); returns its id. */
export async function insertCandidate(db: DbOrTx, email: string, lastName = 'Rao', firstName = 'Asha'): Promise<number> {
  const user = await createUsersRepository(db).insert({
    email,
    // Never used to log in: these accounts only exist to be synced.
    passwordHash: 'not-a-password-hash',
    firstName,
    lastName,
    role: 'candidate',
    emailVerifiedAt: new Date(TEST_CLOCK_START),
  });
  return user.id;
}

/** A candidate and its CRM sync job, as verification would leave them. */
export async function insertCandidateWithSyncJob(db: DbOrTx, email: string, now: Date, lastName = 'Rao') {
  const userId = await insertCandidate(db, email, lastName);
  const job = await createCrmOutboxRepository(db).enqueueContact(
    userId,
    toZohoContact({ email, first_name: 'Asha', last_name: lastName }),
    now,
  );
  return { userId, jobId: job.id };
}
