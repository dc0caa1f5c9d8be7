import { randomUUID } from 'node:crypto';
import {
  APPLICATION_FILE_RULES,
  APPLICATION_MESSAGES,
  PROFILE_MESSAGES,
  type ApplicationFile,
  type ApplicationFileKind,
  type ProfileFileOffer,
  type ProfileFileOffers,
  type UploadKind,
} from '@careers/shared';
import { DomainError, invalid, tooLarge, unavailable } from '../../platform/lib/domain-error.js';
import { detectType, resumeDownloadName } from '../../platform/lib/file-types.js';
import { randomKey } from '../../platform/storage/storage.js';
import { createRepositoryStore } from '../../platform/db/transactions.js';
import type { FileServiceDeps } from '../../platform/storage/file-service-deps.js';
import { queueTextExtraction } from '../talent/index.js';
import { createApplicationRepositories } from './repositories.js';

/** The storage folder of application files (PRO-18: random names under the uploads area). */
export const APPLICATION_FILES_FOLDER = 'applications';

/** A CV is sniffed like the profile's resume (PDF, DOCX, DOC), a photo like its photo (PNG, JPEG). */
const SNIFF_AS: Record<ApplicationFileKind, UploadKind> = { cv: 'resume', photo: 'profile_photo' };

/** APP-3/PRO-18: CV and photo uploads for applications, and their clean-up. */
export function createApplicationFiles({ db, clock, storage, quota, log }: FileServiceDeps) {
  const repos = createRepositoryStore(db, createApplicationRepositories);
  const repo = repos.applications;

  /** The profile's resume (kind cv) or photo (kind photo): its storage key and the name it is offered under; undefined for none. */
  const profileFile = async (userId: number, kind: ApplicationFileKind): Promise<{ key: string; name: string } | undefined> => {
    const keys = await repo.profileFileKeys(userId);
    if (!keys) return undefined;
    const key = kind === 'cv' ? keys.resumeKey : keys.photoKey;
    if (!key) return undefined;
    const extension = key.split('.').pop() ?? '';
    const name = kind === 'cv' ? keys.resumeName || `resume.${extension}` : `profile-photo.${extension}`;
    return { key, name };
  };

  const offer = async (userId: number, kind: ApplicationFileKind): Promise<ProfileFileOffer | null> => {
    const file = await profileFile(userId, kind);
    const stat = file && (await storage.stat(file.key));
    if (!file || !stat) return null;
    return { name: file.name, size: stat.size, uploaded_at: stat.writtenAt.toISOString() };
  };

  const service = {
    /**
     * Check by content (never by name or declared type), store under a random name, then record
     * it as the candidate's; if recording fails the stored file is removed again.
     */
    async save(userId: number, kind: ApplicationFileKind, data: Buffer, fileName: string): Promise<ApplicationFile> {
      const rules = APPLICATION_FILE_RULES[kind];
      if (data.length === 0) throw invalid(rules.messages.required, rules.field);
      if (data.length > rules.maxBytes) throw tooLarge(rules.messages.size, rules.field);
      const type = await detectType(SNIFF_AS[kind], data);
      if (!type) throw invalid(rules.messages.type, rules.field);
      await quota.check(db, userId, data.length);
      const key = randomKey(APPLICATION_FILES_FOLDER, type.extension);
      try {
        await storage.put(key, data, type.mime);
      } catch (error) {
        throw unavailable(PROFILE_MESSAGES.storageFailed, error);
      }
      try {
        const file = await repos.transaction(async (tx, txDb) => {
          // Again with the account locked: another upload may have taken the room meanwhile.
          await quota.check(txDb, userId, data.length, { lock: true });
          const inserted = await tx.applications.insertFile({
            id: randomUUID(),
            userId,
            kind,
            storageKey: key,
            // The candidate's own name with the extension of what the file really is.
            originalName: resumeDownloadName(fileName, type.extension),
            contentType: type.mime,
            size: data.length,
            createdAt: clock.now(),
          });
          // REC-10: a CV's text is read for the talent pool by a durable job once this commits (docs/decisions/024).
          if (kind === 'cv') await queueTextExtraction(txDb, { userId, storageKey: key, mime: type.mime }, clock.now());
          return inserted;
        });
        return file;
      } catch (error) {
        await storage
          .delete(key)
          .catch((cleanup: unknown) => log.warn({ err: cleanup, key }, 'could not remove an upload after a failed save'));
        throw error;
      }
    },

    /** Files no application and no draft uses, uploaded before `before`: removed from storage, then forgotten. */
    async purgeUnused(before: Date): Promise<number> {
      const unused = await repo.unusedFilesBefore(before);
      for (const file of unused) {
        await storage.delete(file.storageKey);
        await repo.deleteFile(file.id);
      }
      return unused.length;
    },

    /** APP-3: the profile's resume and photo, offered as the form's first CV and photo (null for none). */
    async profileOffers(userId: number): Promise<ProfileFileOffers> {
      const [cv, photo] = await Promise.all([offer(userId, 'cv'), offer(userId, 'photo')]);
      return { cv, photo };
    },

    /**
     * APP-3: the profile's resume or photo becomes an application file: a copy of its bytes, checked and
     * stored like an upload (its own random key, the candidate's allowance, the CV's text for the talent
     * pool), so the application keeps it whatever later happens to the profile's file, and recruiters
     * download it, logged, like any other (REC-9).
     */
    async copyFromProfile(userId: number, kind: ApplicationFileKind): Promise<ApplicationFile> {
      const file = await profileFile(userId, kind);
      const stored = file && (await storage.get(file.key));
      if (!file || !stored) throw new DomainError('not-found', APPLICATION_MESSAGES.noProfileFile[kind]);
      return service.save(userId, kind, stored.data, file.name);
    },
  };
  return service;
}
export type ApplicationFiles = ReturnType<typeof createApplicationFiles>;
