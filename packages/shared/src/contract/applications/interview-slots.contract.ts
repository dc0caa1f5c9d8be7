import { defineContract } from '../contract.js';
import { interviewSlotsOperations } from './interview-slots.js';
import { interviewSlotsSchemas } from './interview-slots.schemas.js';

/** Offered interview times in the recruiter area, as `routes/applications/interview-slots.ts` (apps/api) registers them. */
export const interviewSlotsContract = defineContract({
  tag: 'recruiter',
  operations: interviewSlotsOperations,
  schemas: interviewSlotsSchemas,
});
