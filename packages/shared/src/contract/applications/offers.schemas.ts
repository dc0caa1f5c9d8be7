import { fileAnswer, type SchemaTable } from '../contract.js';
import {
  acceptOfferSchema,
  candidateOfferSchema,
  declineOfferSchema,
  offerParamsSchema,
  offerResponseSchema,
} from '../../schemas/offers.js';
import { idParamsSchema } from '../../schemas/recruiter.js';

const pdf = (description: string) => fileAnswer({ contentTypes: ['application/pdf'], description, format: 'binary' });

/** The schema half of `offers.ts`. */
export const offersSchemas = {
  getOffer: {
    summary: 'The application’s latest offer sent to the candidate, or null',
    params: idParamsSchema,
    response: { 200: candidateOfferSchema },
  },
  downloadOfferLetter: {
    summary: 'The offer letter (PDF), shown inline in the portal',
    params: offerParamsSchema,
    response: { 200: pdf('The offer letter (PDF)') },
  },
  downloadSignedOffer: {
    summary: 'The signed letter (PDF) once the candidate accepted',
    params: offerParamsSchema,
    response: { 200: pdf('The signed offer letter (PDF)') },
  },
  acceptOffer: {
    summary: 'Accept the open offer by typing the account’s full name (a simple electronic signature); the application is Hired',
    params: offerParamsSchema,
    body: acceptOfferSchema,
    response: { 200: offerResponseSchema },
  },
  declineOffer: {
    summary: 'Decline the open offer with an optional reason; the application stays at Offer',
    params: offerParamsSchema,
    body: declineOfferSchema,
    response: { 200: offerResponseSchema },
  },
} satisfies SchemaTable;
