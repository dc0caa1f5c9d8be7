import { recruiterExchangeRatesContract } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/** REC-25 (docs/decisions/041): the admins' exchange rates page (`recruiterExchangeRatesContract`: admins only). */
export default contractRoutes(recruiterExchangeRatesContract, (app) => ({
  listExchangeRates: async () => app.exchangeRates.adminRates(),
  setExchangeRates: async (request) => app.exchangeRates.setRates(currentUser(request).id, request.body),
}));
