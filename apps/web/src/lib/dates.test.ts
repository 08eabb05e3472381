import { dayIn, wallClockIn } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import {
  daysFromToday,
  formatDate,
  formatRelativeDay,
  instantToZoned,
  SPANISH_MONTHS,
  sameWallClock,
  toIsoDateTime,
  zoneCity,
  zonedToInstant,
} from './dates';

const madrid = 'Europe/Madrid';
const mexico = 'America/Mexico_City';

describe('formatDate', () => {
  it('writes day, abbreviated Spanish month and year', () => {
    expect(formatDate('2027-01-05T10:00:00Z', { timeZone: madrid })).toBe('5 Ene 2027');
  });

  it('adds the 24-hour time when asked', () => {
    expect(formatDate('2027-01-05T17:30:00Z', { withTime: true, timeZone: madrid })).toBe('5 Ene 2027 18:30');
    expect(formatDate('2027-07-09T07:05:00Z', { withTime: true, timeZone: madrid })).toBe('9 Jul 2027 09:05');
  });

  it('shows the moment in the person’s time zone, which can change the day', () => {
    const lateNightUtc = '2027-03-01T02:30:00Z';
    expect(formatDate(lateNightUtc, { withTime: true, timeZone: madrid })).toBe('1 Mar 2027 03:30');
    expect(formatDate(lateNightUtc, { withTime: true, timeZone: mexico })).toBe('28 Feb 2027 20:30');
  });

  it('uses the seed’s twelve month names', () => {
    expect(SPANISH_MONTHS.join(' ')).toBe('Ene Feb Mar Abr May Jun Jul Ago Sep Oct Nov Dic');
    const months = Array.from({ length: 12 }, (_, m) =>
      formatDate(new Date(Date.UTC(2027, m, 15, 12)), { timeZone: 'UTC' }),
    );
    expect(months).toEqual(SPANISH_MONTHS.map((m) => `15 ${m} 2027`));
  });

  it('keeps a calendar date (no time) on its day in every zone', () => {
    expect(formatDate('2027-01-05', { timeZone: mexico })).toBe('5 Ene 2027');
    expect(formatDate('2027-01-05', { timeZone: 'Pacific/Kiritimati' })).toBe('5 Ene 2027');
  });

  it('accepts Date objects and timestamps, and gives nothing for an invalid date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 23, 59)), { withTime: true, timeZone: 'UTC' })).toBe(
      '31 Dic 2026 23:59',
    );
    expect(formatDate(Date.UTC(2027, 4, 1), { timeZone: 'UTC' })).toBe('1 May 2027');
    expect(formatDate('no es una fecha')).toBe('');
  });

  it('uses the browser’s zone when none is given', () => {
    const local = new Date(2027, 0, 5, 18, 30);
    expect(formatDate(local, { withTime: true })).toBe('5 Ene 2027 18:30');
  });
});

describe('wallClockIn without a zone', () => {
  it('gives the runtime zone’s clocks, as Intl does for that zone, also around a daylight-saving change', () => {
    const before = process.env.TZ;
    // Santiago de Chile changes its clocks in April and September: both sides of each are checked.
    process.env.TZ = 'America/Santiago';
    try {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(zone).toBe('America/Santiago');
      for (const iso of [
        '2027-04-04T02:30:00Z',
        '2027-04-04T03:30:00Z',
        '2027-09-05T03:30:00Z',
        '2027-09-05T04:30:00Z',
        '2026-12-31T23:59:59Z',
      ]) {
        expect(wallClockIn(undefined, new Date(iso))).toEqual(wallClockIn(zone, new Date(iso)));
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('formatRelativeDay', () => {
  const now = new Date('2027-01-05T21:00:00Z'); // 22:00 in Madrid, 15:00 in Mexico City
  const opts = { now, timeZone: madrid };

  it('names the nearby days', () => {
    expect(formatRelativeDay('2027-01-05T23:30:00Z', { now, timeZone: 'UTC' })).toBe('hoy');
    expect(formatRelativeDay('2027-01-06T09:00:00Z', opts)).toBe('mañana');
    expect(formatRelativeDay('2027-01-07', opts)).toBe('pasado mañana');
    expect(formatRelativeDay('2027-01-04', opts)).toBe('ayer');
    expect(formatRelativeDay('2027-01-03', opts)).toBe('anteayer');
    expect(formatRelativeDay('2027-01-08', opts)).toBe('en 3 días');
    expect(formatRelativeDay('2026-12-26', opts)).toBe('hace 10 días');
  });

  it('counts calendar days in the person’s zone, not 24-hour periods', () => {
    // 23:30 UTC on the 5th is already the 6th in Madrid: tomorrow there, today in Mexico City.
    expect(formatRelativeDay('2027-01-05T23:30:00Z', opts)).toBe('mañana');
    expect(formatRelativeDay('2027-01-05T23:30:00Z', { now, timeZone: mexico })).toBe('hoy');
  });

  it('gives up beyond the limit so the date itself is shown', () => {
    expect(formatRelativeDay('2027-03-01', opts)).toBeNull();
    expect(formatRelativeDay('2027-01-12', { ...opts, maxDays: 6 })).toBeNull();
    expect(formatRelativeDay('nada', opts)).toBeNull();
  });

  it('crosses month and year ends', () => {
    expect(daysFromToday('2027-02-01', { now: new Date('2027-01-31T12:00:00Z'), timeZone: madrid })).toBe(1);
    expect(daysFromToday('2026-12-31', { now: new Date('2027-01-01T12:00:00Z'), timeZone: madrid })).toBe(-1);
  });
});

describe('toIsoDateTime', () => {
  it('gives a machine-readable value for <time>', () => {
    expect(toIsoDateTime('2027-01-05')).toBe('2027-01-05');
    expect(toIsoDateTime(new Date(Date.UTC(2027, 0, 5, 17, 30)))).toBe('2027-01-05T17:30:00.000Z');
    expect(toIsoDateTime('mal')).toBeUndefined();
  });
});

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
