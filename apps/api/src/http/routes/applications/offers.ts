import { offersContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { sendAttachment } from '../../lib/file-response.js';

/**
 * APP-14 (docs/decisions/050): the candidate reads their offer and its letters and accepts or declines it
 * (`offersContract`: candidates; another candidate's offer is 404). The acceptance records the request's
 * IP address (`request.ip`, the proxy's client address when TRUST_PROXY is set) as signature evidence.
 */
export default contractRoutes(offersContract, (app) => {
  const offers = app.offers;
  return {
    getOffer: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return offers.forCandidate(currentUser(request).id, request.params.id);
    },
    downloadOfferLetter: async (request, reply) => {
      const { name, data } = await offers.candidateFile(currentUser(request).id, request.params.offerId, 'letter');
      return sendAttachment(reply, { contentType: 'application/pdf', fileName: name, body: data });
    },
    downloadSignedOffer: async (request, reply) => {
      const { name, data } = await offers.candidateFile(currentUser(request).id, request.params.offerId, 'signed');
      return sendAttachment(reply, { contentType: 'application/pdf', fileName: name, body: data });
    },
    acceptOffer: async (request) => offers.accept(currentUser(request).id, request.params.offerId, request.body.full_name, request.ip),
    declineOffer: async (request) => offers.decline(currentUser(request).id, request.params.offerId, request.body.reason),
  };
});
