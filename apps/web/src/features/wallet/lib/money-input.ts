import { type Money, maxPaymentMinor, minPaymentMinor } from '@detalle/contract';
import type { TFunction } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { parsePrice, priceErrorText } from '@/lib/price-input';

export type AmountRead = { amount: number | null; error: string | null };

/**
 * An amount typed the Spanish way ("24,99") in `currency`: its minor units, or the Spanish reason it
 * cannot be used. Empty is no amount and no error (the form says "Escribe la cantidad" on submit).
 */
export function readAmount(
  text: string,
  currency: string,
  t: TFunction,
  limits: { min?: number; max?: number } = {},
): AmountRead {
  const parsed = parsePrice(text, currency);
  const error = priceErrorText(parsed, currency, t, 'wallet.amount');
  if (!parsed.ok || error) return { amount: null, error };
  if (!parsed.money) return { amount: null, error: null };
  const { amount } = parsed.money;
  if (amount === 0) return { amount: null, error: t('wallet.amount.zero') };
  if (limits.min !== undefined && amount < limits.min) {
    return {
      amount: null,
      error: t('wallet.amount.min', { money: formatMoney({ amount: limits.min, currency }) }),
    };
  }
  if (limits.max !== undefined && amount > limits.max) {
    return {
      amount: null,
      error: t('wallet.amount.max', { money: formatMoney({ amount: limits.max, currency }) }),
    };
  }
  return { amount, error: null };
}

/** The limits of one payment (1 to 10 000 units of its currency). */
export const paymentLimits = (currency: string) => ({
  min: minPaymentMinor(currency),
  max: maxPaymentMinor(currency),
});

/** `formatMoney` with a sign: "+24,99 €", "−24,99 €" (a real minus sign). */
export function formatSigned(money: Money): string {
  const text = formatMoney({ amount: Math.abs(money.amount), currency: money.currency });
  if (money.amount > 0) return `+${text}`;
  return money.amount < 0 ? `−${text}` : text;
}
