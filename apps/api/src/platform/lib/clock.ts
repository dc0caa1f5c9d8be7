import { readFileSync } from 'node:fs';

/**
 * Time as the server sees it. Everything that expires (codes, reset links, sessions, tokens,
 * rate-limit windows) asks the clock, so tests can move time instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Tests only (CLOCK_OFFSET_FILE, refused unless NODE_ENV=test): `base`'s time plus the milliseconds written in
 * `file`, read again at most every `refreshMs`. A missing or unreadable file means no offset.
 */
export function offsetClock(file: string, base: Clock = systemClock, refreshMs = 100): Clock {
  let offset = 0;
  let readAt = -Infinity;
  return {
    now() {
      const real = base.now().getTime();
      if (real - readAt >= refreshMs) {
        readAt = real;
        try {
          const value = Number(readFileSync(file, 'utf8').trim());
          offset = Number.isFinite(value) ? value : 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(real + offset);
    },
  };
}
