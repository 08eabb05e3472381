/**
 * Dates a person can mean. ISO allows years 0000–9999, but JavaScript's Date and PostgreSQL's
 * `date`/`timestamptz` disagree at the edges (9999-12-31 in another time zone is year 10000),
 * so every date the API accepts is bounded here, once, for every call.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
/*
 * Calendar days and time zones, shared by the API and the web, without a date library: Intl
 * (in Node and every browser) gives a zone's wall clock at any instant, which is all we need.
 * Days are `YYYY-MM-DD` strings, compared as text.
 */

/** 2027, 1, 5 → `2027-01-05`. */
export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `YYYY-MM-DD` plus (or minus) some days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The clocks of `timeZone` (the runtime's own zone when left out) at an instant. Throws for an unknown zone. */
export function wallClockIn(timeZone: string | undefined, at: Date): WallClock {
  // The runtime's own zone is what Date's local getters give: no Intl needed. A phone formats every date
  // on a page in its own zone, and Intl's first call there (loading the zone data) is slow.
  if (timeZone === undefined) {
    return {
      year: at.getFullYear(),
      month: at.getMonth() + 1,
      day: at.getDate(),
      hour: at.getHours(),
      minute: at.getMinutes(),
      second: at.getSeconds(),
    };
  }
  const key = timeZone;
  let formatter = clockFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormatters.set(key, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function dayIn(at: Date | string, timeZone: string | undefined): string {
  const c = wallClockIn(timeZone, at instanceof Date ? at : new Date(at));
  return isoDay(c.year, c.month, c.day);
}

function offsetMinutes(timeZone: string, at: Date): number {
  const c = wallClockIn(timeZone, at);
  return Math.round(
    (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - at.getTime()) / 60_000,
  );
}

/** The instant when the clocks of `timeZone` show that day and time ("18:30 on 5 Jan in Madrid"). */
export function wallClockToInstant(
  timeZone: string,
  {
    year,
    month,
    day,
    hour = 0,
    minute = 0,
  }: { year: number; month: number; day: number; hour?: number; minute?: number },
): Date {
  const guess = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const first = new Date(guess.getTime() - offsetMinutes(timeZone, guess) * 60_000);
  // Near a daylight-saving change the offset at the guess and at the answer differ: correct once.
  return new Date(guess.getTime() - offsetMinutes(timeZone, first) * 60_000);
}
