import { defineContract } from '../contract.js';
import { exchangeRatesOperations } from './exchange-rates.js';
import { exchangeRatesSchemas } from './exchange-rates.schemas.js';

/** The public exchange rates, as `routes/rates/exchange-rates.ts` (apps/api) registers them: the table joined with its schemas. */
export const exchangeRatesContract = defineContract({
  tag: 'exchange rates',
  operations: exchangeRatesOperations,
  schemas: exchangeRatesSchemas,
});
