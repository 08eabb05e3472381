import { formatMoney } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gifts, lists, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { moneyTarget } from '../lists/index.js';

/**
 * Whether a gift of this list still takes this much money sent straight to its owner: a group gift or a fund, in
 * its currency, open, and no more than what is missing (its goal less what was given, confirmed or on its way by
 * card). A declared transfer holds nothing: until the owner confirms it, others may still give.
 */
export async function checkGiftTakes(
  db: Db,
  listId: string,
  giftId: string,
  amount: number,
  currency: string,
  /** 'lock': in the transaction that declares a transfer, hold the gift's row until it commits. */
  lock?: 'lock',
): Promise<{ name: string }> {
  const query = db
    .select({
      row: gifts,
      name: products.name,
      price: products.priceMinor,
      currency: products.currency,
      listDate: lists.date,
    })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(and(eq(gifts.id, giftId), eq(gifts.listId, listId)));
  const [gift] = await (lock ? query.for('share', { of: gifts }) : query);
  if (!gift) throw notFound('No encontramos ese regalo en la lista. Puede que ya no esté.');
  const price = gift.price !== null && gift.currency ? { amount: gift.price, currency: gift.currency } : null;
  const target = moneyTarget(gift.row, price, gift.listDate, currency);
  if (target.goal !== null) {
    const missing = target.goal - gift.row.contributed - gift.row.direct - gift.row.held;
    if (missing <= 0)
      throw new AppError(
        'GOAL_EXCEEDED',
        'Este regalo ya está conseguido. ¡Gracias! Elige otro de la lista.',
      );
    if (amount > missing) {
      const most = formatMoney({ amount: missing, currency });
      throw new AppError('GOAL_EXCEEDED', `Solo faltan ${most} para este regalo.`, [
        { path: 'amount', message: `Como mucho ${most}.` },
      ]);
    }
  }
  return { name: gift.name };
}
