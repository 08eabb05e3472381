import type { DirectTransferDetails, directTransferSaveSchema } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { directTransferDetails, directTransferPledges } from '../../db/schema/index.js';
import { findVisibleList, isOwnerOf, ownList } from '../lists/index.js';
import { checkIban, groupIban, maskIban, maskMobile, spanishMobile } from './iban.js';

type SaveInput = z.output<typeof directTransferSaveSchema>;

/** `direct-transfer/save`: the owner shows their IBAN (and Bizum) on one of their lists; saving again replaces it. */
export async function saveDetails(app: AppContext, ownerId: string, input: SaveInput) {
  await ownList(app, ownerId, input.listId);
  const values = { iban: checkIban(input.iban), holder: input.holder, bizumPhone: input.bizum ?? null };
  await app.db
    .insert(directTransferDetails)
    .values({ listId: input.listId, ...values })
    .onConflictDoUpdate({ target: directTransferDetails.listId, set: { ...values, updatedAt: new Date() } });
  return detailsFor(app, ownerId, input.listId);
}

/**
 * `direct-transfer/delete/{listId}`: givers no longer see the IBAN. What was already declared stays, for the owner
 * to confirm.
 */
export async function removeDetails(app: AppContext, ownerId: string, listId: string) {
  await ownList(app, ownerId, listId);
  await app.db.delete(directTransferDetails).where(eq(directTransferDetails.listId, listId));
}

/**
 * `direct-transfer/get/{listId}`: for whoever may reach the list (`canSeeList`, else 404), the details masked and
 * what is waiting for confirmation; the owner also gets them whole. Null when the owner has not added any.
 */
export async function detailsFor(
  app: AppContext,
  viewerId: string | null,
  listId: string,
): Promise<DirectTransferDetails | null> {
  const list = await findVisibleList(app, viewerId, listId);
  const [row] = await app.db
    .select()
    .from(directTransferDetails)
    .where(eq(directTransferDetails.listId, listId));
  if (!row) return null;
  const pending = await app.db
    .select({
      giftId: directTransferPledges.giftId,
      amount: sql<number>`sum(${directTransferPledges.amount})::bigint`.mapWith(Number),
      currency: directTransferPledges.currency,
    })
    .from(directTransferPledges)
    .where(and(eq(directTransferPledges.listId, listId), eq(directTransferPledges.status, 'pending')))
    .groupBy(directTransferPledges.giftId, directTransferPledges.currency);
  const owner = isOwnerOf(list, viewerId);
  return {
    listId,
    holder: row.holder,
    ibanMasked: maskIban(row.iban),
    bizumMasked: row.bizumPhone ? maskMobile(row.bizumPhone) : null,
    pending,
    ...(owner
      ? { iban: groupIban(row.iban), bizum: row.bizumPhone ? spanishMobile(row.bizumPhone) : null }
      : {}),
  };
}
