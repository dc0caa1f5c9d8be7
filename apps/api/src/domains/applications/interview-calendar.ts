import { createEvent, type EventAttributes } from 'ics';

/** A person on an invitation (RFC 5545 ORGANIZER or ATTENDEE). */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** One interview as a calendar event: what the invitations and the calendar feed (REC-32) both write. */
export interface InterviewEvent {
  /** Stable per application interview: every update of the same interview keeps it (RFC 5545 UID). */
  uid: string;
  /** 0 for the first invitation, one more for each update or cancellation (RFC 5545 SEQUENCE). */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  /** REC-30: the video link, or null when the interview is at `place`. */
  meetingUrl: string | null;
  /** REC-30: where it takes place, when it is not a video call. */
  place?: string | null;
  title: string;
  description: string;
}

/**
 * The VEVENT fields of an interview, in UTC (each calendar shows them in its owner's zone), with DTSTAMP
 * from the app's clock. `timestamp` (DTSTAMP) is in the `ics` library's schema but not its types.
 */
export function interviewEventFields(i: InterviewEvent, now: Date): EventAttributes & { timestamp: number } {
  return {
    uid: i.uid,
    sequence: i.sequence,
    timestamp: now.getTime(),
    start: i.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: i.durationMinutes },
    title: i.title,
    description: i.description,
    location: i.meetingUrl ?? i.place ?? '',
    ...(i.meetingUrl ? { url: i.meetingUrl } : {}),
  };
}

export interface InterviewInvitation extends InterviewEvent {
  organizer: CalendarPerson;
  /** The candidate. */
  attendee: CalendarPerson;
  /** REC-30: the other interviewers, attendees too. */
  interviewers?: CalendarPerson[];
  /**
   * RFC 5546: REQUEST for a new or changed interview (the same UID, a higher SEQUENCE replaces it in the
   * calendar); CANCEL (STATUS:CANCELLED) calls it off. Default REQUEST.
   */
  method?: 'REQUEST' | 'CANCEL';
  /** When the invitation was written (DTSTAMP), from the app's clock. */
  now: Date;
}

/**
 * REC-12, REC-31 (docs/decisions/049): the calendar invitation of an interview, an RFC 5545 VCALENDAR with
 * METHOD:REQUEST (or METHOD:CANCEL) that mail clients offer to add (or remove). One invitation for
 * everyone: the recruiter as ORGANIZER, the candidate and the other interviewers as ATTENDEEs. Times
 * are in UTC; each calendar shows them in its owner's time zone.
 */
export function interviewCalendar(o: InterviewInvitation): string {
  const cancel = o.method === 'CANCEL';
  const attendee = (p: CalendarPerson) => ({
    name: p.name,
    email: p.email,
    rsvp: !cancel,
    partstat: 'NEEDS-ACTION' as const,
    role: 'REQ-PARTICIPANT' as const,
  });
  const event: EventAttributes = {
    ...interviewEventFields(o, o.now),
    method: cancel ? 'CANCEL' : 'REQUEST',
    productId: '-//careers//interviews//EN',
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: o.organizer.name, email: o.organizer.email },
    attendees: [o.attendee, ...(o.interviewers ?? [])].map(attendee),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return value;
}
