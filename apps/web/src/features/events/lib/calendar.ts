import { isoDay } from '@detalle/contract';

/**
 * The month grid of the calendar: weeks from Monday to Sunday (the Spanish
 * week), with the days of the neighbouring months filling the first and last
 * weeks. Days are plain `YYYY-MM-DD` strings, compared as text.
 */
export type YearMonth = { year: number; month: number };

export type GridDay = { iso: string; day: number; inMonth: boolean };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (`2027-02-30` is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `2028-02` → { year: 2028, month: 2 }; null for anything else. */
export function parseMonth(value: string | null): YearMonth | null {
  const match = ISO_MONTH.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 1900 && year <= 2200 ? { year, month } : null;
}

export const formatMonth = ({ year, month }: YearMonth) => isoDay(year, month, 1).slice(0, 7);

export function monthOf(isoDate: string): YearMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Monday = 0 … Sunday = 6. */
function mondayIndex(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

/** The weeks shown for a month: 4 to 6 rows of 7 days, Monday first. */
export function monthGrid({ year, month }: YearMonth): GridDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, month - 1, 1 - mondayIndex(first)));
  const cells = Math.ceil((mondayIndex(first) + daysInMonth) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = new Date(start.getTime() + i * 86_400_000);
    const cell = {
      iso: isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push(cell);
  }
  return weeks;
}

/** Monday = 0 … Sunday = 6, for a `YYYY-MM-DD` day. */
export function weekdayOf(isoDate: string): number {
  const { year, month } = monthOf(isoDate);
  return mondayIndex(new Date(Date.UTC(year, month - 1, Number(isoDate.slice(8, 10)))));
}
