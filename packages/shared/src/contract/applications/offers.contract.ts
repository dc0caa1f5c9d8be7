import { defineContract } from '../contract.js';
import { offersOperations } from './offers.js';
import { offersSchemas } from './offers.schemas.js';

/** APP-14: the candidate's side of engagement offers, as `routes/applications/offers.ts` (apps/api) registers them. */
export const offersContract = defineContract({ tag: 'applications', operations: offersOperations, schemas: offersSchemas });
