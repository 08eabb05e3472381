import type { Event } from '@detalle/contract';
import { dayIn } from '@detalle/contract';
import type { Occurrence } from '../api/get-special-dates-by-month';

export type DayItems = { events: Event[]; dates: Occurrence['specialDate'][] };

/** Events (on the viewer's clock) and special-date occurrences, by day `YYYY-MM-DD`. */
export function groupByDay(
  events: Event[],
  occurrences: Occurrence[],
  timeZone: string,
): Map<string, DayItems> {
  const days = new Map<string, DayItems>();
  const at = (day: string) => {
    let items = days.get(day);
    if (!items) {
      items = { events: [], dates: [] };
      days.set(day, items);
    }
    return items;
  };
  for (const event of events) at(dayIn(event.startsAt, timeZone)).events.push(event);
  for (const occurrence of occurrences) at(occurrence.day).dates.push(occurrence.specialDate);
  return days;
}
