import { defineContract } from '../contract.js';
import { authOperations } from './auth.js';
import { authSchemas } from './auth.schemas.js';

/** Signing up, in and a password reset, as `routes/accounts/auth.ts` (apps/api) registers them: the table joined with its schemas. */
export const authContract = defineContract({ tag: 'accounts', operations: authOperations, schemas: authSchemas });
