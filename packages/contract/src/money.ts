import { z } from 'zod';

/** Money is always integer minor units (cents) plus an ISO 4217 currency; never floats. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'La moneda debe ser un código ISO de tres letras, como EUR o MXN.'),
});
export type Money = z.infer<typeof moneySchema>;
