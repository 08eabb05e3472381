import { describe, expect, it } from 'vitest';
import { axisMoney, moneyTicks } from './money-axis';

describe('the wallet chart’s money axis', () => {
  it('steps evenly in round amounts up to the highest month', () => {
    expect(moneyTicks(137)).toEqual([0, 50, 100, 150]);
    expect(moneyTicks(24.61)).toEqual([0, 10, 20, 30]);
    expect(moneyTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(moneyTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(moneyTicks(0)).toEqual([0, 1]);
  });

  it('writes each tick in the currency, whole amounts without cents', () => {
    expect(axisMoney(150, 'EUR')).toBe('150\u00a0€');
    expect(axisMoney(12_500, 'EUR')).toBe('12.500\u00a0€');
    expect(axisMoney(0.25, 'EUR')).toBe('0,25\u00a0€');
    expect(axisMoney(2000, 'MXN')).toBe('2000\u00a0MXN');
  });
});
