import type { PaymentStatus } from './wallet.js';

/**
 * The one vocabulary of money: what state a payment is in and how its giver is named, worded once here and used
 * by the receipts and the wallet's movements (web), and by the notifications and e-mails (API), so that no two
 * places tell the same person different things about the same money.
 */

/**
 * Where a payment's money is:
 * - `confirming`: the payer must still confirm it (3-D Secure, the test mode's step);
 * - `processing`: the provider is deciding;
 * - `on_the_way`: a transfer, voucher or another app's payment was started, its money has not arrived;
 * - `held`: arrived, but kept in the recipient's pending balance until the list's date (`availableOn`);
 * - `available`: arrived and in the recipient's wallet;
 * - `refunded`: given back whole; `failed`, `canceled`, `expired` (nobody confirmed it in time): nothing moved.
 */
export type MoneyState =
  | 'confirming'
  | 'processing'
  | 'on_the_way'
  | 'held'
  | 'available'
  | 'refunded'
  | 'failed'
  | 'canceled'
  | 'expired';

/** Who reads the words: the one who gave, or the one who received. */
export type MoneySide = 'payer' | 'recipient';

export type MoneyFacts = {
  status: PaymentStatus;
  /** The day received money becomes available (`YYYY-MM-DD`), or null. */
  availableOn: string | null;
  /** What was given back, and of how much: given back whole is `refunded`. Left out where refunds show apart. */
  refunded?: number;
  amount?: number;
};

const FROM_STATUS: Record<Exclude<PaymentStatus, 'succeeded'>, MoneyState> = {
  requires_action: 'confirming',
  processing: 'processing',
  awaiting_funds: 'on_the_way',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** The state of a payment on `today` (`YYYY-MM-DD`, UTC: the instant money becomes available and lists reveal). */
export function moneyState(p: MoneyFacts, today: string): MoneyState {
  if (p.status !== 'succeeded') return FROM_STATUS[p.status];
  if (p.amount !== undefined && p.refunded !== undefined && p.refunded >= p.amount) return 'refunded';
  return p.availableOn !== null && p.availableOn > today ? 'held' : 'available';
}

/** Whether the state is settled for good (no badge needed beside the amount) or still moving or failed. */
export const moneyStateTone = (state: MoneyState): 'teal' | 'yellow' | 'red' | 'gray' =>
  state === 'available'
    ? 'teal'
    : state === 'failed'
      ? 'red'
      : state === 'canceled' || state === 'expired' || state === 'refunded'
        ? 'gray'
        : 'yellow';

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;

/** `2026-12-12` → `12 Dic 2026`, the app's way of writing a day (seed §3). */
export function formatCalendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1] ?? ''} ${y}`;
}

/**
 * A payment's state in words, for whoever reads it. Money held until the list's date says the day: the recipient
 * reads "Disponible el 12 Dic 2026", the payer "Retenido hasta el 12 Dic 2026" (until then they may still take it back).
 */
export function moneyStateWords(p: MoneyFacts, side: MoneySide, today: string): string {
  const state = moneyState(p, today);
  switch (state) {
    case 'confirming':
      return side === 'payer' ? 'Falta tu confirmación' : 'Falta que lo confirme quien paga';
    case 'processing':
      return 'En proceso';
    case 'on_the_way':
      return 'En camino';
    case 'held':
      return side === 'payer'
        ? `Retenido hasta el ${formatCalendarDay(p.availableOn ?? today)}`
        : `Disponible el ${formatCalendarDay(p.availableOn ?? today)}`;
    case 'available':
      return side === 'payer' ? 'Entregado' : 'Disponible';
    case 'refunded':
      return 'Devuelto';
    case 'failed':
      return 'Fallido';
    case 'canceled':
      return 'Cancelado';
    case 'expired':
      return 'Caducado';
  }
}

/** Whoever the rules keep from the reader: a giver before the reveal, or one who chose not to show their name. */
export const SOMEONE = 'Alguien';

/**
 * How money and thanks name a person to someone else: the first name only, as a shared list names its owner
 * and an owner's list names its givers ("Aportado por Carmen"); a guest is named as they typed it. `null`
 * (the rules keep them secret) is "Alguien".
 */
export function shownName(person: { name: string } | string | null | undefined): string {
  const name = typeof person === 'string' ? person : person?.name;
  return name?.trim() || SOMEONE;
}
