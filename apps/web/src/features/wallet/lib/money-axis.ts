import { formatMoney, toMinor } from '@detalle/contract';

/**
 * Even ticks for a money axis from 0 to at least `max` (major units): about `count` steps of 1, 2, 2.5 or 5 times
 * a power of ten (0, 50, 100, 150 €), so the lines fall on amounts a person reads at a glance.
 */
export function moneyTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power) as number;
  const steps = Math.ceil(max / step - 1e-9);
  // Rounded to cents, so 3 × 0.1 is 0.3 and not 0.30000000000000004.
  return Array.from({ length: steps + 1 }, (_, i) => Math.round(i * step * 100) / 100);
}

/** A tick's amount in the currency, without the decimals a round tick does not need: `150 €`, `2,50 €`. */
export function axisMoney(major: number, currency: string): string {
  const text = formatMoney({ amount: toMinor(major, currency), currency });
  return Number.isInteger(major) ? text.replace(/,0+(?=\s)/, '') : text;
}
