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

/** ISO 4217 minor-unit digits. Two unless listed; Intl is not used because it rounds some (COP) differently. */
const ZERO_DIGITS = new Set([
  'CLP',
  'JPY',
  'KRW',
  'PYG',
  'ISK',
  'VND',
  'UGX',
  'XAF',
  'XOF',
  'XPF',
  'RWF',
  'BIF',
  'DJF',
  'GNF',
  'KMF',
  'VUV',
]);
const THREE_DIGITS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'IQD', 'LYD']);

export function minorDigits(currency: string): number {
  if (ZERO_DIGITS.has(currency)) return 0;
  if (THREE_DIGITS.has(currency)) return 3;
  return 2;
}

/** 12.5 EUR → 1250; 15990 CLP → 15990. Rounds to the nearest minor unit. */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency));
