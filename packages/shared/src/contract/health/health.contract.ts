import { defineContract } from '../contract.js';
import { healthOperations } from './health.js';
import { healthSchemas } from './health.schemas.js';

/** The probes, as `routes/health/health.ts` (apps/api) registers them at the root: the table joined with its schemas. */
export const healthContract = defineContract({ tag: 'health', operations: healthOperations, schemas: healthSchemas });
