/**
 * Day and month bounds in a time zone, as UTC instants, without a date library:
 * Intl gives the zone's offset at a moment, which is all we need. Calendar days
 * are asked for in the person's zone ("what happens on 5 Ene in Bogotá").
 */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The instant when the wall-clock time y-m-d 00:00 starts in `timeZone`. */
export function startOfDayIn(timeZone: string, year: number, month: number, day: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, day));
  const first = new Date(guess.getTime() - offsetMinutes(timeZone, guess) * 60_000);
  // Around a DST change the offset at the guess and at the answer can differ: correct once.
  return new Date(guess.getTime() - offsetMinutes(timeZone, first) * 60_000);
}

export function dayRange(timeZone: string, isoDate: string): [Date, Date] {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [
    startOfDayIn(timeZone, y, m, d),
    startOfDayIn(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  ];
}

export function monthRange(timeZone: string, year: number, month: number): [Date, Date] {
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [
    startOfDayIn(timeZone, year, month, 1),
    startOfDayIn(timeZone, next[0] as number, next[1] as number, 1),
  ];
}
