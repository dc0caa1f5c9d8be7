import { AUTH_MESSAGES, PROFILE_MESSAGES, UI_MESSAGES, UPLOAD_KINDS, type UploadKind, type UploadResponse } from '@careers/shared';
import { DomainError, invalid, tooLarge, unauthenticated, unavailable } from '../../platform/lib/domain-error.js';
import { detectType, resumeDownloadName } from '../../platform/lib/file-types.js';
import { randomKey } from '../../platform/storage/storage.js';
import { createRepositoryStore, type DbOrTx } from '../../platform/db/transactions.js';
import type { FileServiceDeps } from '../../platform/storage/file-service-deps.js';
import { queueTextExtraction, refreshTalentDocument } from '../talent/index.js';
import { createProfileRepositories } from './repositories.js';

/** The storage folder of each upload kind; the folder is part of the stored path (PRO-19). */
export const UPLOAD_FOLDERS = { resume: 'resumes', profile_photo: 'photos' } as const satisfies Record<UploadKind, string>;

/**
 * What follows a new resume, in the upload's transaction (REC-10, docs/decisions/024): the replaced
 * file's text leaves the talent pool's document at once, and the new file's text is read by a durable
 * job once the upload has committed.
 */
async function resumeChanged(txDb: DbOrTx, userId: number, file: { key: string; mime: string }, now: Date): Promise<void> {
  await refreshTalentDocument(txDb, userId, now);
  await queueTextExtraction(txDb, { userId, storageKey: file.key, mime: file.mime }, now);
}

/** PRO-19's profile uploads (PRO-18): checked by content, stored under a random name, the old file removed. */
export function createProfileFilesService({ db, clock, storage, quota, log }: FileServiceDeps) {
  const repos = createRepositoryStore(db, createProfileRepositories);
  return {
    /**
     * The signed-in candidate's own resume by its stored file name, with the name it is downloaded
     * under. Someone else's resume is "not found" too: its existence is not confirmed to anyone else.
     */
    async ownResume(userId: number, file: string): Promise<{ key: string; name: string; data: Buffer }> {
      const notFound = () => new DomainError('not-found', PROFILE_MESSAGES.fileNotFound);
      const key = `${UPLOAD_FOLDERS.resume}/${file}`;
      const owner = await repos.profiles.find(userId);
      if (!owner || !owner.resumeKey || owner.resumeKey !== key) throw notFound();
      const stored = await storage.get(key);
      if (!stored) throw notFound();
      return { key, name: owner.resumeName || key.split('/')[1] || 'resume', data: stored.data };
    },

    /**
     * Store first, then point the profile at it in a transaction; if that fails the new file is
     * removed again, and the replaced file is removed only once the profile no longer names it.
     * A failure anywhere leaves the profile and its files as they were.
     */
    async save(userId: number, kind: UploadKind, data: Buffer, fileName: string): Promise<UploadResponse> {
      const rules = UPLOAD_KINDS[kind];
      if (data.length === 0) throw invalid(rules.messages.required, rules.field);
      if (data.length > rules.maxBytes) throw tooLarge(rules.messages.size, rules.field);
      const type = await detectType(kind, data);
      if (!type) throw invalid(rules.messages.type, rules.field);

      // The new file replaces the old one of its kind, so only the old one's bytes make room.
      const leaving = kind === 'resume' ? 'resume' : 'photo';
      await quota.check(db, userId, data.length, { leaving });

      const key = randomKey(UPLOAD_FOLDERS[kind], type.extension);
      try {
        await storage.put(key, data, type.mime);
      } catch (error) {
        throw unavailable(PROFILE_MESSAGES.storageFailed, error);
      }
      const name = kind === 'resume' ? resumeDownloadName(fileName, type.extension) : '';
      let replaced: string | undefined;
      try {
        replaced = await repos.transaction(async (tx, txDb) => {
          // Again with the account locked: another upload may have taken the room meanwhile.
          await quota.check(txDb, userId, data.length, { leaving, lock: true });
          const old = await tx.profiles.replaceFile(
            userId,
            kind === 'resume' ? { kind: 'resume', name } : { kind: 'photo' },
            key,
            clock.now(),
          );
          if (old !== undefined && kind === 'resume') await resumeChanged(txDb, userId, { key, mime: type.mime }, clock.now());
          return old;
        });
      } catch (error) {
        await storage
          .delete(key)
          .catch((cleanup: unknown) => log.warn({ err: cleanup, key }, 'could not remove an upload after a failed save'));
        throw error;
      }
      if (replaced === undefined) {
        await storage.delete(key);
        throw unauthenticated(AUTH_MESSAGES.authInvalid);
      }
      if (replaced && replaced !== key) {
        // Best effort: the profile already points at the new file; a leftover file is harmless and named randomly.
        await storage
          .delete(replaced)
          .catch((error: unknown) => log.warn({ err: error, key: replaced }, 'could not remove a replaced upload'));
      }
      return kind === 'resume'
        ? { message: UI_MESSAGES.resumeUploaded, resume: key, resume_name: name }
        : { message: UI_MESSAGES.photoUploaded, profile_photo: key };
    },
  };
}
export type ProfileFilesService = ReturnType<typeof createProfileFilesService>;
