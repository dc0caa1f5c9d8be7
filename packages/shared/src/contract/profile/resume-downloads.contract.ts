import { defineContract } from '../contract.js';
import { resumeDownloadsOperations } from './resume-downloads.js';
import { resumeDownloadsSchemas } from './resume-downloads.schemas.js';

/** PRO-19's resume downloads, as `routes/profile/resume-downloads.ts` (apps/api) registers them at the root: the table joined with its schemas. */
export const resumeDownloadsContract = defineContract({
  tag: 'profile',
  operations: resumeDownloadsOperations,
  schemas: resumeDownloadsSchemas,
});
