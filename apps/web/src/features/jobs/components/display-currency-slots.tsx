import { lazy, Suspense } from 'react';
import type { PayRange } from '@careers/shared';

/**
 * PUB-19: the candidate's currency on pages that show pay. The careers block is on the landing route,
 * whose initial JS has a budget (PUB-17): the selector, the conversion and the rates' read come in a
 * chunk of their own (`./display-currency`), loaded when a job with pay is drawn.
 */
const load = () => import('./display-currency');
const ApproximatePayLine = lazy(() => load().then((m) => ({ default: m.ApproximatePayLine })));
const ShowPayIn = lazy(() => load().then((m) => ({ default: m.ShowPayIn })));

/** The chunk, and the rates when the visitor reads pay in another currency, asked for before the jobs arrive. */
export function prefetchDisplayCurrency(): void {
  load().then(
    (m) => m.prefetchRates(),
    () => {},
  );
}

/**
 * "≈ ₱40,500–50,625 / day · at the rates of 01-10-2025" under the job's own range, when the visitor reads pay
 * in another currency; `stacked`: the day on a line of its own (a narrow column such as the job page's facts).
 */
export function ApproximatePay({ pay, style, stacked }: { pay: PayRange; style?: 'long' | 'short'; stacked?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ApproximatePayLine pay={pay} {...(style ? { style } : {})} {...(stacked ? { stacked } : {})} />
    </Suspense>
  );
}

/** The "Show pay in" selector; a box of its height while its code arrives, so nothing below moves. */
export function ShowPayInSlot({ className = '' }: { className?: string }) {
  return (
    <Suspense fallback={<div className={`h-9 ${className}`} aria-hidden="true" />}>
      <ShowPayIn className={className} />
    </Suspense>
  );
}
