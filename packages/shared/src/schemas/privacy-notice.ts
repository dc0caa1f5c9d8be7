import { z } from 'zod';

/**
 * PRV-1: `GET /api/privacy-notice`, the server's settings the privacy notice states (`privacyNotice()`):
 * how many months of inactivity before anonymisation (`RETENTION_MONTHS`, docs/decisions/019).
 */
export const privacyNoticeSettingsSchema = z.object({
  retention_months: z.number().int().positive(),
});
export type PrivacyNoticeSettings = z.infer<typeof privacyNoticeSettingsSchema>;
