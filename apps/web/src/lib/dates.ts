import { isoDay, type WallClock, wallClockIn, wallClockToInstant } from '@detalle/contract';
import { i18n } from '@/i18n';

/**
 * The web's one date module: what needs the browser (its zone, its clock, Intl
 * formatting) on top of the contract's days and zones (`isoDay`, `addDays`, `wallClockIn`).
 *
 * Dates as the seed shows them (§3): day, abbreviated Spanish month, year and an
 * optional time — `5 Ene 2027`, `5 Ene 2027 18:30` — in the person's time zone.
 * Intl gives the numbers for the zone; the month names are ours, because Intl's
 * Spanish abbreviations are lower case with a dot ("ene.") and "sept." for September.
 */
export const SPANISH_MONTHS = [
  'Ene',
  'Feb',
  'Mar',
  'Abr',
  'May',
  'Jun',
  'Jul',
  'Ago',
  'Sep',
  'Oct',
  'Nov',
  'Dic',
] as const;

export type DateInput = Date | string | number;

export type DateFormatOptions = {
  /** Adds `HH:mm` (24-hour clock). */
  withTime?: boolean;
  /** IANA zone; the browser's own zone when left out. Tests pass one to be independent of the machine. */
  timeZone?: string;
};

/** `2027-01-05`: a calendar date with no time (a birthday, a special date). It must not shift with the zone. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar parts of a moment as seen in `timeZone`, or null for something that is not a date. */
function partsOf(value: DateInput, timeZone: string | undefined): Omit<WallClock, 'second'> | null {
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) {
      const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
      return { year, month, day, hour: 0, minute: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : wallClockIn(timeZone, date);
}

/**
 * `formatDate('2027-01-05T17:30:00Z', { withTime: true, timeZone: 'Europe/Madrid' })` → `5 Ene 2027 18:30`.
 * An invalid date gives an empty string, so a bad value never shows "NaN".
 */
export function formatDate(value: DateInput, { withTime = false, timeZone }: DateFormatOptions = {}): string {
  const p = partsOf(value, timeZone);
  if (!p) return '';
  const date = `${p.day} ${SPANISH_MONTHS[p.month - 1]} ${p.year}`;
  return withTime ? `${date} ${clockTime(p)}` : date;
}

/** Whole calendar days from `now` to `value` in the zone: 1 is tomorrow, -1 yesterday. */
export function daysFromToday(value: DateInput, { now = new Date(), timeZone }: RelativeOptions = {}) {
  const target = partsOf(value, timeZone);
  const today = partsOf(now, timeZone);
  if (!target || !today) return null;
  const dayMs = 24 * 60 * 60 * 1000;
  return Math.round(
    (Date.UTC(target.year, target.month - 1, target.day) - Date.UTC(today.year, today.month - 1, today.day)) /
      dayMs,
  );
}

export type RelativeOptions = {
  now?: Date;
  timeZone?: string;
  /** Beyond this many days either way, there is no relative form. */
  maxDays?: number;
};

/**
 * "hoy", "mañana", "pasado mañana", "ayer", "anteayer", "en 3 días", "hace 3 días";
 * null beyond `maxDays` (default 30), where the date itself reads better.
 */
export function formatRelativeDay(value: DateInput, options: RelativeOptions = {}): string | null {
  const days = daysFromToday(value, options);
  if (days === null || Math.abs(days) > (options.maxDays ?? 30)) return null;
  const named = namedDays[days];
  if (named) return i18n.t(named);
  return days > 0 ? i18n.t('format.inDays', { count: days }) : i18n.t('format.daysAgo', { count: -days });
}

type NamedDay =
  | 'format.dayBeforeYesterday'
  | 'format.yesterday'
  | 'format.today'
  | 'format.tomorrow'
  | 'format.dayAfterTomorrow';

const namedDays: Record<number, NamedDay | undefined> = {
  [-2]: 'format.dayBeforeYesterday',
  [-1]: 'format.yesterday',
  0: 'format.today',
  1: 'format.tomorrow',
  2: 'format.dayAfterTomorrow',
};

/** The value as an ISO string for `<time dateTime>`, or undefined when it is not a date. */
export function toIsoDateTime(value: DateInput): string | undefined {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** `18:30`: a 24-hour clock time. */
const clockTime = (c: { hour: number; minute: number }) =>
  `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;

/**
 * Orders texts that start `YYYY-MM-DD` (days, ISO instants) by date: plain code-point order. `localeCompare` would
 * give the same for ASCII digits, but its collator starts ICU, which is slow on a phone.
 */
export const byIsoText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Today as `YYYY-MM-DD` on this device's clock: special dates are days, not instants. */
export function todayHere(now = new Date()): string {
  return isoDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/*
 * Events are stored as a UTC instant plus the organiser's zone; the form edits
 * "18:30 in Madrid", so these convert between the two.
 */

/** The person's own zone, as the browser reports it (`Europe/Madrid`). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, for the form's picker; the given one is always included. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2027-01-05T18:30` in `Europe/Madrid` → the instant `2027-01-05T17:30:00.000Z`; null when not a time. */
export function zonedToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  try {
    return wallClockToInstant(timeZone, { year, month, day, hour, minute });
  } catch {
    return null;
  }
}

/** The instant as `YYYY-MM-DDTHH:mm` on the clocks of `timeZone`, for `<input type="datetime-local">`. */
export function instantToZoned(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const c = wallClockIn(timeZone, at);
  return `${isoDay(c.year, c.month, c.day)}T${clockTime(c)}`;
}

/** True when both zones show the same clock time at that instant (Madrid and Paris do). */
export function sameWallClock(iso: string, a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return instantToZoned(iso, a) === instantToZoned(iso, b);
  } catch {
    return false;
  }
}

/** `America/Argentina/Buenos_Aires` → `Buenos Aires`: the city people recognise. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
