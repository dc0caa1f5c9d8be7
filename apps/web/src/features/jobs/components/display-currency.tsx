import { useId } from 'react';
import {
  CANDIDATE_CURRENCIES,
  EXCHANGE_RATE_MESSAGES as M,
  atRatesOf,
  currencyName,
  formatConvertedPay,
  isCandidateCurrency,
  ratesDayOf,
  type PayRange,
} from '@careers/shared';
import { readDisplayCurrency, useDisplayCurrency } from '@/hooks/use-display-currency';
import { loadExchangeRates, useExchangeRates } from '../api/exchange-rates';

/**
 * PUB-19 (docs/decisions/041): the job's pay also in the visitor's currency, beside the job's own range:
 * "≈ ₱40,500–50,625 / day · at the rates of 01-10-2025". Nothing when the visitor reads pay in the job's
 * own currency, or while (or when) the rates cannot be read. Loaded lazily (`./display-currency-slots`).
 */
export function ApproximatePayLine({
  pay,
  style = 'short',
  stacked = false,
}: {
  pay: PayRange;
  style?: 'long' | 'short';
  stacked?: boolean;
}) {
  const { currency } = useDisplayCurrency();
  const converts = currency !== null && currency !== pay.currency;
  const { rates, failed } = useExchangeRates(converts);
  if (!converts || failed) return null;
  // While the rates are read, the line's room is kept, so the cards below do not move when it fills in.
  if (!rates) return <p aria-hidden="true">&nbsp;</p>;
  const converted = formatConvertedPay(pay, currency, { asOf: rates.as_of, perEur: rates.rates }, { style });
  if (!converted) return null;
  return (
    <p className="text-muted" data-testid="approximate-pay">
      <span aria-hidden="true">≈ </span>
      <span className="sr-only">{M.approximately} </span>
      <span className="font-medium text-ink">{converted}</span>{' '}
      {/* On a phone, or stacked in a narrow column, the day goes under the amount, without the separator. */}
      <span className={stacked ? 'block whitespace-nowrap' : 'whitespace-nowrap'}>
        <span className={stacked ? 'hidden' : 'hidden sm:inline'}>· </span>
        {atRatesOf(ratesDayOf(pay.currency, currency, rates.dates, rates.as_of))}
      </span>
    </p>
  );
}

const selectClass =
  'h-9 min-w-0 rounded-lg border border-line bg-white pr-8 pl-3 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** PUB-19: the compact "Show pay in" choice on the careers list and the job page; remembered in this browser. */
export function ShowPayIn({ className = '' }: { className?: string }) {
  const id = useId();
  const { currency, choose } = useDisplayCurrency();
  const { rates } = useExchangeRates(true);
  // Only currencies the site has a rate for (all of them once the rates are read; the euro always).
  const offered = CANDIDATE_CURRENCIES.filter((code) => !rates || code === 'EUR' || rates.rates[code] !== undefined);
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={`${id}-currency`} className="font-medium whitespace-nowrap text-ink">
        {M.showPayIn}
      </label>
      <select
        id={`${id}-currency`}
        className={selectClass}
        value={currency ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = event.target.value;
          choose(isCandidateCurrency(value) ? value : null);
        }}
      >
        <option value="">{M.jobCurrency}</option>
        {offered.map((code) => (
          <option key={code} value={code}>
            {code} · {currencyName(code)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="sr-only">
        {M.selectorHint}
      </span>
    </div>
  );
}

/**
 * Started when the careers block mounts, beside the jobs' own request: the rates are read at once for a
 * visitor who reads pay in another currency, so the cards come with their "≈" line instead of growing later.
 */
export function prefetchRates(): void {
  if (readDisplayCurrency().currency !== null) loadExchangeRates().catch(() => {});
}
