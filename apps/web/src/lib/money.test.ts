import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates amount and symbol with a no-break space.
const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('reads integer minor units in Spanish format', () => {
    expect(normalise(formatMoney({ amount: 2499, currency: 'EUR' }))).toBe('24,99 €');
    expect(normalise(formatMoney({ amount: 0, currency: 'EUR' }))).toBe('0,00 €');
  });

  it('uses each currency’s own minor units', () => {
    expect(normalise(formatMoney({ amount: 15990, currency: 'CLP' }))).toBe('15.990 CLP');
    expect(normalise(formatMoney({ amount: 1500, currency: 'KWD' }))).toBe('1,500 KWD');
    expect(normalise(formatMoney({ amount: 123456, currency: 'MXN' }))).toBe('1234,56 MXN');
  });
});
