import type { Clock } from '../../src/lib/clock.js';

export interface TestClock extends Clock {
  /** Move time forward. */
  advance(ms: number): void;
}

/** Starts at the real time (JWTs carry real-looking dates) and moves only when told. */
export function createTestClock(start = Date.now()): TestClock {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
