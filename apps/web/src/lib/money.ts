import type { Money } from '@detalle/contract';

/**
 * ISO 4217 minor units for the currencies that do not use two decimals. The
 * amount the API sends is in these units; Intl's own digits cannot be used to
 * scale it because ICU rounds some currencies for display (COP shows no cents,
 * yet ISO counts 100 centavos).
 */
const minorDigitsByCurrency: Record<string, number> = {
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
  return minorDigitsByCurrency[currency] ?? 2;
}

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
export function formatMoney({ amount, currency }: Money): string {
  return formatterFor(currency).format(amount / 10 ** minorDigits(currency));
}
