import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AUTH_MESSAGES, PROFILE_MESSAGES, UI_MESSAGES, UPLOAD_KINDS, type UploadKind, type UploadResponse } from '@careers/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/errors.js';
import { randomKey, type FileStorage } from '../adapters/storage.js';
import type { StorageQuota } from '../adapters/storage-quota.js';
import { createProfileRepository } from './profile-repository.js';

/** A type we store: the extension of the stored name and the Content-Type it is served with. */
export interface StoredType {
  extension: string;
  mime: string;
}

/** The storage folder of each upload kind; the folder is part of the stored path (SPEC 7). */
export const UPLOAD_FOLDERS = { resume: 'resumes', profile_photo: 'photos' } as const satisfies Record<UploadKind, string>;

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The directory of a Word 97–2003 file holds a stream named "WordDocument" (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * D25: the type is decided by the bytes, never by the name or the declared type. Resumes: PDF,
 * DOCX, and DOC (an OLE compound file that holds a WordDocument stream, so an Excel sheet or an
 * installer in the same container is refused). Photos: PNG and JPEG.
 */
export async function detectType(kind: UploadKind, data: Buffer): Promise<StoredType | null> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return null;
  const allowed: Record<UploadKind, string[]> = { resume: ['pdf', 'docx', 'cfb'], profile_photo: ['png', 'jpg'] };
  if (!allowed[kind].includes(found.ext)) return null;
  if (found.ext === 'cfb') return data.includes(WORD_STREAM) ? { extension: 'doc', mime: CONTENT_TYPES.doc ?? '' } : null;
  return { extension: found.ext, mime: CONTENT_TYPES[found.ext] ?? found.mime };
}

/**
 * The name a resume is downloaded under: the candidate's own file name without folders or control
 * characters, with the extension of what the file really is.
 */
export function resumeDownloadName(original: string, extension: string): string {
  const base = path.basename(original.replace(/\\/g, '/')).replace(/[\p{Cc}\p{Cf}"]/gu, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 200) || 'resume';
  return `${stem}.${extension}`;
}

export interface ProfileFilesServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** docs/decisions/010: what one account may keep. */
  quota: StorageQuota;
  log: FastifyBaseLogger;
}

/** SPEC 7's profile uploads (D25): checked by content, stored under a random name, the old file removed. */
export function createProfileFilesService({ db, clock, storage, quota, log }: ProfileFilesServiceDeps) {
  return {
    /**
     * Store first, then point the profile at it in a transaction; if that fails the new file is
     * removed again, and the replaced file is removed only once the profile no longer names it.
     * A failure anywhere leaves the profile and its files as they were.
     */
    async save(userId: number, kind: UploadKind, data: Buffer, fileName: string): Promise<UploadResponse> {
      const rules = UPLOAD_KINDS[kind];
      if (data.length === 0) throw new HttpError(400, rules.messages.required, rules.field);
      if (data.length > rules.maxBytes) throw new HttpError(413, rules.messages.size, rules.field);
      const type = await detectType(kind, data);
      if (!type) throw new HttpError(400, rules.messages.type, rules.field);

      // The new file replaces the old one of its kind, so only the old one's bytes make room.
      const leaving = kind === 'resume' ? 'resume' : 'photo';
      await quota.check(db, userId, data.length, { leaving });

      const key = randomKey(UPLOAD_FOLDERS[kind], type.extension);
      try {
        await storage.put(key, data, type.mime);
      } catch (error) {
        throw new HttpError(503, PROFILE_MESSAGES.storageFailed, undefined, {}, error);
      }
      const name = kind === 'resume' ? resumeDownloadName(fileName, type.extension) : '';
      let replaced: string | undefined;
      try {
        replaced = await db.transaction(async (tx) => {
          // Again with the account locked: another upload may have taken the room meanwhile.
          await quota.check(tx, userId, data.length, { leaving, lock: true });
          return createProfileRepository(tx).replaceFile(userId, kind === 'resume' ? { kind: 'resume', name } : { kind: 'photo' }, key, clock.now());
        });
      } catch (error) {
        await storage.delete(key).catch((cleanup: unknown) => log.warn({ err: cleanup, key }, 'could not remove an upload after a failed save'));
        throw error;
      }
      if (replaced === undefined) {
        await storage.delete(key);
        throw new HttpError(401, AUTH_MESSAGES.authInvalid);
      }
      if (replaced && replaced !== key) {
        // Best effort: the profile already points at the new file; a leftover file is harmless and named randomly.
        await storage.delete(replaced).catch((error: unknown) => log.warn({ err: error, key: replaced }, 'could not remove a replaced upload'));
      }
      return kind === 'resume'
        ? { message: UI_MESSAGES.resumeUploaded, resume: key, resume_name: name }
        : { message: UI_MESSAGES.photoUploaded, profile_photo: key };
    },
  };
}
export type ProfileFilesService = ReturnType<typeof createProfileFilesService>;
