import type {
  DirectPledge,
  DirectTransferInstructions,
  directTransferDeclareSchema,
  directTransferStartSchema,
} from '@detalle/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { directTransferDetails, directTransferPledges } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { findVisibleList, giverShown, isOwnerOf, revealOf } from '../lists/index.js';
import { checkGiftTakes } from './gift-target.js';
import { groupIban, spanishMobile } from './iban.js';
import { notifyOwnerOfPledge } from './notices.js';
import { giverPledge } from './pledge-view.js';
import { newReference } from './reference.js';

type StartInput = z.output<typeof directTransferStartSchema>;
type DeclareInput = z.output<typeof directTransferDeclareSchema>;
type Giver = { id: string; name: string } | null;

const pledges = directTransferPledges;

/** The list (reachable by the caller, else 404) and its owners' details; an owner cannot give to it. */
async function reachableDetails(app: AppContext, viewerId: string | null, listId: string) {
  const list = await findVisibleList(app, viewerId, listId);
  if (isOwnerOf(list, viewerId))
    throw new AppError('OWN_LIST_GIFT', 'Es tu propia lista: esa cuenta es la tuya.');
  const [details] = await app.db
    .select()
    .from(directTransferDetails)
    .where(eq(directTransferDetails.listId, listId));
  if (!details) throw notFound('Esta lista no tiene datos para transferir directamente.');
  return { list, details };
}

/**
 * "Quiero transferir": the whole IBAN, the amount (checked against what the gift still misses) and a fresh
 * reference to write in the concept. Nothing is stored until the giver says they sent it.
 */
export async function startTransfer(
  app: AppContext,
  viewerId: string | null,
  input: StartInput,
): Promise<DirectTransferInstructions> {
  const { details } = await reachableDetails(app, viewerId, input.listId);
  if (input.giftId) await checkGiftTakes(app.db, input.listId, input.giftId, input.amount, input.currency);
  return {
    holder: details.holder,
    iban: groupIban(details.iban),
    ibanCompact: details.iban,
    bizum: details.bizumPhone ? spanishMobile(details.bizumPhone) : null,
    amount: input.amount,
    currency: input.currency,
    reference: newReference(),
  };
}

/** A retry of the same declaration (same giver and `Idempotency-Key`) finds the pledge it made. */
async function earlierPledge(app: AppContext, giver: Giver, email: string | undefined, requestKey: string) {
  const [row] = await app.db
    .select({ id: pledges.id })
    .from(pledges)
    .where(
      giver
        ? and(eq(pledges.giverId, giver.id), eq(pledges.requestKey, requestKey))
        : and(
            isNull(pledges.giverId),
            sql`lower(${pledges.guestEmail}) = ${email ?? ''}`,
            eq(pledges.requestKey, requestKey),
          ),
    );
  return row ? giverPledge(app.db, row.id) : null;
}

/**
 * "Ya he hecho la transferencia": kept as pending, and the owner is told in the same transaction (named only as
 * `giverShown` allows). A guest gives a name and an e-mail, where the owner's answer will reach them.
 */
export async function declareTransfer(
  app: AppContext,
  giver: Giver,
  input: DeclareInput,
  requestKey: string,
): Promise<DirectPledge> {
  if (!giver && (!input.name || !input.email)) {
    const fields = [
      ...(input.name ? [] : [{ path: 'name', message: 'Escribe tu nombre.' }]),
      ...(input.email
        ? []
        : [{ path: 'email', message: 'Escribe tu correo: te avisaremos cuando le llegue.' }]),
    ];
    throw new AppError('VALIDATION_ERROR', fields[0]?.message, fields);
  }
  const earlier = await earlierPledge(app, giver, input.email, requestKey);
  if (earlier) return earlier;
  const { list } = await reachableDetails(app, giver?.id ?? null, input.listId);
  const revealed = revealOf(list.l, list.revealsOn).revealed;
  try {
    const id = await app.db.transaction(async (tx) => {
      // Checked under the gift's row lock, so its owner cannot stop it being a group gift meanwhile.
      const giftName = input.giftId
        ? (await checkGiftTakes(tx, input.listId, input.giftId, input.amount, input.currency, 'lock')).name
        : null;
      const [p] = await tx
        .insert(pledges)
        .values({
          listId: input.listId,
          giftId: input.giftId,
          giverId: giver?.id ?? null,
          guestName: giver ? null : (input.name ?? null),
          guestEmail: giver ? null : (input.email ?? null),
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          message: input.message,
          showName: input.showName,
          requestKey,
        })
        .returning();
      if (!p) throw new Error('pledge not stored');
      const name = giver?.name ?? input.name ?? null;
      await notifyOwnerOfPledge(app, tx, p, {
        listId: list.l.id,
        giftName,
        giverName: giverShown({ showName: input.showName, revealed }) ? name : null,
      });
      return p.id;
    });
    return giverPledge(app.db, id);
  } catch (err) {
    // The same request twice at once: the other one stored it.
    if (
      isUniqueViolation(err, 'direct_pledges_request_key') ||
      isUniqueViolation(err, 'direct_pledges_guest_request_key')
    ) {
      const again = await earlierPledge(app, giver, input.email, requestKey);
      if (again) return again;
    }
    if (isUniqueViolation(err, 'direct_pledges_reference_key'))
      throw new AppError(
        'CONFLICT',
        'Ya se avisó de una transferencia con esta referencia. Si es otra, pulsa de nuevo «Quiero transferir» para tener una referencia nueva.',
      );
    throw err;
  }
}
