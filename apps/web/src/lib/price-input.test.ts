import { describe, expect, it } from 'vitest';
import { parsePrice, priceToInput } from './price-input';

const amount = (text: string, currency = 'EUR') => {
  const parsed = parsePrice(text, currency);
  return parsed.ok ? parsed.money?.amount : parsed.reason;
};

describe('parsePrice', () => {
  it('reads decimals with a comma or a dot', () => {
    expect(amount('24,99')).toBe(2499);
    expect(amount('24.99', 'USD')).toBe(2499);
    expect(amount('24,5')).toBe(2450);
    expect(amount(' 30 ')).toBe(3000);
    expect(amount('0,10')).toBe(10);
  });

  it('reads thousands written either way', () => {
    expect(amount('1.500')).toBe(150000);
    expect(amount('1,500', 'MXN')).toBe(150000);
    expect(amount('1.299,99')).toBe(129999);
    expect(amount('1,299.99', 'USD')).toBe(129999);
    expect(amount('1.000.000', 'COP')).toBe(100000000);
    expect(amount('15.990', 'CLP')).toBe(15990);
  });

  it('is empty without a price, and refuses what is not one', () => {
    expect(parsePrice('', 'EUR')).toEqual({ ok: true, money: null });
    expect(amount('abc')).toBe('format');
    expect(amount('-3')).toBe('format');
    expect(amount('12,')).toBe('format');
    expect(amount('1,2,3.4,5')).toBe('format');
    expect(amount('1.2.3')).toBe('format');
    expect(amount('24,99,5')).toBe('format');
    expect(amount('12,999')).toBe(1299900);
    expect(amount('12,9999')).toBe('decimals');
    expect(amount('1,5', 'CLP')).toBe('decimals');
    expect(amount('99999999999')).toBe('tooBig');
  });
});

describe('priceToInput', () => {
  it('writes minor units back as a Spanish decimal', () => {
    expect(priceToInput({ amount: 2499, currency: 'EUR' })).toBe('24,99');
    expect(priceToInput({ amount: 15990, currency: 'CLP' })).toBe('15990');
    expect(priceToInput(null)).toBe('');
  });
});
