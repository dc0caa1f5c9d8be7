import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterExchangeRatesSchemas } from './recruiter-exchange-rates.schemas.js';

/**
 * REC-25 (docs/decisions/041): the admins' exchange rates page: every stored rate with who set it and
 * when, and setting one or several rates in one transaction. Admins only (a recruiter who is not an
 * admin gets 403).
 */
const operations = {
  listExchangeRates: { method: 'GET', path: '/api/recruiter/exchange-rates', access: 'admin' },
  setExchangeRates: { method: 'PUT', path: '/api/recruiter/exchange-rates', access: 'admin' },
} satisfies OperationsFor<typeof recruiterExchangeRatesSchemas>;
export const recruiterExchangeRatesOperations: TypedOperations<typeof operations, typeof recruiterExchangeRatesSchemas> = operations;
