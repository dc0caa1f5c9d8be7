import { createEvents, type EventAttributes } from 'ics';

/** One interview as the feed lists it. */
export interface FeedInterview {
  /** The invitations' RFC 5545 UID (application_interviews.uid): a calendar that has the invitation matches it. */
  uid: string;
  /** The invitations' SEQUENCE. */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  /** REC-30: the video link, or null when the interview is at `place`. */
  meetingUrl: string | null;
  place: string | null;
  title: string;
  description: string;
}

/**
 * REC-32 (docs/decisions/051): a team member's calendar feed, an RFC 5545 VCALENDAR with METHOD:PUBLISH
 * (a subscription, not an invitation: no organiser or attendees to answer), one VEVENT per interview with
 * the invitations' UID and SEQUENCE, times in UTC (each calendar shows them in its owner's zone).
 * Written with the `ics` library, like the invitations (interview-calendar.ts).
 */
export function calendarFeed(o: { calendarName: string; interviews: readonly FeedInterview[]; now: Date }): string {
  // `timestamp` (DTSTAMP) is in the library's schema but not its types.
  const events = o.interviews.map((i): EventAttributes & { timestamp: number } => ({
    uid: i.uid,
    sequence: i.sequence,
    timestamp: o.now.getTime(),
    start: i.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: i.durationMinutes },
    title: i.title,
    description: i.description,
    location: i.meetingUrl ?? i.place ?? '',
    ...(i.meetingUrl ? { url: i.meetingUrl } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  const header = { productId: '-//careers//interview feed//EN', method: 'PUBLISH', calName: o.calendarName };
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('the calendar feed could not be written');
  return value;
}
