import { messageResponseSchema } from '../../schemas/common.js';
import { jobAlertTokenQuerySchema } from '../../schemas/job-alerts.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `job-alert-links.ts`. */
export const jobAlertLinksSchemas = {
  confirmJobAlert: {
    summary: 'Follow the double opt-in link: the anonymous alert starts',
    query: jobAlertTokenQuerySchema,
    response: { 200: messageResponseSchema },
  },
  unsubscribeJobAlert: {
    summary: 'RFC 8058 one-click unsubscribe: stops the one alert the signed token names',
    query: jobAlertTokenQuerySchema,
    // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` as a form; the token in the URL is what counts.
    form: { fields: { 'List-Unsubscribe': 'One-Click' }, maxBytes: 4096 },
    response: { 200: messageResponseSchema },
  },
} satisfies SchemaTable;
