import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ExchangeRatesAdmin, ExchangeRatesUpdate, PublicExchangeRates } from '../../schemas/exchange-rates.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ResponseOf } from '../operation.js';
import { exchangeRatesContract } from './exchange-rates.contract.js';
import type { exchangeRatesOperations } from './exchange-rates.js';
import { recruiterExchangeRatesContract } from './recruiter-exchange-rates.contract.js';
import type { recruiterExchangeRatesOperations } from './recruiter-exchange-rates.js';

describe('the exchange rates in the route contract (docs/decisions/021, 041)', () => {
  it('types each call through the zod-free tables', () => {
    expectTypeOf<ResponseOf<typeof exchangeRatesOperations.getExchangeRates>>().toEqualTypeOf<PublicExchangeRates>();
    expectTypeOf<ResponseOf<typeof recruiterExchangeRatesOperations.listExchangeRates>>().toEqualTypeOf<ExchangeRatesAdmin>();
    expectTypeOf<BodyOf<typeof recruiterExchangeRatesOperations.setExchangeRates>>().toEqualTypeOf<ExchangeRatesUpdate>();
  });

  it('PUB-19: the rates are public; REC-25: their page is for admins (401 anonymous, 403 recruiters and candidates)', () => {
    expect(errorAnswersOf(exchangeRatesContract)).toEqual({ getExchangeRates: [] });
    expect(errorAnswersOf(recruiterExchangeRatesContract)).toEqual({
      listExchangeRates: [401, 403],
      setExchangeRates: [400, 401, 403, 413, 415],
    });
  });
});
