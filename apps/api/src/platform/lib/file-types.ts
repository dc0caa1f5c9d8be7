import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { STORED_CONTENT_TYPES, type UploadKind } from '@careers/shared';

/** A type we store: the extension of the stored name and the Content-Type it is served with. */
export interface StoredType {
  extension: string;
  mime: string;
}

/** The directory of a Word 97–2003 file holds a stream named "WordDocument" (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * PRO-18: the type is decided by the bytes, never by the name or the declared type. Resumes: PDF,
 * DOCX, and DOC (an OLE compound file that holds a WordDocument stream, so an Excel sheet or an
 * installer in the same container is refused). Photos: PNG and JPEG.
 */
export async function detectType(kind: UploadKind, data: Buffer): Promise<StoredType | null> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return null;
  const allowed: Record<UploadKind, string[]> = { resume: ['pdf', 'docx', 'cfb'], profile_photo: ['png', 'jpg'] };
  if (!allowed[kind].includes(found.ext)) return null;
  if (found.ext === 'cfb') return data.includes(WORD_STREAM) ? { extension: 'doc', mime: STORED_CONTENT_TYPES.doc ?? '' } : null;
  return { extension: found.ext, mime: STORED_CONTENT_TYPES[found.ext] ?? found.mime };
}

/**
 * The name a resume is downloaded under: the candidate's own file name without folders or control
 * characters, with the extension of what the file really is.
 */
export function resumeDownloadName(original: string, extension: string): string {
  const base = path
    .basename(original.replace(/\\/g, '/'))
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 200) || 'resume';
  return `${stem}.${extension}`;
}
