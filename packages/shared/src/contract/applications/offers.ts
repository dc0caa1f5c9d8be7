import type { OperationsFor, TypedOperations } from '../operation.js';
import type { offersSchemas } from './offers.schemas.js';

/**
 * APP-14 (docs/decisions/050): the candidate reads their application's offer and its letter, and accepts
 * (typing their full name) or declines it. Only the application's own candidate: anyone else gets 404.
 */
const operations = {
  getOffer: { method: 'GET', path: '/api/applications/:id/offer', access: 'candidate', errors: [404] },
  downloadOfferLetter: { method: 'GET', path: '/api/offers/:offerId/letter', access: 'candidate', errors: [404] },
  downloadSignedOffer: { method: 'GET', path: '/api/offers/:offerId/signed', access: 'candidate', errors: [404] },
  acceptOffer: { method: 'POST', path: '/api/offers/:offerId/accept', access: 'candidate', errors: [404, 409, 422] },
  declineOffer: { method: 'POST', path: '/api/offers/:offerId/decline', access: 'candidate', errors: [404, 409] },
} satisfies OperationsFor<typeof offersSchemas>;
export const offersOperations: TypedOperations<typeof operations, typeof offersSchemas> = operations;
