import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterOffersSchemas } from './recruiter-offers.schemas.js';

/**
 * REC-33 (docs/decisions/050): the team writes, sends and withdraws an application's engagement offer and
 * reads both letters. Recruiters and admins only: 401 anonymous, 403 candidates. 422: a rate outside the
 * job's published range without `confirm_outside_range`.
 */
const operations = {
  listOffers: { method: 'GET', path: '/api/recruiter/applications/:id/offers', access: 'recruiter-area', errors: [404] },
  createOffer: { method: 'POST', path: '/api/recruiter/applications/:id/offers', access: 'recruiter-area', errors: [404, 409, 422] },
  updateOffer: { method: 'PUT', path: '/api/recruiter/offers/:offerId', access: 'recruiter-area', errors: [404, 409, 422] },
  sendOffer: { method: 'POST', path: '/api/recruiter/offers/:offerId/send', access: 'recruiter-area', errors: [404, 409, 503] },
  withdrawOffer: { method: 'POST', path: '/api/recruiter/offers/:offerId/withdraw', access: 'recruiter-area', errors: [404, 409] },
  downloadRecruiterOfferLetter: { method: 'GET', path: '/api/recruiter/offers/:offerId/letter', access: 'recruiter-area', errors: [404] },
  downloadRecruiterSignedOffer: { method: 'GET', path: '/api/recruiter/offers/:offerId/signed', access: 'recruiter-area', errors: [404] },
} satisfies OperationsFor<typeof recruiterOffersSchemas>;
export const recruiterOffersOperations: TypedOperations<typeof operations, typeof recruiterOffersSchemas> = operations;
