import type { OperationsFor, TypedOperations } from '../operation.js';
import type { privacyNoticeSchemas } from './privacy-notice.schemas.js';

/** PRV-1: what the privacy notice states that the server's configuration decides (the retention period); public, like the notice. */
const operations = {
  getPrivacyNoticeSettings: { method: 'GET', path: '/api/privacy-notice', access: 'public' },
} satisfies OperationsFor<typeof privacyNoticeSchemas>;
export const privacyNoticeOperations: TypedOperations<typeof operations, typeof privacyNoticeSchemas> = operations;
