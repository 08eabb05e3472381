import { type Gift, PAYMENT_HOLD_MINUTES } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import { today } from '../../days.js';
import { gifts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * What a gift takes in money, in one place for the list's answers and the wallet's `holdContribution`:
 *
 * - a group gift (the owner's choice, `gifts.group`): its goal is the product's price × quantity; a fund: its
 *   own target, or none; any other gift takes no money (it is reserved or bought whole);
 * - contributions stop when the owner closes it early (`closedAt`), or — for a group gift — once the list's
 *   date has passed: the goal was not reached in time, and what was given stays the owner's as money
 *   (README, "Regalos en grupo y fondos"). A fund stays open after the date until its owner closes it.
 */
type GiftRow = Pick<
  typeof gifts.$inferSelect,
  | 'kind'
  | 'group'
  | 'quantity'
  | 'contributed'
  | 'direct'
  | 'held'
  | 'awaiting'
  | 'fundGoal'
  | 'fundCurrency'
  | 'closedAt'
>;
type Price = { amount: number; currency: string } | null;

/**
 * What has been given toward a gift: money through Detalle (`contributed`) and transfers straight to the owner
 * that they confirmed (`direct`).
 */
export const givenTo = (gift: { contributed: number; direct: number }) => gift.contributed + gift.direct;

/**
 * The goal and currency of what can be given toward; null when the gift takes no money (not a group gift, or no
 * price).
 */
export function goalOf(gift: GiftRow, price: Price): { goal: number | null; currency: string } | null {
  if (!gift.group) return null;
  if (gift.kind === 'fund')
    return gift.fundCurrency ? { goal: gift.fundGoal, currency: gift.fundCurrency } : null;
  return price ? { goal: price.amount * gift.quantity, currency: price.currency } : null;
}

/**
 * The fewest units a group gift may ask for once money was given toward it: its goal (price × quantity) never
 * falls under what was raised and what is on its way (it may yet arrive). Null when any quantity does (nothing
 * given, no price, or a fund).
 */
export function leastQuantity(gift: GiftRow, price: Price): number | null {
  const taken = givenTo(gift) + gift.held + gift.awaiting;
  if (gift.kind !== 'product' || !price || price.amount <= 0 || taken <= 0) return null;
  return Math.ceil(taken / price.amount);
}

/**
 * A gift that takes money toward its goal, or why not (not a group gift, no price, another currency, taken whole,
 * closed): its goal and currency. The one check for money by any way (through Detalle, or straight to the owner's bank).
 */
export function moneyTarget(
  gift: GiftRow & Pick<typeof gifts.$inferSelect, 'status'>,
  price: Price,
  listDate: string | null,
  currency: string,
) {
  if (!gift.group) throw new AppError('NOT_GROUP_GIFT');
  const target = goalOf(gift, price);
  if (!target)
    throw new AppError(
      'BAD_REQUEST',
      'Este regalo no tiene precio, así que no se puede aportar a él. Envía dinero para la lista.',
    );
  if (target.currency !== currency)
    throw new AppError('BAD_REQUEST', `Este regalo se paga en ${target.currency}: aporta en esa moneda.`, [
      { path: 'currency', message: `Elige ${target.currency}.` },
    ]);
  if (gift.status !== 'available')
    throw new AppError('GIFT_TAKEN', 'Alguien ya va a regalar esto entero. Elige otro regalo de la lista.');
  if (contributionsClosed(gift, listDate))
    throw new AppError(
      'GIFT_CLOSED',
      gift.closedAt
        ? 'Ya no se puede aportar a este regalo: quien hizo la lista lo ha cerrado. Elige otro de la lista.'
        : 'Ya no se puede aportar a este regalo: la fecha de la lista ha pasado. Elige otro de la lista.',
    );
  return target;
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
    raised: givenTo(gift),
    onTheWay: gift.held + gift.awaiting,
    held: gift.held,
    currency: target.currency,
    givers,
    ...(names ? { names } : {}),
    closed: contributionsClosed(gift, listDate),
  };
}

/**
 * Whether one person may still take the whole gift (reserve it, or mark it bought): nobody gave toward it and no
 * money is on its way to it. In SQL, for the conditional update that takes it (the row's own columns, so the
 * condition holds against a contribution committed a moment before).
 */
export const freeForOneGiver = and(
  eq(gifts.contributed, 0),
  eq(gifts.direct, 0),
  eq(gifts.held, 0),
  eq(gifts.awaiting, 0),
);

/** Why a gift could not be taken whole, read after the conditional update found nothing to change. */
export function notFreeError(
  now: { contributed: number; direct: number; held: number; awaiting: number } | undefined,
): AppError {
  if (now && givenTo(now) > 0) return new AppError('GIFT_HAS_CONTRIBUTIONS');
  if (now && now.awaiting > 0)
    return new AppError(
      'GIFT_HAS_CONTRIBUTIONS',
      'Alguien ha empezado a aportar dinero a este regalo (con una transferencia, Bizum o en efectivo) y aún no ha llegado. Puedes aportar tú también.',
    );
  if (now && now.held > 0)
    return new AppError(
      'GIFT_HAS_CONTRIBUTIONS',
      `Alguien está aportando dinero a este regalo y su banco aún no lo ha confirmado. Si no se confirma en ${PAYMENT_HOLD_MINUTES} minutos, podrás reservarlo; si se confirma, podrás aportar tú también.`,
    );
  return new AppError('GIFT_TAKEN');
}
