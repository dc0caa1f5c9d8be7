import { createEvent, type EventAttributes } from 'ics';

export interface InterviewInvitation {
  /** Stable per application interview: every update of the same interview keeps it (RFC 5545 UID). */
  uid: string;
  /** 0 for the first invitation, one more for each update (RFC 5545 SEQUENCE). */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl: string;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the invitation was written (DTSTAMP), from the app's clock. */
  now: Date;
}

/**
 * REC-12: the calendar invitation of an interview, an RFC 5545 VCALENDAR with METHOD:REQUEST that
 * mail clients offer to add. Times are in UTC; each calendar shows them in its owner's time zone.
 */
export function interviewCalendar(o: InterviewInvitation): string {
  // `timestamp` (DTSTAMP) is in the library's schema but not its types.
  const event: EventAttributes & { timestamp: number } = {
    uid: o.uid,
    sequence: o.sequence,
    method: 'REQUEST',
    productId: '-//careers//interviews//EN',
    timestamp: o.now.getTime(),
    start: o.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: o.durationMinutes },
    title: o.title,
    description: o.description,
    location: o.meetingUrl,
    url: o.meetingUrl,
    status: 'CONFIRMED',
    organizer: o.organizer,
    attendees: [{ ...o.attendee, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return value;
}
