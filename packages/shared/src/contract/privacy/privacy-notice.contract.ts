import { defineContract } from '../contract.js';
import { privacyNoticeOperations } from './privacy-notice.js';
import { privacyNoticeSchemas } from './privacy-notice.schemas.js';

/** The privacy notice's settings, as `routes/privacy/privacy-notice.ts` (apps/api) registers them: the table joined with its schemas. */
export const privacyNoticeContract = defineContract({ tag: 'privacy', operations: privacyNoticeOperations, schemas: privacyNoticeSchemas });
