import { uploadResponseSchema } from '../../schemas/profile.js';
import { UPLOAD_KINDS } from '../../uploads.js';
import { defineContract, type SchemaTable } from '../contract.js';
import { profileFilesOperations } from './profile-files.js';

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

/** `routes/profile/profile-files.ts` (apps/api): candidates only, tag `profile`. */
export const profileFilesContract = defineContract({ tag: 'profile', operations: profileFilesOperations, schemas: profileFilesSchemas });
