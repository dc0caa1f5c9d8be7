import { crmOperations } from '@careers/shared';
import { callApi } from './api-client';

/**
 * INT-4's CRM calls, made by the browser after e-mail verification (createZohoUser) and after a
 * profile update (update-zoho-details). The server already queues the sync in the transaction of the
 * change, so these are a confirmation: idempotent, never shown, and a failure is not the user's concern
 * (no toast, no redirect).
 */
const notify = (operation: typeof crmOperations.createZohoUser | typeof crmOperations.updateZohoDetails) =>
  callApi(operation, { body: {}, redirectOnUnauthorized: false }).catch(() => undefined);

export const createZohoUser = () => notify(crmOperations.createZohoUser);
export const updateZohoDetails = () => notify(crmOperations.updateZohoDetails);
