/**
 * Time as the server sees it. Everything that expires (codes, reset links, sessions, tokens,
 * rate-limit windows) asks the clock, so tests can move time instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
