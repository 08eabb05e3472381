import {
  type GivingMethod,
  METHOD_RULES,
  maxPaymentMinor,
  methodLimits,
  withFeeCovered,
} from '@detalle/contract';
import { AppError } from '../../errors.js';

/**
 * What a payment charges: the amount the giver chose, or — "Pago yo la comisión" — that amount plus the way's
 * fee, so the recipient receives it whole. `feeCovered` is what was added (kept on the payment: a goal counts
 * what the recipient receives, not the fee).
 */
export function chargedAmount(input: {
  amount: number;
  currency: string;
  method: GivingMethod;
  coverFee: boolean;
}): { amount: number; feeCovered: number } {
  if (!input.coverFee) return { amount: input.amount, feeCovered: 0 };
  const gross = withFeeCovered(input.method, input.amount, input.currency);
  const max =
    input.method === 'card'
      ? maxPaymentMinor(input.currency)
      : methodLimits(input.method, input.currency).max;
  if (gross > max)
    throw new AppError(
      'BAD_REQUEST',
      `Con la comisión, el pago pasaría del máximo de ${METHOD_RULES[input.method].label}. Elige una cantidad menor o deja que la comisión se descuente.`,
      [{ path: 'amount', message: 'Elige una cantidad menor.' }],
    );
  return { amount: gross, feeCovered: gross - input.amount };
}

/** What the giver chose to give of a payment (without the fee they covered): a retry must ask the same. */
export const chosenAmount = (p: { amount: number; feeCovered: number }) => p.amount - p.feeCovered;
