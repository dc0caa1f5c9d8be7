import { useEffect, useState } from 'react';
import { exchangeRatesOperations, type PublicExchangeRates } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** How long the rates read is reused before it is asked again (the server's answer changes only when an admin saves). */
const FRESH_MS = 5 * 60_000;

let loaded: { at: number; rates: Promise<PublicExchangeRates> } | null = null;

/**
 * PUB-19 (docs/decisions/041): the exchange rates (`exchangeRatesOperations.getExchangeRates`), one
 * request shared by every card and the job page. Not React Query: the careers block renders on the landing
 * route, whose code leaves React Query out (PUB-17), like `../hooks/use-careers-openings.ts`; the browser
 * revalidates the answer with its ETag. A failure is forgotten, so the next page asks again.
 */
export function loadExchangeRates(now = Date.now()): Promise<PublicExchangeRates> {
  if (loaded && now - loaded.at < FRESH_MS) return loaded.rates;
  const rates = callApi(exchangeRatesOperations.getExchangeRates, {});
  const entry = { at: now, rates };
  loaded = entry;
  rates.catch(() => {
    if (loaded === entry) loaded = null;
  });
  return rates;
}

/** The rates once loaded (undefined before, and after a failure: the page then shows only the job's own pay); nothing is asked while `needed` is false. */
export function useExchangeRates(needed: boolean): PublicExchangeRates | undefined {
  const [rates, setRates] = useState<PublicExchangeRates>();
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadExchangeRates().then(
      (answer) => {
        if (current) setRates(answer);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return needed ? rates : undefined;
}
