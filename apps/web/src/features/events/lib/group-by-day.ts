import type { CalendarDatedItem, Event } from '@detalle/contract';
import { dayIn } from '@detalle/contract';
import type { Occurrence } from '../api/get-special-dates-by-month';

export type DayItems = {
  events: Event[];
  dates: Occurrence['specialDate'][];
  /** Draws' exchange days and lists' dates. */
  dated: CalendarDatedItem[];
};

export const noItems = (): DayItems => ({ events: [], dates: [], dated: [] });
export const itemCount = (items: DayItems) => items.events.length + items.dates.length + items.dated.length;

/** Events (on the viewer's clock), special-date occurrences, draws and dated lists, by day `YYYY-MM-DD`. */
export function groupByDay(
  events: Event[],
  occurrences: Occurrence[],
  timeZone: string,
  dated: CalendarDatedItem[] = [],
): Map<string, DayItems> {
  const days = new Map<string, DayItems>();
  const at = (day: string) => {
    let items = days.get(day);
    if (!items) {
      items = noItems();
      days.set(day, items);
    }
    return items;
  };
  for (const event of events) at(dayIn(event.startsAt, timeZone)).events.push(event);
  for (const occurrence of occurrences) at(occurrence.day).dates.push(occurrence.specialDate);
  // A calendar day, the same in every zone: no conversion.
  for (const item of dated) at(item.date).dated.push(item);
  return days;
}
