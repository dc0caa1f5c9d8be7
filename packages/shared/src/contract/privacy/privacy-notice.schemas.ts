import { privacyNoticeSettingsSchema } from '../../schemas/privacy-notice.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `privacy-notice.ts`. */
export const privacyNoticeSchemas = {
  getPrivacyNoticeSettings: {
    summary: 'The settings the privacy notice states (the retention period)',
    response: { 200: privacyNoticeSettingsSchema },
  },
} satisfies SchemaTable;
