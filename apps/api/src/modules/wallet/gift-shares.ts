import { formatMoney, PAYMENT_HOLD_MINUTES } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gifts, lists, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { givenTo, moneyTarget } from '../lists/index.js';

/**
 * A group gift's share of its goal, as the payments toward it move it: held while a card payment is open
 * (`gifts.held`) or awaited while a delayed one is (`gifts.awaiting`), both shown apart as "en camino"; given once its money arrived (`gifts.contributed`), freed or taken
 * back when it ends without money or is refunded. The wallet's payment purpose (`gift-purpose.ts`) calls these.
 */

/**
 * A group gift's or fund's goal holds however many give at once: the gift's row is locked while what is still
 * missing (the goal less what was given and what is on its way) is read and the share held. A fund without a
 * target has no "missing" limit.
 */
export async function holdContribution(tx: Db, giftId: string, amount: number, currency: string) {
  const { row, target } = await openToMoney(tx, giftId, currency);
  if (target.goal !== null) {
    const given = target.goal - givenTo(row);
    const missing = given - row.held;
    if (given <= 0) throw reached();
    if (missing <= 0)
      throw new AppError(
        'GOAL_EXCEEDED',
        `Lo que falta para este regalo ya está en camino, esperando la confirmación de otro banco. Si no se confirma en ${PAYMENT_HOLD_MINUTES} minutos, podrás aportar tú.`,
      );
    if (amount > missing) throw onlyMissing(missing, currency);
  }
  await moveGiftMoney(tx, giftId, { held: amount });
}

/**
 * Money by a delayed way (a transfer, a voucher) toward a group gift holds nothing: it is shown "en camino"
 * (`awaiting`) and blocks nobody, since it may take days or never come. It may ask for what is missing of the
 * goal now, not counting others' money on its way; should the goal be reached before it arrives, it is still
 * given to the owner as money (README, "Formas de pago"), and the giver is told so before paying.
 */
export async function awaitContribution(tx: Db, giftId: string, amount: number, currency: string) {
  const { row, target } = await openToMoney(tx, giftId, currency);
  if (target.goal !== null) {
    const missing = target.goal - givenTo(row);
    if (missing <= 0) throw reached();
    if (amount > missing) throw onlyMissing(missing, currency);
  }
  await moveGiftMoney(tx, giftId, { awaiting: amount });
}

const reached = () =>
  new AppError('GOAL_EXCEEDED', 'Este regalo ya está conseguido. ¡Gracias! Elige otro de la lista.');

const onlyMissing = (missing: number, currency: string) =>
  new AppError(
    'GOAL_EXCEEDED',
    `Solo faltan ${formatMoney({ amount: missing, currency })} para este regalo.`,
    [{ path: 'amount', message: `Como mucho ${formatMoney({ amount: missing, currency })}.` }],
  );

/** The gift locked for update, refusing money it cannot take (no price, another currency, taken, closed). */
async function openToMoney(tx: Db, giftId: string, currency: string) {
  const [gift] = await tx
    .select({
      row: gifts,
      listDate: lists.date,
      price: products.priceMinor,
      currency: products.currency,
    })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(eq(gifts.id, giftId))
    .for('update', { of: gifts });
  if (!gift) throw notFound('No encontramos ese regalo.');
  const price = gift.price !== null && gift.currency ? { amount: gift.price, currency: gift.currency } : null;
  const target = moneyTarget(gift.row, price, gift.listDate, currency);
  return { row: gift.row, target };
}

/**
 * What a payment changes on its group gift, in the caller's transaction: `held` (a card's) or `awaiting` (a
 * delayed way's) while it is open, `contributed` once its money arrived (negative to give back). The CHECKs keep
 * all three at zero or more.
 */
export async function moveGiftMoney(
  tx: Db,
  giftId: string | null,
  change: { held?: number; awaiting?: number; contributed?: number },
) {
  const held = change.held ?? 0;
  const awaiting = change.awaiting ?? 0;
  const contributed = change.contributed ?? 0;
  if (!giftId || (held === 0 && awaiting === 0 && contributed === 0)) return;
  await tx
    .update(gifts)
    .set({
      held: sql`${gifts.held} + ${held}`,
      awaiting: sql`${gifts.awaiting} + ${awaiting}`,
      contributed: sql`${gifts.contributed} + ${contributed}`,
    })
    .where(eq(gifts.id, giftId));
}
