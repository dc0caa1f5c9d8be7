import { useEffect, useState } from 'react';
import { exchangeRatesOperations, type PublicExchangeRates } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** How long the rates read is reused before it is asked again (the server's answer changes only when an admin saves). */
const FRESH_MS = 5 * 60_000;

interface Loaded {
  at: number;
  rates: Promise<PublicExchangeRates>;
  /** The answer once it has come, so a page drawn later has it at once. */
  value?: PublicExchangeRates;
}
let loaded: Loaded | null = null;
const fresh = (now = Date.now()) => (loaded && now - loaded.at < FRESH_MS ? loaded : null);

/**
 * PUB-19 (docs/decisions/041): the exchange rates (`exchangeRatesOperations.getExchangeRates`), one
 * request shared by every card and the job page. Not React Query: the careers block renders on the landing
 * route, whose code leaves React Query out (PUB-17), like `../hooks/use-careers-openings.ts`; the browser
 * revalidates the answer with its ETag. A failure is forgotten, so the next page asks again.
 */
export function loadExchangeRates(now = Date.now()): Promise<PublicExchangeRates> {
  const current = fresh(now);
  if (current) return current.rates;
  const entry: Loaded = { at: now, rates: callApi(exchangeRatesOperations.getExchangeRates, {}) };
  loaded = entry;
  entry.rates.then(
    (value) => {
      entry.value = value;
    },
    () => {
      if (loaded === entry) loaded = null;
    },
  );
  return entry.rates;
}

export interface ExchangeRatesState {
  /** The rates once read (at once when this page has read them already). */
  rates: PublicExchangeRates | undefined;
  /** They could not be read: the page shows only the job's own pay. */
  failed: boolean;
}

/** The rates, read when `needed` (nothing is asked while it is false). */
export function useExchangeRates(needed: boolean): ExchangeRatesState {
  const [state, setState] = useState<ExchangeRatesState>(() => ({ rates: fresh()?.value, failed: false }));
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadExchangeRates().then(
      (rates) => {
        if (current) setState({ rates, failed: false });
      },
      () => {
        if (current) setState({ rates: undefined, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return needed ? state : { rates: undefined, failed: false };
}
