import { PROFILE_MESSAGES } from '@careers/shared';
import type { FileStorage } from './storage.js';
import { tooLarge } from '../lib/domain-error.js';
import type { DbOrTx } from '../db/transactions.js';
import { createStorageUsageRepository } from './storage-usage-repository.js';

export interface StorageQuotaDeps {
  storage: FileStorage;
  /** STORAGE_QUOTA_MB in bytes. */
  quotaBytes: number;
}

/**
 * docs/decisions/010: what one account keeps — its profile resume and photo, every application file it
 * uploaded (in a draft, in an application, or not yet used) and its drafts' fields — stays under
 * STORAGE_QUOTA_MB. Uploads are checked before the file is stored (no write for a refused file) and again
 * in the transaction that records it, with the account row locked, so two uploads at once cannot both
 * squeeze in. It reads through the database handle it is given: the pool, or the caller's transaction.
 */
export function createStorageQuota({ storage, quotaBytes }: StorageQuotaDeps) {
  const refused = () => tooLarge(PROFILE_MESSAGES.storageQuotaExceeded(Math.round(quotaBytes / (1024 * 1024))));

  /** Bytes the account keeps now; `lock` holds its row until the transaction ends. undefined: no such account. */
  async function usage(db: DbOrTx, userId: number, { lock = false, leaving }: { lock?: boolean; leaving?: 'resume' | 'photo' } = {}) {
    const row = await createStorageUsageRepository(db).ofUser(userId, { lock });
    if (!row) return undefined;
    // Profile files are one resume and one photo; a file being replaced does not count.
    const profileKeys = [leaving === 'resume' ? '' : row.resumeKey, leaving === 'photo' ? '' : row.photoKey].filter(Boolean);
    const profileBytes = (await Promise.all(profileKeys.map((key) => storage.size(key)))).reduce<number>(
      (sum, size) => sum + (size ?? 0),
      0,
    );
    return row.bytes + profileBytes;
  }

  return {
    quotaBytes,
    usage,
    /**
     * 'too-large' when keeping `adding` more bytes would take the account past its quota. With `lock`, the
     * account row stays locked until the caller's transaction ends. `leaving`: the profile file the new
     * one replaces.
     */
    async check(db: DbOrTx, userId: number, adding: number, options: { lock?: boolean; leaving?: 'resume' | 'photo' } = {}): Promise<void> {
      const used = await usage(db, userId, options);
      if (used !== undefined && used + adding > quotaBytes) throw refused();
    },
  };
}
export type StorageQuota = ReturnType<typeof createStorageQuota>;
