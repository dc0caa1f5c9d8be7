import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { applicationDrafts, applicationFiles } from '../db/schema/applications.js';

/** What one account keeps in the database, for the storage quota (docs/decisions/010). */
export function createStorageUsageRepository(db: DbOrTx) {
  return {
    /**
     * The account's profile file keys and the bytes of its application files and drafts' fields;
     * undefined: no such account. `lock` holds the account row until the transaction ends.
     */
    async ofUser(
      userId: number,
      { lock = false }: { lock?: boolean } = {},
    ): Promise<{ resumeKey: string; photoKey: string; bytes: number } | undefined> {
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
      return { resumeKey: row.resume, photoKey: row.photo, bytes: Number(row.files) + Number(row.drafts) };
    },
  };
}
export type StorageUsageRepository = ReturnType<typeof createStorageUsageRepository>;
