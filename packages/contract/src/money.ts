import type { Money, PaymentCurrency } from './money-schemas.js';

/** The largest amount we store: `products.price_minor` is a PostgreSQL `integer`. */
export const MAX_AMOUNT_MINOR = 2_147_483_647;

/**
 * How long a payment waiting for the giver's bank (3-D Secure) holds its share of a group gift's goal. After
 * that it is cancelled at the provider, nothing is charged, and the share is free for others.
 */
export const PAYMENT_HOLD_MINUTES = 15;

/** The currencies a person can give and receive in (the wallet's payments, a list's cash funds). */
export const PAYMENT_CURRENCIES = ['EUR', 'USD', 'MXN', 'COP', 'CLP', 'ARS', 'PEN', 'UYU'] as const;

/**
 * ISO 4217 minor-unit digits of the currencies that do not use two; every other
 * code has two. The one table for API, web and demo data. Intl's own digits are
 * not used: ICU rounds some currencies for display (COP shows no cents, yet ISO
 * counts 100 centavos), and amounts are stored in ISO's units.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** 12.5 EUR → 1250; 15990 CLP → 15990. Rounds to the nearest minor unit. */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency));

/** 1250 EUR → 12.5: only to show or edit an amount, never to store it. */
export const toMajor = ({ amount, currency }: Money) => amount / 10 ** minorDigits(currency);

/**
 * How Spanish (CLDR's `es`, what `Intl.NumberFormat('es', { style: 'currency' })` writes) shows the payment
 * currencies: the symbol after the amount, and the decimals shown (ICU shows COP without cents).
 * `formatMoney` writes these by hand because a page's first Intl formatter starts ICU, a long
 * task on a phone inside the render that shows the first price. `money.test.ts` checks each
 * entry against Intl.
 */
type Spelling = { symbol: string; decimals: number };
const SPANISH_CURRENCIES: Readonly<Record<string, Spelling | undefined>> = {
  EUR: { symbol: '€', decimals: 2 },
  USD: { symbol: 'US$', decimals: 2 },
  MXN: { symbol: 'MXN', decimals: 2 },
  COP: { symbol: 'COP', decimals: 0 },
  CLP: { symbol: 'CLP', decimals: 0 },
  ARS: { symbol: 'ARS', decimals: 2 },
  PEN: { symbol: 'PEN', decimals: 2 },
  UYU: { symbol: 'UYU', decimals: 2 },
} satisfies Record<PaymentCurrency, Spelling>;

/** Spanish groups thousands only from five digits on: 1234 and 12.345 (CLDR's minimum grouping digits). */
function spanishDigits(whole: number): string {
  const digits = String(whole);
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Integer minor units as Intl writes them: rounded half away from zero to the decimals shown. */
function formatSpanish(amount: number, minor: number, { symbol, decimals }: Spelling): string {
  const drop = 10 ** (minor - decimals);
  let units = Math.floor(Math.abs(amount) / drop);
  if (2 * (Math.abs(amount) - units * drop) >= drop) units += 1;
  const scale = 10 ** decimals;
  const whole = spanishDigits(Math.floor(units / scale));
  const cents = decimals > 0 ? `,${String(units % scale).padStart(decimals, '0')}` : '';
  return `${amount < 0 ? '-' : ''}${whole}${cents}\u00a0${symbol}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `{ amount: 2499, currency: 'EUR' }` → `24,99 €`: money as a person reads it, on the web and in our
 * notifications and e-mails alike (Spanish). The payment currencies are written by hand (above); any
 * other currency goes through Intl.
 */
export function formatMoney(money: Money): string {
  const known = SPANISH_CURRENCIES[money.currency];
  const minor = minorDigits(money.currency);
  if (known && Number.isSafeInteger(money.amount) && known.decimals <= minor)
    return formatSpanish(money.amount, minor, known);
  let formatter = formatters.get(money.currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es', { style: 'currency', currency: money.currency });
    formatters.set(money.currency, formatter);
  }
  return formatter.format(toMajor(money));
}

/**
 * The smallest payment is 1 unit of the currency (1 €, 1 $…). The largest is about 10 000 € in each currency, in
 * round units of its own: 10 000 units of a strong currency would be a few dollars in pesos.
 */
export const MIN_PAYMENT_MAJOR = 1;
const MAX_PAYMENT_MAJOR_BY_CURRENCY: Readonly<Record<string, number>> = {
  EUR: 10_000,
  USD: 10_000,
  MXN: 200_000,
  COP: 40_000_000,
  CLP: 10_000_000,
  ARS: 10_000_000,
  PEN: 40_000,
  UYU: 400_000,
};
/** The largest payment in whole units of this currency. */
export const maxPaymentMajor = (currency: string) => MAX_PAYMENT_MAJOR_BY_CURRENCY[currency] ?? 10_000;
export const minPaymentMinor = (currency: string) => MIN_PAYMENT_MAJOR * 10 ** minorDigits(currency);
export const maxPaymentMinor = (currency: string) => maxPaymentMajor(currency) * 10 ** minorDigits(currency);

/**
 * From what price a gift is suggested as a group gift ("Regalo en grupo": several people chip in), in whole units
 * of each payment currency: about 100 €, in round units of its own (a hundredth of its largest payment). The add
 * gift form switches it on from here and the migration that made the choice explicit used it; under it, the owner
 * may still choose it.
 */
const GROUP_GIFT_FROM_MAJOR: Readonly<Record<PaymentCurrency, number>> = {
  EUR: 100,
  USD: 100,
  MXN: 2_000,
  COP: 400_000,
  CLP: 100_000,
  ARS: 100_000,
  PEN: 400,
  UYU: 4_000,
};

/** The suggestion's threshold in minor units, or null for a currency nobody can give in. */
export function groupGiftFromMinor(currency: string): number | null {
  const major = (GROUP_GIFT_FROM_MAJOR as Readonly<Record<string, number | undefined>>)[currency];
  return major === undefined ? null : major * 10 ** minorDigits(currency);
}

/** Whether a gift costing this much in all (price × quantity) is suggested as a group gift. */
export function suggestsGroupGift(total: Money | null | undefined): boolean {
  if (!total) return false;
  const from = groupGiftFromMinor(total.currency);
  return from !== null && total.amount >= from;
}
