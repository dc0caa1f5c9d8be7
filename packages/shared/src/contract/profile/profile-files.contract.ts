import { defineContract } from '../contract.js';
import { profileFilesOperations } from './profile-files.js';
import { profileFilesSchemas } from './profile-files.schemas.js';

/** PRO-19's uploads, as `routes/profile/profile-files.ts` (apps/api) registers them: the table joined with its schemas. */
export const profileFilesContract = defineContract({ tag: 'profile', operations: profileFilesOperations, schemas: profileFilesSchemas });
