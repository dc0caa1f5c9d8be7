import { z } from 'zod';

/**
 * INT-4's createZohoUser and update-zoho-details. INT-4 names no payload: the server sends the
 * signed-in candidate's own details, so the request carries nothing (an empty JSON object at most).
 */
export const crmSyncRequestSchema = z.object({}).strict().optional();

export const CRM_SYNC_STATUSES = ['queued', 'processing', 'delivered'] as const;

export const crmSyncResponseSchema = z.object({
  message: z.string(),
  /** Where the candidate's latest details are: waiting, being sent, or in the CRM. */
  sync_status: z.enum(CRM_SYNC_STATUSES),
  /** False when the CRM already had (or was about to get) exactly these details. */
  queued_now: z.boolean(),
});
export type CrmSyncResponse = z.infer<typeof crmSyncResponseSchema>;
