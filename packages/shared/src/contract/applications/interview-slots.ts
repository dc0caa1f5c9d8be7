import type { OperationsFor, TypedOperations } from '../operation.js';
import type { interviewSlotsSchemas } from './interview-slots.schemas.js';

/**
 * REC-30, REC-31 (docs/decisions/049): the recruiter offers interview times and calls an interview off.
 * Recruiters and admins only (REC-8).
 */
const operations = {
  getInterviewSlots: { method: 'GET', path: '/api/recruiter/applications/:id/interview-slots', access: 'recruiter-area', errors: [404] },
  offerInterviewSlots: {
    method: 'PUT',
    path: '/api/recruiter/applications/:id/interview-slots',
    access: 'recruiter-area',
    errors: [404, 409],
  },
  cancelInterview: {
    method: 'POST',
    path: '/api/recruiter/applications/:id/interview/cancel',
    access: 'recruiter-area',
    errors: [404, 409],
  },
} satisfies OperationsFor<typeof interviewSlotsSchemas>;
export const interviewSlotsOperations: TypedOperations<typeof operations, typeof interviewSlotsSchemas> = operations;
