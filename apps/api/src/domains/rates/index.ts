/**
 * The exchange rates admins maintain (docs/decisions/041): pay shown in a candidate's currency, and
 * pay and rate filters across currencies. A leaf domain: it imports no other domain.
 */
export { listExchangeRates, readExchangeRates, toExchangeRates } from './exchange-rates-repository.js';
export { createExchangeRatesService, rateText, type ExchangeRatesService } from './exchange-rates-service.js';
