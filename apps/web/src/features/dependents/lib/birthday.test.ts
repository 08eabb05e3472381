import { describe, expect, it } from 'vitest';
import { daysToBirthday } from './birthday';

describe('daysToBirthday', () => {
  it('counts the days to this year’s birthday, or next year’s once it has passed', () => {
    expect(daysToBirthday('2024-12-10', '2026-11-28')).toBe(12);
    expect(daysToBirthday('2024-11-28', '2026-11-28')).toBe(0);
    expect(daysToBirthday('2024-11-27', '2026-11-28')).toBe(364);
  });

  it('puts a 29 February on the 28th in other years', () => {
    expect(daysToBirthday('2024-02-29', '2027-02-27')).toBe(1);
    expect(daysToBirthday('2024-02-29', '2028-02-27')).toBe(2);
  });
});
