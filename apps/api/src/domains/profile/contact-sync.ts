import { inTransaction, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { queueContact, type CandidateProfile, type ContactSyncResult } from '../crm/index.js';
import { createProfileRepository, toUserProfile } from './profile-repository.js';

/**
 * What the CRM is told about a candidate: PRO-12's profile as GET /api/user-details answers it, less
 * the verification flags and files. Recruiters (REC-1) are not CRM contacts: undefined.
 */
async function loadCandidateProfile(db: DbOrTx, userId: number): Promise<CandidateProfile | undefined> {
  const row = await createProfileRepository(db).find(userId);
  // PRV-4: a deleted account is never sent again (its Contact is being deleted).
  if (!row || row.role !== 'candidate' || row.deletedAt) return undefined;
  const {
    profile_photo: _photo,
    resume: _resume,
    PrimaryMobileNoVerified: _primaryVerified,
    SecondaryMobileNoVerified: _secondaryVerified,
    ...profile
  } = toUserProfile(row);
  return profile;
}

/**
 * INT-3: make sure the CRM gets this candidate's current details. Call it in the transaction of the
 * change it reflects (account creation at verify, a profile update), so the job exists exactly when
 * the change does. Undefined for a user who is not a candidate.
 */
export async function syncContact(tx: DbOrTx, userId: number, now: Date): Promise<ContactSyncResult | undefined> {
  const profile = await loadCandidateProfile(tx, userId);
  return profile && queueContact(tx, userId, profile, now);
}

/** The CRM calls of INT-4: queue the candidate's current details in a transaction of its own. */
export function createCrmSyncService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    syncContact: (userId: number): Promise<ContactSyncResult | undefined> =>
      inTransaction(db, (tx) => syncContact(tx, userId, clock.now())),
  };
}
export type CrmSyncService = ReturnType<typeof createCrmSyncService>;
