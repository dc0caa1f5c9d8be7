/**
 * The candidate's profile (PRO): details in sections, mobile verification by SMS, the resume and photo,
 * and what follows each change (the CRM Contact, the talent pool's document). Used by other domains
 * and the HTTP layer only through this file.
 */
import type { ProfileTerms, UserProfile } from '@careers/shared';
import type { UserRow } from '../../platform/db/schema/accounts.js';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createMobileCodesRepository } from './mobile-codes-repository.js';
import { createProfileRepository, toUserProfile } from './profile-repository.js';
import { createProfileTermsRepository } from './profile-terms-repository.js';

export { createProfileService, type ProfileService } from './profile-service.js';
export { createProfileFilesService, UPLOAD_FOLDERS, type ProfileFilesService } from './profile-files-service.js';
export { createCrmSyncService, syncContact, type CrmSyncService } from './contact-sync.js';
export { toUserProfile };

/** The account's row with its profile as GET /api/user-details answers it; undefined when there is none. */
export async function profileOf(db: DbOrTx, userId: number): Promise<{ row: UserRow; profile: UserProfile } | undefined> {
  const row = await createProfileRepository(db).find(userId);
  return row && { row, profile: toUserProfile(row) };
}

/** Housekeeping: mobile codes that expired before `before`. */
export const purgeExpiredMobileCodes = (db: DbOrTx, before: Date) => createMobileCodesRepository(db).purgeExpiredBefore(before);

/**
 * PRO-20 (docs/decisions/042): the terms of each of these users that exists (skills, expected rate,
 * availability, country, time zone), in two statements whatever their number; a user with nothing said
 * has empty terms (no skills, nulls).
 */
export const profileTermsOf = (db: DbOrTx, userIds: readonly number[]): Promise<Map<number, ProfileTerms>> =>
  createProfileTermsRepository(db).termsOf(userIds);
