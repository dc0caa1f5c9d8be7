import { describe, expect, it } from 'vitest';
import { errorAnswersOf } from '../contract.js';
import { calendarFeedContract } from './calendar-feed.contract.js';
import { recruiterCalendarFeedContract } from './recruiter-calendar-feed.contract.js';

describe('REC-32’s calendar feed in the route contract (docs/decisions/021)', () => {
  it('is public by its secret address: 400 for a name too long, 404 for a dead address, 429 rate-limited, 503 when the access log cannot be written', () => {
    expect(errorAnswersOf(calendarFeedContract)).toEqual({ readCalendarFeed: [400, 404, 429, 503] });
  });

  it('is managed by recruiters and admins only (401 anonymous, 403 candidates)', () => {
    expect(errorAnswersOf(recruiterCalendarFeedContract)).toEqual({
      getCalendarFeed: [401, 403],
      createCalendarFeed: [400, 401, 403, 413, 415],
      deleteCalendarFeed: [400, 401, 403, 413, 415],
    });
  });
});
