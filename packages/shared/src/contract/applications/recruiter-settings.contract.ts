import { defineContract } from '../contract.js';
import { recruiterSettingsOperations } from './recruiter-settings.js';
import { recruiterSettingsSchemas } from './recruiter-settings.schemas.js';

/** The recruiter's own settings, as `routes/applications/recruiter-settings.ts` (apps/api) registers them: the table joined with its schemas. */
export const recruiterSettingsContract = defineContract({
  tag: 'recruiter',
  operations: recruiterSettingsOperations,
  schemas: recruiterSettingsSchemas,
});
