import { exchangeRatesAdminSchema, exchangeRatesUpdateSchema } from '../../schemas/exchange-rates.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-exchange-rates.ts`. */
export const recruiterExchangeRatesSchemas = {
  listExchangeRates: {
    summary: 'The exchange rates, each with its day and who set it when (REC-25)',
    response: { 200: exchangeRatesAdminSchema },
  },
  setExchangeRates: {
    summary: 'Set one or several exchange rates (REC-25)',
    description:
      'Each rate is units per euro as decimal text with up to 6 places, dated by a day not after today. ' +
      'The rates are saved together, marked as set by you; the careers pages show them at the next request.',
    body: exchangeRatesUpdateSchema,
    response: { 200: exchangeRatesAdminSchema },
  },
} satisfies SchemaTable;
