import { defineContract } from '../contract.js';
import { profilePhotosOperations } from './profile-photos.js';
import { profilePhotosSchemas } from './profile-photos.schemas.js';

/** PRO-19's profile photos, as `routes/profile/profile-photos.ts` (apps/api) registers them at the root: the table joined with its schemas. */
export const profilePhotosContract = defineContract({ tag: 'profile', operations: profilePhotosOperations, schemas: profilePhotosSchemas });
