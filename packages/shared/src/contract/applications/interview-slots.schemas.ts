import { applicantResponseSchema, idParamsSchema } from '../../schemas/recruiter.js';
import {
  cancelInterviewInputSchema,
  recruiterSlotsSchema,
  slotOfferInputSchema,
  slotOfferResponseSchema,
} from '../../schemas/interview-slots.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `interview-slots.ts`. */
export const interviewSlotsSchemas = {
  getInterviewSlots: {
    summary:
      'The times offered to the candidate of an application, each in the recruiter’s and the candidate’s time zone, and its interview (REC-30)',
    params: idParamsSchema,
    response: { 200: recruiterSlotsSchema },
  },
  offerInterviewSlots: {
    summary:
      'Offer 2 to 12 interview times in the recruiter’s time zone, with a video link or a place and the other interviewers (REC-30). Replaces the open times offered before; e-mails the candidate a link to choose',
    params: idParamsSchema,
    body: slotOfferInputSchema,
    response: { 200: slotOfferResponseSchema },
  },
  cancelInterview: {
    summary:
      'Cancel the interview with a reason (REC-31). E-mails the candidate and the interviewers a METHOD:CANCEL invitation (same UID, higher SEQUENCE)',
    params: idParamsSchema,
    body: cancelInterviewInputSchema,
    response: { 200: applicantResponseSchema },
  },
} satisfies SchemaTable;
