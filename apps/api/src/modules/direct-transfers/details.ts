import type { DirectTransferDetails, directTransferSaveSchema } from '@detalle/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { directTransferDetails, directTransferPledges, lists } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../errors.js';
import { findVisibleList, isOwnerOf, ownList } from '../lists/index.js';
import { checkIban, groupIban, maskIban, maskMobile, spanishMobile } from './iban.js';

type SaveInput = z.output<typeof directTransferSaveSchema>;

/**
 * In a transaction: the caller is the owner who receives the list's money (`lists.owner_id`), whose account
 * givers are shown; 403 for its other owners. The list row stays share-locked, so a change of who receives
 * (which forgets the details, `forgetDetailsOfList`) waits for this or goes first and is seen here.
 */
async function assertReceives(tx: Db, userId: string, listId: string) {
  const [list] = await tx
    .select({ ownerId: lists.ownerId })
    .from(lists)
    .where(eq(lists.id, listId))
    .for('share');
  if (list?.ownerId !== userId)
    throw forbidden('Solo quien recibe el dinero de la lista puede poner su cuenta.');
}

/**
 * `direct-transfer/save`: the owner who receives shows their IBAN (and Bizum) on one of their lists; saving again
 * replaces it.
 */
export async function saveDetails(app: AppContext, ownerId: string, input: SaveInput) {
  const list = await ownList(app, ownerId, input.listId);
  // A dependent has no bank account of their own: what is given to them stays in their wallet here.
  if (list.dependentKind)
    throw new AppError(
      'BAD_REQUEST',
      `La hucha de ${list.owner.name} recibe el dinero en Detalle: en su lista no se puede poner una cuenta ni un Bizum.`,
    );
  const values = { iban: checkIban(input.iban), holder: input.holder, bizumPhone: input.bizum ?? null };
  await app.db.transaction(async (tx) => {
    await assertReceives(tx, ownerId, input.listId);
    await tx
      .insert(directTransferDetails)
      .values({ listId: input.listId, ...values })
      .onConflictDoUpdate({
        target: directTransferDetails.listId,
        set: { ...values, updatedAt: new Date() },
      });
  });
  return detailsFor(app, ownerId, input.listId);
}

/**
 * `direct-transfer/delete/{listId}`: givers no longer see the IBAN. What was already declared stays, for the owner
 * to confirm.
 */
export async function removeDetails(app: AppContext, ownerId: string, listId: string) {
  await ownList(app, ownerId, listId);
  await app.db.transaction(async (tx) => {
    await assertReceives(tx, ownerId, listId);
    await forgetDetailsOfList(tx, listId);
  });
}

/**
 * In the transaction that changes who receives a list's money: the account shown is the old receiver's, so it
 * goes (givers are never sent to someone who no longer receives); the new one adds theirs.
 */
export async function forgetDetailsOfList(tx: Db, listId: string) {
  await tx.delete(directTransferDetails).where(eq(directTransferDetails.listId, listId));
}

/**
 * In the transaction that deletes an account: the details of every list it receives for. Each such list is either
 * deleted with it or passed on to another owner (`owners_pass_on_receiver`), who adds their own account.
 */
export async function forgetDetailsReceivedBy(tx: Db, userId: string) {
  await tx
    .delete(directTransferDetails)
    .where(
      inArray(
        directTransferDetails.listId,
        tx.select({ id: lists.id }).from(lists).where(eq(lists.ownerId, userId)),
      ),
    );
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
