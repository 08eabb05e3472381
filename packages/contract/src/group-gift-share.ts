import { minorDigits, minPaymentMinor } from './money.js';

/** How many people a group gift's chip-in form suggests sharing what is missing between. */
export const SHARE_PEOPLE = 4;

/**
 * An amount rounded to one a person would pick: to half its order of magnitude in whole units of the currency
 * (6,22 € → 6 €, 37 € → 35 €, 162 € → 150 €, 41.300 CLP → 40.000 CLP), never under one whole unit.
 */
function friendly(amount: number, currency: string): number {
  const unit = 10 ** minorDigits(currency);
  const major = amount / unit;
  if (major <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(major));
  const step = Math.max(1, magnitude / 2) * unit;
  return Math.max(step, Math.round(amount / step) * step);
}

/** Within what one payment may be: at least the smallest payment, never more than what is missing. */
const within = (amount: number, missing: number, currency: string) =>
  Math.min(missing, Math.max(minPaymentMinor(currency), amount));

/**
 * What a group gift's chip-in form starts at: what is missing shared between `SHARE_PEOPLE`, rounded to a friendly
 * amount, never more than what is missing nor under the smallest payment (what is missing, when it is less).
 */
export function suggestedShare(missing: number, currency: string): number {
  if (missing <= 0) return 0;
  return within(friendly(missing / SHARE_PEOPLE, currency), missing, currency);
}

/**
 * One-tap choices for a group gift, smallest first: the suggested share, about half of what is missing, and all
 * of it; each at least the smallest payment and none above what is missing.
 */
export function shareChoices(missing: number, currency: string): number[] {
  if (missing <= 0) return [];
  const half = within(friendly(missing / 2, currency), missing, currency);
  return [...new Set([suggestedShare(missing, currency), half, missing])].sort((a, b) => a - b);
}
