import { type Money, toMajor } from '@detalle/contract';

// Minor-unit rules live in the contract (`minorDigits`, `toMajor`); only the browser's formatting is here.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** `{ amount: 2499, currency: 'EUR' }` → `24,99 €`. Money is integer minor units, never floats. */
export function formatMoney(money: Money): string {
  return formatterFor(money.currency).format(toMajor(money));
}
