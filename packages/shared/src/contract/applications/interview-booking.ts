import type { OperationsFor, TypedOperations } from '../operation.js';
import type { interviewBookingSchemas } from './interview-booking.schemas.js';

/**
 * APP-13 (docs/decisions/049): the candidate picks, moves or cancels their interview, or asks for other
 * times. Candidates only; another candidate's application is not found (404), like a missing one.
 */
const operations = {
  getMyInterviewSlots: { method: 'GET', path: '/api/applications/:id/interview-slots', access: 'candidate', errors: [404] },
  bookInterviewSlot: {
    method: 'POST',
    path: '/api/applications/:id/interview-slots/:slotId/book',
    access: 'candidate',
    errors: [404, 409],
  },
  cancelMyInterview: { method: 'POST', path: '/api/applications/:id/interview/cancel', access: 'candidate', errors: [404, 409] },
  askOtherInterviewTimes: { method: 'POST', path: '/api/applications/:id/interview/other-times', access: 'candidate', errors: [404, 409] },
} satisfies OperationsFor<typeof interviewBookingSchemas>;
export const interviewBookingOperations: TypedOperations<typeof operations, typeof interviewBookingSchemas> = operations;
