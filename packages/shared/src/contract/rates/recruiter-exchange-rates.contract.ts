import { defineContract } from '../contract.js';
import { recruiterExchangeRatesOperations } from './recruiter-exchange-rates.js';
import { recruiterExchangeRatesSchemas } from './recruiter-exchange-rates.schemas.js';

/** The admins' exchange rates, as `routes/rates/recruiter-exchange-rates.ts` (apps/api) registers them. */
export const recruiterExchangeRatesContract = defineContract({
  tag: 'exchange rates',
  operations: recruiterExchangeRatesOperations,
  schemas: recruiterExchangeRatesSchemas,
});
