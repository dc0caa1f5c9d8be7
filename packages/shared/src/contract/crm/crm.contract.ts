import { defineContract } from '../contract.js';
import { crmOperations } from './crm.js';
import { crmSchemas } from './crm.schemas.js';

/** INT-4's CRM calls, as `routes/crm/crm.ts` (apps/api) registers them: the table joined with its schemas. */
export const crmContract = defineContract({ tag: 'crm', operations: crmOperations, schemas: crmSchemas });
