import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDay, monthGrid, parseMonth } from './calendar';

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
