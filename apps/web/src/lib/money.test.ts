import { minorDigits, toMinor } from '@detalle/contract';
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

  // Bug (issue 12): the web had its own table, and the contract's (used by the API and the
  // price box) lacked UYI, CLF and UYW, so a stored price showed 100 times too big or small.
  it('shows what the contract stored, for the currencies that do not use two decimals', () => {
    expect([minorDigits('UYI'), minorDigits('CLF'), minorDigits('UYW')]).toEqual([0, 4, 4]);
    expect(normalise(formatMoney({ amount: toMinor(1500, 'UYI'), currency: 'UYI' }))).toBe('1500 UYI');
    expect(normalise(formatMoney({ amount: toMinor(12.5, 'CLF'), currency: 'CLF' }))).toBe('12,5000 CLF');
    expect(normalise(formatMoney({ amount: toMinor(3.25, 'UYW'), currency: 'UYW' }))).toBe('3,2500 UYW');
  });
});
