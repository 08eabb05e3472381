import type { Gift } from '@detalle/contract';
import { today } from '../../days.js';
import type { gifts } from '../../db/schema/index.js';

/**
 * What a gift takes in money, in one place for the list's answers and the wallet's `holdContribution`:
 *
 * - a group gift: its goal is the product's price × quantity; a fund: its own target, or none;
 * - contributions stop when the owner closes it early (`closedAt`), or — for a group gift — once the list's
 *   date has passed: the goal was not reached in time, and what was given stays the owner's as money
 *   (README, "Regalos en grupo y fondos"). A fund stays open after the date until its owner closes it.
 */
type GiftRow = Pick<
  typeof gifts.$inferSelect,
  'kind' | 'quantity' | 'contributed' | 'fundGoal' | 'fundCurrency' | 'closedAt'
>;
type Price = { amount: number; currency: string } | null;

/** The goal and currency of what can be given toward; null when the gift takes no money (no price). */
export function goalOf(gift: GiftRow, price: Price): { goal: number | null; currency: string } | null {
  if (gift.kind === 'fund')
    return gift.fundCurrency ? { goal: gift.fundGoal, currency: gift.fundCurrency } : null;
  return price ? { goal: price.amount * gift.quantity, currency: price.currency } : null;
}

/**
 * The fewest units a group gift may ask for once money was given toward it: its goal (price × quantity) never
 * falls under what was raised. Null when any quantity does (nothing given, no price, or a fund).
 */
export function leastQuantity(gift: GiftRow, price: Price): number | null {
  if (gift.kind !== 'product' || !price || price.amount <= 0 || gift.contributed <= 0) return null;
  return Math.ceil(gift.contributed / price.amount);
}

/** Whether contributions have stopped: closed early by the owner, or a group gift past its list's date. */
export const contributionsClosed = (gift: GiftRow, listDate: string | null) =>
  gift.closedAt !== null || (gift.kind === 'product' && listDate !== null && listDate < today());

export function fundingOf(
  gift: GiftRow,
  price: Price,
  listDate: string | null,
  givers: number,
  /** Who gave, named: only for the list's owner after the reveal. */
  names?: string[],
): Gift['funding'] {
  const target = goalOf(gift, price);
  if (!target) return null;
  return {
    goal: target.goal,
    raised: gift.contributed,
    currency: target.currency,
    givers,
    ...(names ? { names } : {}),
    closed: contributionsClosed(gift, listDate),
  };
}
