import { exchangeRatesContract } from '@careers/shared';
import { JSON_CONTENT_TYPE, PUBLIC_CACHE_CONTROL, sendPublic } from '../../../platform/cache/public-cache.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * PUB-19 (docs/decisions/041): the exchange rates the careers pages convert pay with, for anyone. Kept
 * in the public cache with its ETag like the jobs' reads (docs/decisions/012); an admin's change drops
 * it (`exchangeRates.setRates`).
 */
export default contractRoutes(exchangeRatesContract, (app) => ({
  getExchangeRates: async (request, reply) => {
    const answer = await app.publicCache.answer('rates:public', async () => ({
      body: reply.serialize(await app.exchangeRates.publicRates()),
      contentType: JSON_CONTENT_TYPE,
      cacheControl: PUBLIC_CACHE_CONTROL,
    }));
    return sendPublic(request, reply, answer);
  },
}));
