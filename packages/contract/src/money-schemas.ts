import { z } from 'zod';
import { MAX_AMOUNT_MINOR, PAYMENT_CURRENCIES } from './money.js';

// Apart from `money.ts`: a page that only shows amounts (`formatMoney`) needs no Zod.

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

export const paymentCurrencySchema = z.enum(PAYMENT_CURRENCIES, {
  error: 'Elige una moneda de la lista (EUR, USD, MXN, COP, CLP, ARS, PEN o UYU).',
});
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;
