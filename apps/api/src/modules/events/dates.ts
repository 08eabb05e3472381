import { addDays, wallClockToInstant } from '@detalle/contract';

/**
 * Day and month bounds in a time zone, as UTC instants. Calendar days are asked
 * for in the person's zone ("what happens on 5 Ene in Bogotá").
 */
export function dayRange(timeZone: string, isoDate: string): [Date, Date] {
  const startOf = (day: string) => {
    const [year, month, d] = day.split('-').map(Number) as [number, number, number];
    return wallClockToInstant(timeZone, { year, month, day: d });
  };
  return [startOf(isoDate), startOf(addDays(isoDate, 1))];
}

export function monthRange(timeZone: string, year: number, month: number): [Date, Date] {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return [
    wallClockToInstant(timeZone, { year, month, day: 1 }),
    wallClockToInstant(timeZone, { ...next, day: 1 }),
  ];
}
