import type { OperationsFor, TypedOperations } from '../operation.js';
import type { exchangeRatesSchemas } from './exchange-rates.schemas.js';

/**
 * PUB-19 (docs/decisions/041): the exchange rates the careers pages convert pay with, for anyone. A
 * public read, answered from the public cache with its ETag (docs/decisions/012).
 */
const operations = {
  getExchangeRates: { method: 'GET', path: '/api/exchange-rates', access: 'public' },
} satisfies OperationsFor<typeof exchangeRatesSchemas>;
export const exchangeRatesOperations: TypedOperations<typeof operations, typeof exchangeRatesSchemas> = operations;
