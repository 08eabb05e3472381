import { i18n } from '@/i18n';

/**
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

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = partFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar parts of a moment as seen in `timeZone`, or null for something that is not a date. */
function partsOf(value: DateInput, timeZone: string | undefined): Parts | null {
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) {
      const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
      return { year, month, day, hour: 0, minute: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `formatDate('2027-01-05T17:30:00Z', { withTime: true, timeZone: 'Europe/Madrid' })` → `5 Ene 2027 18:30`.
 * An invalid date gives an empty string, so a bad value never shows "NaN".
 */
export function formatDate(value: DateInput, { withTime = false, timeZone }: DateFormatOptions = {}): string {
  const p = partsOf(value, timeZone);
  if (!p) return '';
  const date = `${p.day} ${SPANISH_MONTHS[p.month - 1]} ${p.year}`;
  return withTime ? `${date} ${pad(p.hour)}:${pad(p.minute)}` : date;
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
