/**
 * Wall-clock times in an IANA zone, without a date library. An event is stored
 * as a UTC instant plus the organiser's zone; the form edits "18:30 in Madrid",
 * so we convert between the two with the zone's offset, which Intl gives us.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: Date) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

function offsetMinutes(timeZone: string, at: Date): number {
  const p = partsIn(timeZone, at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - at.getTime()) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

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

/** `2027-01-05T18:30` in `Europe/Madrid` → the instant `2027-01-05T17:30:00.000Z`; null when not a time. */
export function zonedToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = new Date(Date.UTC(y, mo - 1, d, h, mi));
  try {
    const first = new Date(guess.getTime() - offsetMinutes(timeZone, guess) * 60_000);
    // Near a daylight-saving change the offset at the guess and at the answer differ: correct once.
    return new Date(guess.getTime() - offsetMinutes(timeZone, first) * 60_000);
  } catch {
    return null;
  }
}

/** The instant as `YYYY-MM-DDTHH:mm` on the clocks of `timeZone`, for `<input type="datetime-local">`. */
export function instantToZoned(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const p = partsIn(timeZone, at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function dayIn(iso: string | Date, timeZone: string): string {
  const at = iso instanceof Date ? iso : new Date(iso);
  const p = partsIn(timeZone, at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
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
