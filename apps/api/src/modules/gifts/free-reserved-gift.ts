import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gifts } from '../../db/schema/index.js';

/**
 * Who must still hold a reservation for it to be freed: the person who reserved it, a guest's confirmed claim,
 * or whoever holds it (the list's owner frees it without learning who).
 */
export type ReservationHolder = { person: string } | { guestClaim: string } | 'whoever';

const heldBy = (holder: ReservationHolder) =>
  holder === 'whoever'
    ? undefined
    : 'person' in holder
      ? eq(gifts.reservedBy, holder.person)
      : eq(gifts.guestClaimId, holder.guestClaim);

/**
 * Frees a reserved gift, in the caller's transaction: it is available again, with no reserver, no guest claim
 * and the default of showing the next giver's name. One conditional update, so it frees a gift only while it is
 * still reserved by `holder` (a gift marked given or bought stays so). True when it freed it.
 */
export async function freeReservedGift(db: Db, giftId: string, holder: ReservationHolder): Promise<boolean> {
  const [freed] = await db
    .update(gifts)
    .set({
      status: 'available',
      reservedBy: null,
      reservedAt: null,
      guestClaimId: null,
      reserverShowsName: true,
    })
    .where(and(eq(gifts.id, giftId), eq(gifts.status, 'reserved'), heldBy(holder)))
    .returning({ id: gifts.id });
  return freed !== undefined;
}
