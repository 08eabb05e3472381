import { minorDigits, PAYMENT_CURRENCIES, toMajor, toMinor } from '@detalle/contract';
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

  // One table of minor digits, the contract's (the API's and the price box's): a missing UYI, CLF or UYW
  // would show a stored price 100 times too big or small.
  it('shows what the contract stored, for the currencies that do not use two decimals', () => {
    expect([minorDigits('UYI'), minorDigits('CLF'), minorDigits('UYW')]).toEqual([0, 4, 4]);
    expect(normalise(formatMoney({ amount: toMinor(1500, 'UYI'), currency: 'UYI' }))).toBe('1500 UYI');
    expect(normalise(formatMoney({ amount: toMinor(12.5, 'CLF'), currency: 'CLF' }))).toBe('12,5000 CLF');
    expect(normalise(formatMoney({ amount: toMinor(3.25, 'UYW'), currency: 'UYW' }))).toBe('3,2500 UYW');
  });
});

// The payment currencies are written without Intl (a page's first Intl formatter starts ICU, which a phone
// pays inside the render of the first price): what a person reads must stay exactly what Intl writes.
describe('formatMoney without Intl', () => {
  const amounts = [0, 1, 5, 49, 50, 99, 100, 149, 150, 999, 1000, 99_999, 100_000, 123_450, 123_456, 999_999];
  const bigAmounts = [1_000_000, 1_234_567, 99_999_999, 2_147_483_647];

  it.each(PAYMENT_CURRENCIES)('writes %s as Intl does, cents rounded as Intl rounds them', (currency) => {
    const intl = new Intl.NumberFormat('es', { style: 'currency', currency });
    for (const amount of [...amounts, ...bigAmounts, -1, -150, -123_456]) {
      const money = { amount, currency };
      expect(formatMoney(money), `${amount} ${currency}`).toBe(intl.format(toMajor(money)));
    }
  });

  it('writes any other currency through Intl', () => {
    expect(normalise(formatMoney({ amount: 123_456, currency: 'GBP' }))).toBe('1234,56 GBP');
    expect(normalise(formatMoney({ amount: 1_234_567, currency: 'JPY' }))).toBe('1.234.567 JPY');
  });
});
