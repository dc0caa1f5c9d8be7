import { defineContract } from '../contract.js';
import { myDataOperations } from './me.js';
import { myDataSchemas } from './me.schemas.js';

/** A candidate's own data, as `routes/privacy/me.ts` (apps/api) registers it: the table joined with its schemas. */
export const myDataContract = defineContract({ tag: 'profile', operations: myDataOperations, schemas: myDataSchemas });
