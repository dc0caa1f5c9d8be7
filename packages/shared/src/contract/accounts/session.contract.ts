import { defineContract } from '../contract.js';
import { sessionOperations } from './session.js';
import { sessionSchemas } from './session.schemas.js';

/** A signed-in user's own session, as `routes/accounts/session.ts` (apps/api) registers it: the table joined with its schemas. */
export const sessionContract = defineContract({ tag: 'accounts', operations: sessionOperations, schemas: sessionSchemas });
