import type { PayUnit } from './job-terms.js';

/**
 * docs/decisions/042: how rates per hour, day, month and year compare: a day of 8 hours, a month of 20
 * working days, a year of 12 months. Used where a rate must be set against one in another unit (the
 * talent pool's maximum rate); shown to recruiters beside the filter.
 */
export const RATE_UNIT_HOURS: Readonly<Record<PayUnit, number>> = { hour: 1, day: 8, month: 160, year: 1920 };

/**
 * The highest amount in `unit` that is at most `amount` per `from` (minor units, exact integers, rounded
 * down): 60000 per day is at most 7500 per hour, 1200000 per month.
 */
export function rateBoundIn(amount: number, from: PayUnit, unit: PayUnit): number {
  const bound = (BigInt(amount) * BigInt(RATE_UNIT_HOURS[unit])) / BigInt(RATE_UNIT_HOURS[from]);
  return Number(bound);
}
