import { crmSyncRequestSchema, crmSyncResponseSchema } from '../../schemas/crm.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `crm.ts`: INT-4 names no payload (an empty JSON object at most). */
export const crmSchemas = {
  createZohoUser: {
    summary: 'Queue the signed-in candidate for the CRM (after e-mail verification)',
    body: crmSyncRequestSchema,
    response: { 200: crmSyncResponseSchema },
  },
  updateZohoDetails: {
    summary: "Queue the signed-in candidate's current details for the CRM (after a profile update)",
    body: crmSyncRequestSchema,
    response: { 200: crmSyncResponseSchema },
  },
} satisfies SchemaTable;
