import { defineContract } from '../contract.js';
import { recruiterOffersOperations } from './recruiter-offers.js';
import { recruiterOffersSchemas } from './recruiter-offers.schemas.js';

/** REC-33: the team's side of engagement offers, as `routes/applications/recruiter-offers.ts` (apps/api) registers them. */
export const recruiterOffersContract = defineContract({
  tag: 'recruiter',
  operations: recruiterOffersOperations,
  schemas: recruiterOffersSchemas,
});
