import type { OperationsFor, TypedOperations } from '../operation.js';
import type { crmSchemas } from './crm.schemas.js';

/**
 * INT-4's two CRM calls, under SPEC's legacy names: the browser calls createZohoUser after e-mail
 * verification and update-zoho-details after a profile update. Candidates only; both queue the
 * signed-in candidate's current details and are idempotent.
 */
const operations = {
  createZohoUser: { method: 'POST', path: '/api/createZohoUser', access: 'candidate' },
  updateZohoDetails: { method: 'PATCH', path: '/api/update-zoho-details', access: 'candidate' },
} satisfies OperationsFor<typeof crmSchemas>;
export const crmOperations: TypedOperations<typeof operations, typeof crmSchemas> = operations;
