import { isoDay } from '@detalle/contract';

/**
 * When a special date happens. Dates are calendar days (YYYY-MM-DD) without a
 * time or zone: a birthday is on 8 March wherever you are. A yearly 29 February
 * falls on 28 February in years that have no 29th.
 */
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/** The day a yearly date falls on in `year`. */
export function inYear(date: string, year: number): string {
  const { m, d } = parts(date);
  return isoDay(year, m, m === 2 && d === 29 && !isLeap(year) ? 28 : d);
}

/** The next occurrence on or after `from`, or null for a one-off date already past. */
export function nextOccurrence(date: string, yearly: boolean, from: string): string | null {
  if (!yearly) return date >= from ? date : null;
  if (date >= from) return date;
  const { y } = parts(from);
  const thisYear = inYear(date, y);
  return thisYear >= from ? thisYear : inYear(date, y + 1);
}

/** Every occurrence between `from` and `to` inclusive (a yearly date may fall more than once in a long range). */
export function occurrencesBetween(date: string, yearly: boolean, from: string, to: string): string[] {
  if (!yearly) return date >= from && date <= to ? [date] : [];
  const out: string[] = [];
  for (let y = parts(from).y; y <= parts(to).y; y++) {
    const day = inYear(date, y);
    if (day >= from && day <= to && day >= date) out.push(day);
  }
  return out;
}

export const monthBounds = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [isoDay(year, month, 1), isoDay(year, month, last)] as const;
};

export const todayUtc = () => new Date().toISOString().slice(0, 10);
