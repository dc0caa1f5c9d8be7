import { defineContract } from '../contract.js';
import { interviewBookingOperations } from './interview-booking.js';
import { interviewBookingSchemas } from './interview-booking.schemas.js';

/** The candidate's interview booking, as `routes/applications/interview-booking.ts` (apps/api) registers them. */
export const interviewBookingContract = defineContract({
  tag: 'applications',
  operations: interviewBookingOperations,
  schemas: interviewBookingSchemas,
});
