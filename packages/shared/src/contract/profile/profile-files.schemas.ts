import { uploadResponseSchema } from '../../schemas/profile.js';
import { UPLOAD_KINDS } from '../../uploads.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `profile-files.ts`. */
export const profileFilesSchemas = {
  uploadResume: {
    summary: `Upload the resume (PDF, DOC or DOCX), up to 1 MB, as multipart field '${UPLOAD_KINDS.resume.field}'; the type is decided by content (PRO-18)`,
    upload: UPLOAD_KINDS.resume,
    response: { 200: uploadResponseSchema },
  },
  uploadProfilePhoto: {
    summary: `Upload the profile photo (PNG or JPEG), up to 1 MB, as multipart field '${UPLOAD_KINDS.profile_photo.field}'; the type is decided by content (PRO-18)`,
    upload: UPLOAD_KINDS.profile_photo,
    response: { 200: uploadResponseSchema },
  },
} satisfies SchemaTable;
