import { recruiterOffersContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { sendAttachment } from '../../lib/file-response.js';

/**
 * REC-33 (docs/decisions/050): the team writes, sends and withdraws an application's engagement offer
 * and reads its letters (`recruiterOffersContract`: recruiters and admins). The letters are personal
 * data: never cached, always as an attachment.
 */
export default contractRoutes(recruiterOffersContract, (app) => {
  const offers = app.offers;
  return {
    listOffers: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return offers.list(request.params.id);
    },
    createOffer: async (request, reply) => {
      reply.status(201);
      return offers.create(currentUser(request).id, request.params.id, request.body);
    },
    updateOffer: async (request) => offers.update(request.params.offerId, request.body),
    sendOffer: async (request) => offers.send(request.params.offerId),
    withdrawOffer: async (request) => offers.withdraw(request.params.offerId),
    downloadRecruiterOfferLetter: async (request, reply) => {
      const { name, data } = await offers.recruiterFile(request.params.offerId, 'letter');
      return sendAttachment(reply, { contentType: 'application/pdf', fileName: name, body: data });
    },
    downloadRecruiterSignedOffer: async (request, reply) => {
      const { name, data } = await offers.recruiterFile(request.params.offerId, 'signed');
      return sendAttachment(reply, { contentType: 'application/pdf', fileName: name, body: data });
    },
  };
});
