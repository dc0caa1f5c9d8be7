import { idParamsSchema } from '../../schemas/recruiter.js';
import {
  cancelInterviewInputSchema,
  candidateSlotsQuerySchema,
  candidateSlotsResponseSchema,
  candidateSlotsSchema,
  otherTimesInputSchema,
  slotParamsSchema,
} from '../../schemas/interview-slots.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `interview-booking.ts`. */
export const interviewBookingSchemas = {
  getMyInterviewSlots: {
    summary:
      'The open interview times of your application in your time zone (your profile’s, else the `time_zone` your browser sends, which is kept), with the recruiter’s time beside them, and your interview (APP-13)',
    params: idParamsSchema,
    query: candidateSlotsQuerySchema,
    response: { 200: candidateSlotsSchema },
  },
  bookInterviewSlot: {
    summary:
      'Book one of the offered times, or move your interview to it (APP-13). 409 when it was taken meanwhile, or within 12 hours of your booked interview. E-mails both sides an invitation',
    params: slotParamsSchema,
    response: { 200: candidateSlotsResponseSchema },
  },
  cancelMyInterview: {
    summary: 'Cancel your interview with a reason, up to 12 hours before it starts (APP-13). E-mails the team a METHOD:CANCEL invitation',
    params: idParamsSchema,
    body: cancelInterviewInputSchema,
    response: { 200: candidateSlotsResponseSchema },
  },
  askOtherInterviewTimes: {
    summary: 'None of the times suit: your note goes to the team in the application’s conversation, and they are e-mailed (APP-13)',
    params: idParamsSchema,
    body: otherTimesInputSchema,
    response: { 200: candidateSlotsResponseSchema },
  },
} satisfies SchemaTable;
