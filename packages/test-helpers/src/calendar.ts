import ICAL from 'ical.js';
import type { ParsedMail } from './mail-parse.js';

/** What a mail client reads from an interview invitation (REC-12), parsed with ical.js (RFC 5545). */
export interface CalendarInvitation {
  /** The part's Content-Type header, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  method: string;
  uid: string;
  sequence: number;
  /** DTSTART as an instant (ISO 8601, UTC) and whether it was written in UTC. */
  start: string;
  startIsUtc: boolean;
  dtstamp: string;
  durationMinutes: number;
  organizer: string;
  attendees: string[];
  location: string;
  url: string;
  /** STATUS: CONFIRMED, or CANCELLED on a METHOD:CANCEL (REC-31). */
  status: string;
}

/** The mail's text/calendar part, parsed; throws when there is none or it is not a VCALENDAR with one VEVENT. */
export function calendarIn(mail: ParsedMail): CalendarInvitation {
  if (!mail.calendar) throw new Error(`no text/calendar part in mail "${mail.subject}"`);
  const calendar = ICAL.Component.fromString(mail.calendar);
  if (calendar.name !== 'vcalendar') throw new Error('the calendar part is not a VCALENDAR');
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '');
  const dtstamp = vevent.getFirstPropertyValue('dtstamp');
  return {
    contentType: mail.calendarType,
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    dtstamp: dtstamp instanceof ICAL.Time ? dtstamp.toJSDate().toISOString() : '',
    durationMinutes: event.duration.toSeconds() / 60,
    organizer: text('organizer'),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
    location: event.location,
    url: text('url'),
    status: text('status'),
  };
}
