import { TZDate } from '@date-fns/tz';
import { CALENDAR_REFRESH_HOURS } from '@detalle/contract';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventRepeatingFreq } from 'ical-generator';

/**
 * iCalendar text for calendar apps (Google Calendar, Apple Calendar, Outlook), built with ical-generator.
 * Each entry has a UID that never changes (`<kind>-<row id>@detalle`) and the row's SEQUENCE, which a
 * trigger raises whenever what a calendar shows changes, so apps replace the entry instead of adding one.
 */
export type TimedEntry = {
  uid: string;
  sequence: number;
  title: string;
  description: string;
  location: string;
  url: string;
  /** The instant it starts; written as wall-clock time in `timezone`, with that zone's VTIMEZONE. */
  startsAt: Date;
  timezone: string;
  updatedAt: Date;
};

export type DayEntry = {
  uid: string;
  sequence: number;
  title: string;
  description: string;
  /** A calendar day, `YYYY-MM-DD`: written as a DATE, so it is that day in every zone. */
  date: string;
  yearly: boolean;
  /** Where it lives in Detalle (a draw, a list); birthdays and special dates have none. */
  url?: string;
  /** Shown as busy time? A birthday or a list's date is nobody's busy time; a draw's exchange is a plan. */
  busy?: boolean;
};

/** Events have no end time in Detalle: calendars show them as two hours long. */
const EVENT_HOURS = 2;
const DOMAIN = 'detalle';

/** Midnight UTC of a calendar day: with `allDay`, ical-generator writes its UTC date, never the server's. */
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

export function buildCalendar(name: string, timed: TimedEntry[], days: DayEntry[]) {
  const cal = new ICalCalendar({
    name,
    prodId: { company: 'Detalle', product: 'Calendario', language: 'ES' },
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often subscribed apps fetch it again.
    ttl: CALENDAR_REFRESH_HOURS * 3600,
  });
  // The VTIMEZONE of every zone the events use (from the IANA database shipped with the library).
  cal.timezone({ name: null, generator: getVtimezoneComponent } as unknown as { name: string });
  for (const e of timed) {
    cal.createEvent({
      id: `${e.uid}@${DOMAIN}`,
      sequence: e.sequence,
      // A TZDate, so the wall-clock time is computed in the event's zone, never in the server's.
      start: new TZDate(e.startsAt, e.timezone),
      end: new TZDate(e.startsAt.getTime() + EVENT_HOURS * 3600_000, e.timezone),
      timezone: e.timezone,
      summary: e.title,
      description: e.description || null,
      location: e.location || null,
      url: e.url,
      lastModified: e.updatedAt,
      stamp: e.updatedAt,
    });
  }
  for (const d of days) {
    cal.createEvent({
      id: `${d.uid}@${DOMAIN}`,
      sequence: d.sequence,
      start: utcMidnight(d.date),
      allDay: true,
      summary: d.title,
      description: d.description || null,
      url: d.url ?? null,
      // A birthday is nobody's busy time.
      transparency: (d.busy ? 'OPAQUE' : 'TRANSPARENT') as never,
      // The last day of February every year: 29 February in leap years, 28 February otherwise — the same
      // rule as the app's (RFC 5545 would skip the non-leap years of a plain yearly rule on the 29th).
      repeating: d.yearly
        ? d.date.slice(5) === '02-29'
          ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] }
          : { freq: ICalEventRepeatingFreq.YEARLY }
        : null,
    });
  }
  // RFC 5545 ends every content line with CRLF, END:VCALENDAR too; some importers drop a calendar without it.
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
