import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDay, monthGrid, parseMonth } from './calendar';
import { dayIn, instantToZoned, sameWallClock, zoneCity, zonedToInstant } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time in a zone into the instant, and back', () => {
    expect(zonedToInstant('2027-01-05T18:30', 'Europe/Madrid')?.toISOString()).toBe(
      '2027-01-05T17:30:00.000Z',
    );
    // Summer time: Madrid is UTC+2.
    expect(zonedToInstant('2027-07-05T18:30', 'Europe/Madrid')?.toISOString()).toBe(
      '2027-07-05T16:30:00.000Z',
    );
    expect(zonedToInstant('2027-01-05T18:30', 'America/Bogota')?.toISOString()).toBe(
      '2027-01-05T23:30:00.000Z',
    );
    expect(instantToZoned('2027-01-05T23:30:00.000Z', 'America/Bogota')).toBe('2027-01-05T18:30');
    expect(zonedToInstant('', 'Europe/Madrid')).toBeNull();
    expect(zonedToInstant('2027-01-05T18:30', 'No/Zone')).toBeNull();
  });

  it('knows the day of an instant in a zone, and when two zones read the same clock', () => {
    expect(dayIn('2027-01-05T23:30:00.000Z', 'Europe/Madrid')).toBe('2027-01-06');
    expect(dayIn('2027-01-05T23:30:00.000Z', 'America/Bogota')).toBe('2027-01-05');
    expect(sameWallClock('2027-01-05T17:30:00Z', 'Europe/Madrid', 'Europe/Paris')).toBe(true);
    expect(sameWallClock('2027-01-05T17:30:00Z', 'Europe/Madrid', 'Europe/London')).toBe(false);
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});

describe('calendar grid', () => {
  it('starts weeks on Monday and fills them with the neighbouring days', () => {
    const feb2028 = monthGrid({ year: 2028, month: 2 });
    expect(feb2028).toHaveLength(5);
    expect(feb2028[0]?.[0]).toEqual({ iso: '2028-01-31', day: 31, inMonth: false });
    expect(feb2028[4]?.[1]).toEqual({ iso: '2028-02-29', day: 29, inMonth: true });
    expect(feb2028.flat().filter((d) => d.inMonth)).toHaveLength(29);
    // February 2027 starts on a Monday and fits in exactly four weeks.
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it('moves across years and reads only real months and days', () => {
    expect(addMonths({ year: 2027, month: 12 }, 1)).toEqual({ year: 2028, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(parseMonth('2028-02')).toEqual({ year: 2028, month: 2 });
    expect(parseMonth('2028-13')).toBeNull();
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('abc')).toBe(false);
  });
});
