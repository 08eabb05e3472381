import { MAX_AMOUNT_MINOR, type Money, minorDigits, toMajor, toMinor } from '@detalle/contract';
import type { TFunction } from '@/i18n';

/**
 * Money typed by a person, the Spanish way ("24,99", "1.500"): a gift's price (lists) and an amount to
 * send or withdraw (wallet) are read by the same rules here.
 */

/** The currencies offered when typing a price; EUR first, then the Latin American ones our people use most. */
export const priceCurrencies = ['EUR', 'USD', 'MXN', 'COP', 'ARS', 'CLP', 'PEN'] as const;
export const DEFAULT_CURRENCY = 'EUR';

export type PriceParse =
  | { ok: true; money: Money | null }
  | { ok: false; reason: 'format' | 'decimals' | 'tooBig' };

/**
 * Which separator of `text` is the decimal one. People write "24,99" (Spain),
 * "24.99" (Mexico, Peru) and "1.500" or "1,500" for a thousand, so:
 * with both, the last one is decimal; one kind repeated is grouping; a single
 * one followed by exactly three digits is grouping in currencies with fewer
 * decimals than that; anything else is decimal.
 */
function decimalSeparator(text: string, digits: number): ',' | '.' | null {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas && dots) return text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  const only = commas ? ',' : dots ? '.' : null;
  if (!only || commas + dots > 1) return null;
  const after = text.length - text.indexOf(only) - 1;
  return after === 3 && digits < 3 ? null : only;
}

/** What a person typed as a price ("24,99", "1.500", "15990") in `currency` → integer minor units; empty = no price. */
export function parsePrice(input: string, currency: string): PriceParse {
  const text = input.replace(/\s/g, '');
  if (!text) return { ok: true, money: null };
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return { ok: false, reason: 'format' };
  const digits = minorDigits(currency);
  const decimal = decimalSeparator(text, digits);
  const at = decimal ? text.lastIndexOf(decimal) : text.length;
  const whole = text.slice(0, at);
  const fraction = text.slice(at + 1);
  const grouping = decimal === ',' ? '.' : decimal === '.' ? ',' : text.includes(',') ? ',' : '.';
  // Only the whole part may be grouped, in threes ("1.299.000"); anything else is a typo.
  if (/[.,]/.test(fraction) || !/^\d+$/.test(fraction || '0')) return { ok: false, reason: 'format' };
  const groups = whole.split(grouping);
  const grouped = groups.length === 1 || groups.slice(1).every((g) => /^\d{3}$/.test(g));
  const plain = groups.join('');
  if (!grouped || !/^\d+$/.test(plain)) return { ok: false, reason: 'format' };
  if (fraction.length > digits) return { ok: false, reason: 'decimals' };
  const amount = toMinor(Number(`${plain}.${fraction || '0'}`), currency);
  if (amount > MAX_AMOUNT_MINOR) return { ok: false, reason: 'tooBig' };
  return { ok: true, money: { amount, currency } };
}

/** The price typed so far, or null while it is empty or cannot be read (for suggestions that follow it). */
export function typedPrice(input: string, currency: string): Money | null {
  const parsed = parsePrice(input, currency);
  return parsed.ok ? parsed.money : null;
}

/** `{ amount: 2499, currency: 'EUR' }` → "24,99", to put a price back in a text box. */
export function priceToInput(money: Money | null): string {
  if (!money) return '';
  return toMajor(money).toFixed(minorDigits(money.currency)).replace('.', ',');
}

/** Whose words a parse error is said in: a gift's price ("el precio…") or an amount of money ("la cantidad…"). */
export type PriceWording = 'gifts.price' | 'wallet.amount';

/** The Spanish reason a typed price or amount cannot be read, or null when it can. */
export function priceErrorText(
  parsed: PriceParse,
  currency: string,
  t: TFunction,
  wording: PriceWording = 'gifts.price',
): string | null {
  if (parsed.ok) return null;
  if (parsed.reason === 'tooBig') return t(`${wording}.tooBig`);
  if (parsed.reason === 'format') return t(`${wording}.format`);
  const digits = minorDigits(currency);
  return digits === 0
    ? t(`${wording}.noDecimals`, { currency })
    : t(`${wording}.decimals`, { currency, digits });
}
