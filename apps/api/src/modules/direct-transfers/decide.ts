import type { DirectPledge } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { directTransferPledges, gifts, lists, products, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { listRevealed, ownsList } from '../lists/index.js';
import { notifyGiverOfDecision } from './notices.js';
import { ownerPledge } from './pledge-view.js';

const pledges = directTransferPledges;
const gone = () => notFound('No encontramos ese aviso de transferencia.');

/**
 * The owner's answer to a declared transfer, given once: "Me ha llegado" adds its amount to its gift's `direct`
 * (counted toward the goal with `contributed`), "No me ha llegado" changes nothing else. The pledge's row is
 * locked and changed only while `pending`; the database refuses any later change of status (a trigger), so two
 * answers at once count the money once. Any of the list's owners may answer (the giver hears it from whoever
 * did); anyone else gets a 404.
 */
export async function decidePledge(
  app: AppContext,
  ownerId: string,
  id: string,
  arrived: boolean,
): Promise<DirectPledge> {
  if (!isUuid(id)) throw gone();
  return app.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        p: pledges,
        owns: ownsList(ownerId).mapWith(Boolean),
        listName: lists.name,
        ownerName: users.name,
        revealed: listRevealed(sql`${lists.id}`).mapWith(Boolean),
      })
      .from(pledges)
      .innerJoin(lists, eq(lists.id, pledges.listId))
      .innerJoin(users, eq(users.id, ownerId))
      .where(eq(pledges.id, id))
      .for('update', { of: pledges });
    if (!found?.owns) throw gone();
    if (found.p.status !== 'pending')
      throw new AppError(
        'CONFLICT',
        found.p.status === 'confirmed' ? 'Ya confirmaste que te llegó.' : 'Ya dijiste que no te llegó.',
      );
    const [changed] = await tx
      .update(pledges)
      .set({ status: arrived ? 'confirmed' : 'rejected', decidedAt: new Date() })
      .where(and(eq(pledges.id, id), eq(pledges.status, 'pending')))
      .returning();
    if (!changed) throw new AppError('CONFLICT', 'Ya habías contestado a este aviso.');
    if (arrived && changed.giftId)
      await tx
        .update(gifts)
        .set({ direct: sql`${gifts.direct} + ${changed.amount}` })
        .where(eq(gifts.id, changed.giftId));
    const [gift] = changed.giftId
      ? await tx
          .select({ name: products.name })
          .from(gifts)
          .innerJoin(products, eq(products.id, gifts.productId))
          .where(eq(gifts.id, changed.giftId))
      : [];
    await notifyGiverOfDecision(app, tx, changed, {
      ownerName: found.ownerName,
      giftName: gift?.name ?? null,
      listName: found.listName,
    });
    return ownerPledge(tx, id, found.revealed);
  });
}
