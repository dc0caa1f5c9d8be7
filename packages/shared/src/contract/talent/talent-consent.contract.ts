import { defineContract } from '../contract.js';
import { talentConsentOperations } from './talent-consent.js';
import { talentConsentSchemas } from './talent-consent.schemas.js';

/** The talent pool opt-in, as `routes/talent/talent-consent.ts` (apps/api) registers it: the table joined with its schemas. */
export const talentConsentContract = defineContract({ tag: 'profile', operations: talentConsentOperations, schemas: talentConsentSchemas });
