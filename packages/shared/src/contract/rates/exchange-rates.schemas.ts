import { publicExchangeRatesSchema } from '../../schemas/exchange-rates.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `exchange-rates.ts`. */
export const exchangeRatesSchemas = {
  getExchangeRates: {
    summary: 'The exchange rates pay is shown approximately in a candidate’s currency with (PUB-19)',
    description:
      'Units of each currency one euro buys, as exact decimal text, with each rate’s day and the oldest of them. ' +
      'Admins maintain them in the workspace (REC-25); nothing is fetched from outside services.',
    response: { 200: publicExchangeRatesSchema },
  },
} satisfies SchemaTable;
