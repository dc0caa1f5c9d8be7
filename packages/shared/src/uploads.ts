import { FIELD_MESSAGES } from './messages.js';
import { PROFILE_MESSAGES } from './profile-messages.js';
import { PROFILE_PHOTO_MAX_BYTES, RESUME_MAX_BYTES, UPLOADS_PATH } from './constants.js';

/**
 * PRO-19's two profile uploads and PRO-18's rules for each: the multipart field, the size limit, the
 * extensions the picker offers and PRO-16's messages. The server decides the type by content; the
 * browser checks name and size first so a candidate hears about a wrong file at once.
 */
export const UPLOAD_KINDS = {
  resume: {
    field: 'resume',
    maxBytes: RESUME_MAX_BYTES,
    // PRO-16 allows PDF, DOC and DOCX although the original picker offered only .pdf (GEN-2: the picker offers all three).
    extensions: ['pdf', 'doc', 'docx'],
    accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    messages: { required: FIELD_MESSAGES.resumeRequired, type: FIELD_MESSAGES.resumeType, size: FIELD_MESSAGES.resumeSize },
  },
  profile_photo: {
    field: 'profile_photo',
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    extensions: ['png', 'jpg', 'jpeg'],
    accept: '.png,.jpg,.jpeg,image/png,image/jpeg',
    messages: { required: PROFILE_MESSAGES.photoRequired, type: PROFILE_MESSAGES.photoType, size: PROFILE_MESSAGES.photoSize },
  },
} as const satisfies Record<string, UploadRules>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Whether a name (an object key, a URL segment) is one of UPLOAD_KINDS. */
export const isUploadKind = (name: string): name is UploadKind => Object.hasOwn(UPLOAD_KINDS, name);

/** What an upload slot takes: its multipart field, size limit, extensions, picker filter and messages. */
export interface UploadRules {
  field: string;
  maxBytes: number;
  extensions: readonly string[];
  accept: string;
  messages: { required: string; type: string; size: string };
}

/** The browser's early check of a picked file: PRO-16's message, or null when it may be sent. */
export function uploadFileIssue(kind: UploadKind, file: { name: string; size: number } | null | undefined): string | null {
  return fileIssue(UPLOAD_KINDS[kind], file);
}

/** The same check for any slot's rules (the profile's uploads, the application's CV and photo slots). */
export function fileIssue(rules: UploadRules, file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return rules.messages.required;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!rules.extensions.includes(extension)) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}

/** PRO-19: a stored path ('resumes/ab12….pdf') read from the fixed uploads path. Empty stays empty. */
export const uploadUrl = (storedPath: string) => (storedPath ? `${UPLOADS_PATH}/${storedPath}` : '');

/** PRO-18: the Content-Type each stored file is served with, by the extension of its stored name. */
export const STORED_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The Content-Types files of these extensions are served with (a file answer's types in the route contract). */
export const storedContentTypes = (...extensions: string[]): string[] =>
  extensions.flatMap((extension) => STORED_CONTENT_TYPES[extension] ?? []);
