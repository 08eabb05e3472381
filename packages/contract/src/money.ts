import { z } from 'zod';

/** The largest amount we store: `products.price_minor` is a PostgreSQL `integer`. */
export const MAX_AMOUNT_MINOR = 2_147_483_647;

/** Money is always integer minor units (cents) plus an ISO 4217 currency; never floats. */
export const moneySchema = z.object({
  amount: z
    .number()
    .int()
    .min(0, 'El precio no puede ser negativo.')
    .max(MAX_AMOUNT_MINOR, 'El precio es demasiado alto. Revisa la cantidad.'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'La moneda debe ser un código ISO de tres letras, como EUR o MXN.'),
});
export type Money = z.infer<typeof moneySchema>;

/** The currencies a person can give and receive in (the wallet's payments, a list's cash funds). */
export const PAYMENT_CURRENCIES = ['EUR', 'USD', 'MXN', 'COP', 'CLP', 'ARS', 'PEN'] as const;
export const paymentCurrencySchema = z.enum(PAYMENT_CURRENCIES, {
  error: 'Elige una moneda de la lista (EUR, USD, MXN, COP, CLP, ARS o PEN).',
});
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;

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

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `{ amount: 2499, currency: 'EUR' }` → `24,99 €`: money as a person reads it, on the web and in our
 * notifications and e-mails alike (Intl, Spanish).
 */
export function formatMoney(money: Money): string {
  let formatter = formatters.get(money.currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es', { style: 'currency', currency: money.currency });
    formatters.set(money.currency, formatter);
  }
  return formatter.format(toMajor(money));
}
