import { defineContract } from '../contract.js';
import { profileOperations } from './profile.js';
import { profileSchemas } from './profile.schemas.js';

/** PRO-12's profile calls and PRO-19's uploads, as `routes/profile/profile.ts` (apps/api) registers them: the table joined with its schemas. */
export const profileContract = defineContract({ tag: 'profile', operations: profileOperations, schemas: profileSchemas });
