import { defineContract } from '../contract.js';
import { fitOperations } from './fit.js';
import { fitSchemas } from './fit.schemas.js';

/** A candidate's fit to a job, as `routes/applications/fit.ts` (apps/api) registers it. */
export const fitContract = defineContract({ tag: 'fit', operations: fitOperations, schemas: fitSchemas });
