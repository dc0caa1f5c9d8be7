import { fileAnswer, type SchemaTable } from '../contract.js';
import { offerInputSchema, offerParamsSchema, offerResponseSchema, recruiterOffersSchema } from '../../schemas/offers.js';
import { idParamsSchema } from '../../schemas/recruiter.js';

const pdf = (description: string) => fileAnswer({ contentTypes: ['application/pdf'], description, format: 'binary' });

/** The schema half of `recruiter-offers.ts`. */
export const recruiterOffersSchemas = {
  listOffers: {
    summary: 'An application’s offers, newest version first, with the job’s published pay range',
    params: idParamsSchema,
    response: { 200: recruiterOffersSchema },
  },
  createOffer: {
    summary: 'Write a draft offer at the Offer step (422 for a rate outside the job’s range unless confirmed)',
    params: idParamsSchema,
    body: offerInputSchema,
    response: { 201: offerResponseSchema },
  },
  updateOffer: {
    summary: 'Change a draft offer',
    params: offerParamsSchema,
    body: offerInputSchema,
    response: { 200: offerResponseSchema },
  },
  sendOffer: {
    summary: 'Send a draft: its PDF letter is made, stored and e-mailed; an open earlier version is withdrawn',
    params: offerParamsSchema,
    response: { 200: offerResponseSchema },
  },
  withdrawOffer: {
    summary: 'Withdraw a sent offer that is still open',
    params: offerParamsSchema,
    response: { 200: offerResponseSchema },
  },
  downloadRecruiterOfferLetter: {
    summary: 'The offer letter as sent (PDF)',
    params: offerParamsSchema,
    response: { 200: pdf('The offer letter (PDF)') },
  },
  downloadRecruiterSignedOffer: {
    summary: 'The letter signed by the candidate: the letter plus its signature page (PDF)',
    params: offerParamsSchema,
    response: { 200: pdf('The signed offer letter (PDF)') },
  },
} satisfies SchemaTable;
