import { eq, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@careers/shared';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { applicationDrafts, applicationFiles } from '../db/schema/applications.js';
import { HttpError } from '../lib/errors.js';
import type { FileStorage } from './storage.js';

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
 * squeeze in.
 */
export function createStorageQuota({ storage, quotaBytes }: StorageQuotaDeps) {
  const refused = () => new HttpError(413, PROFILE_MESSAGES.storageQuotaExceeded(Math.round(quotaBytes / (1024 * 1024))));

  /** Bytes the account keeps now; `lock` holds its row until the transaction ends. undefined: no such account. */
  async function usage(db: DbOrTx, userId: number, { lock = false, leaving }: { lock?: boolean; leaving?: 'resume' | 'photo' } = {}) {
    if (lock) {
      // Its own statement: under READ COMMITTED, a statement that waited for the lock still reads with
      // the snapshot it started with, so the sums below must come from a statement that starts after it.
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    }
    const [row] = await db
      .select({
        resume: users.resumeKey,
        photo: users.profilePhotoKey,
        // Aliased by hand: Drizzle leaves column names unqualified in a select list.
        files: sql<string>`(select coalesce(sum(f.size), 0) from ${applicationFiles} f where f.user_id = ${users}.id)`,
        drafts: sql<string>`(select coalesce(sum(octet_length(d.fields::text)), 0) from ${applicationDrafts} d where d.user_id = ${users}.id)`,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    // Profile files are one resume and one photo; a file being replaced does not count.
    const profileKeys = [leaving === 'resume' ? '' : row.resume, leaving === 'photo' ? '' : row.photo].filter(Boolean);
    const profileBytes = (await Promise.all(profileKeys.map((key) => storage.size(key)))).reduce<number>((sum, size) => sum + (size ?? 0), 0);
    return Number(row.files) + Number(row.drafts) + profileBytes;
  }

  return {
    quotaBytes,
    usage,
    /**
     * A 413 when keeping `adding` more bytes would take the account past its quota. With `lock`, the
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
