import { createEvents, type EventAttributes } from 'ics';
import { interviewEventFields, type InterviewEvent } from './interview-calendar.js';

/** One interview as the feed lists it: the invitations' UID and SEQUENCE, so a calendar that has the invitation matches it. */
export type FeedInterview = InterviewEvent;

/**
 * REC-32 (docs/decisions/051): a team member's calendar feed, an RFC 5545 VCALENDAR with METHOD:PUBLISH
 * (a subscription, not an invitation: no organiser or attendees to answer), one VEVENT per interview with
 * the invitations' UID and SEQUENCE, times in UTC (each calendar shows them in its owner's zone).
 * Written with the `ics` library, like the invitations (interview-calendar.ts).
 */
export function calendarFeed(o: { calendarName: string; interviews: readonly FeedInterview[]; now: Date }): string {
  const events = o.interviews.map((i): EventAttributes => ({
    ...interviewEventFields(i, o.now),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  const header = { productId: '-//careers//interview feed//EN', method: 'PUBLISH', calName: o.calendarName };
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('the calendar feed could not be written');
  return value;
}
