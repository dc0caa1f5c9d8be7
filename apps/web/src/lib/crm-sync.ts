import type { CrmSyncResponse } from '@careers/shared';
import { apiRequest } from './api-client';

/**
 * INT-4's CRM calls, made by the browser after e-mail verification (createZohoUser) and after a
 * profile update (update-zoho-details). The server already queues the sync in the transaction of the
 * change, so these are a confirmation: idempotent, never shown, and a failure is not the user's concern
 * (no toast, no redirect).
 */
const notify = (path: string, method: 'POST' | 'PATCH') =>
  apiRequest<CrmSyncResponse>(path, { method, body: {}, auth: true, redirectOnUnauthorized: false }).catch(() => undefined);

export const createZohoUser = () => notify('/createZohoUser', 'POST');
export const updateZohoDetails = () => notify('/update-zoho-details', 'PATCH');
