import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { directTransferPledges, gifts } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';

/**
 * "Regalo en grupo" is turned off only while no money is given, held or on its way toward the gift (card payments
 * waiting for their bank, delayed ways, transfers declared to the owner and not answered yet): that money was
 * given toward a group gift. Read under the gift's row lock, the one every way of giving takes
 * (`holdContribution`, `awaitContribution`, a declared transfer's check), in the transaction that writes the
 * change, so no money slips in between.
 */
export async function refuseUngroupingWithMoney(tx: Db, giftId: string) {
  const [now] = await tx
    .select({
      kind: gifts.kind,
      taken: sql<number>`${gifts.contributed} + ${gifts.direct} + ${gifts.held} + ${gifts.awaiting}`.mapWith(
        Number,
      ),
    })
    .from(gifts)
    .where(eq(gifts.id, giftId))
    .for('update');
  if (!now) throw notFound('Ese regalo ya no está en la lista.');
  if (now.kind === 'fund')
    throw new AppError('BAD_REQUEST', 'Un fondo siempre recibe dinero: no puede dejar de ser en grupo.');
  const [declared] = await tx
    .select({ amount: sql<number>`coalesce(sum(${directTransferPledges.amount}), 0)`.mapWith(Number) })
    .from(directTransferPledges)
    .where(and(eq(directTransferPledges.giftId, giftId), eq(directTransferPledges.status, 'pending')));
  if (now.taken > 0 || (declared?.amount ?? 0) > 0)
    throw new AppError(
      'GIFT_HAS_CONTRIBUTIONS',
      'Ya hay dinero aportado o en camino para este regalo, así que sigue siendo un regalo en grupo. Si no quieres más aportaciones, ciérralo.',
      [{ path: 'group', message: 'Ya tiene aportaciones: no puede dejar de ser un regalo en grupo.' }],
    );
}
