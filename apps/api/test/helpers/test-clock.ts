import type { Clock } from '../../src/platform/lib/clock.js';

export interface TestClock extends Clock {
  /** Move time forward. */
  advance(ms: number): void;
  /** Move time forward to the start of the next fixed window of `windowMs` (ACC-17's rate-limit windows). */
  advanceToNextWindow(windowMs: number): void;
}

/**
 * Where every test clock starts, whatever the real date and hour: Wednesday 10 June 2026, 10:00 UTC.
 * The start of an hour, so every fixed rate-limit window (ACC-17: a minute, 15 minutes, an hour) has
 * all its length ahead and a file's tests cross one only where they move the clock across it on
 * purpose; mid-morning UTC (15:30 in India, noon in Europe), so no calendar day changes in a
 * time zone from UTC-9 to UTC+13 until a test moves the clock by hours; and no month end or
 * daylight-saving change near. A past instant works: access tokens are checked against the app's
 * clock (jose's `currentDate`, src/accounts/access-tokens.ts).
 */
export const TEST_CLOCK_START = '2026-06-10T10:00:00.000Z';

/** Starts at TEST_CLOCK_START (or `start`) and moves only when told. */
export function createTestClock(start = Date.parse(TEST_CLOCK_START)): TestClock {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    advanceToNextWindow(windowMs) {
      now += windowMs - (now % windowMs);
    },
  };
}
