import ICAL from 'ical.js';

/** One VEVENT of a subscribed calendar (REC-32's feed), as a calendar app reads it with ical.js. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  /** DTSTART as an instant (ISO 8601, UTC), and whether it was written in UTC. */
  start: string;
  startIsUtc: boolean;
  durationMinutes: number;
  summary: string;
  location: string;
}

/** A calendar feed parsed with ical.js (RFC 5545): its METHOD (or ''), its name, its events in order. */
export function calendarFeedIn(text: string): { method: string; name: string; events: FeedEvent[] } {
  const calendar = ICAL.Component.fromString(text);
  if (calendar.name !== 'vcalendar') throw new Error('the feed is not a VCALENDAR');
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
        durationMinutes: event.duration.toSeconds() / 60,
        summary: event.summary,
        location: event.location,
      };
    }),
  };
}
