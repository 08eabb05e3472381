import { type Dependent, formatMoney, type huchaMoveInputSchema } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { huchaTransfers, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { guardianIdsOf, isGuardian, lockDependent, readDependent } from '../dependents/index.js';
import { isOverdraft, personBalances, transfer } from '../ledger/index.js';

/**
 * «Pasar a mi billetera»: a guardian moves money that has arrived in a dependent's hucha to their own wallet,
 * from where they withdraw it to their bank as they do their own. A child (or a pet) cannot be paid out to: the
 * payment provider onboards people, not profiles. Only what is available moves (money waiting for a list's date
 * stays in the hucha until then).
 *
 *   dependent person_available −amount → guardian person_available +amount      (transfer `hucha:<id>`)
 *
 * In one transaction under the guardian's `users` row (shared, as a payment to them takes it: their account
 * cannot be deleted with the money on its way in) and then the profile's row lock (`lockDependent`, the lock
 * every change of its guardians and its deletion take), in the order deleting an account takes them, so a
 * guardian removed a moment ago moves nothing, and the profile cannot be deleted or handed over half-way. The
 * hucha's CHECK (no negative balance) refuses moving more than there is, however many guardians ask at once.
 * The other guardians are told, through the outbox, in the same transaction.
 */

type Me = { id: string; name: string };
const notMine = () => notFound('Ese perfil no existe o no lo cuidas.');

/**
 * `POST dependent/hucha/{id}`, bound to the caller's `Idempotency-Key` (`requestKey`): a retry whose answer was
 * lost finds the row its first call wrote and moves nothing again. Answers the profile as it is now.
 */
export async function moveFromHucha(
  app: AppContext,
  me: Me,
  dependentId: string,
  input: z.output<typeof huchaMoveInputSchema>,
  requestKey: string,
): Promise<Dependent> {
  if (!isUuid(dependentId)) throw notMine();
  try {
    return await app.db.transaction(async (tx) => {
      // My own row first, shared, as a payment to me takes it: deleting my account takes it FOR UPDATE before
      // it checks my wallet is empty, then waits for the profiles I look after (this one's lock, below). Without
      // it, money moved while my account is being deleted would land in a wallet that is gone a moment later.
      const [self] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, me.id))
        .for('key share');
      const dep = self ? await lockDependent(tx, dependentId) : undefined;
      if (!dep || !(await isGuardian(tx, dependentId, me.id))) throw notMine();
      const [done] = await tx
        .select({
          dependentId: huchaTransfers.dependentId,
          amount: huchaTransfers.amount,
          currency: huchaTransfers.currency,
        })
        .from(huchaTransfers)
        .where(and(eq(huchaTransfers.guardianId, me.id), eq(huchaTransfers.requestKey, requestKey)));
      // `idempotent` refuses another body under this key; the move says so too once the key's answer is purged
      // (a day), rather than answer a move it never made.
      if (
        done &&
        (done.dependentId !== dependentId || done.amount !== input.amount || done.currency !== input.currency)
      )
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (!done) await move(app, tx, me, dep, input, requestKey);
      // Read in the same transaction: a deletion waiting for the lock cannot make a done move answer 404.
      return readDependent(tx, me.id, dependentId);
    });
  } catch (err) {
    if (isOverdraft(err))
      throw new AppError('HUCHA_TOO_LOW', await tooLowWords(app, dependentId, input.currency));
    // The same key a moment ago, from another request (that one moved the money): answer as it does.
    if (isUniqueViolation(err, 'hucha_transfers_request_key'))
      return moveFromHucha(app, me, dependentId, input, requestKey);
    throw err;
  }
}

/** The transfer, its record (both wallets' movement) and the other guardians' notices, in `tx`. */
async function move(
  app: AppContext,
  tx: Db,
  me: Me,
  dep: { id: string; name: string },
  input: z.output<typeof huchaMoveInputSchema>,
  requestKey: string,
) {
  const [row] = await tx
    .insert(huchaTransfers)
    .values({
      dependentId: dep.id,
      dependentName: dep.name,
      guardianId: me.id,
      guardianName: me.name,
      amount: input.amount,
      currency: input.currency,
      requestKey,
    })
    .returning({ id: huchaTransfers.id });
  if (!row) throw new Error('hucha transfer not stored');
  const { currency } = input;
  await transfer(tx, {
    kind: 'hucha',
    key: `hucha:${row.id}`,
    status: 'posted',
    currency,
    legs: [
      { account: { kind: 'person_available', personId: dep.id, currency }, amount: -input.amount },
      { account: { kind: 'person_available', personId: me.id, currency }, amount: input.amount },
    ],
  });
  const moved = formatMoney({ amount: input.amount, currency });
  const left = (await personBalances(tx, dep.id)).find((b) => b.currency === currency)?.available ?? 0;
  for (const userId of await guardianIdsOf(tx, dep.id)) {
    if (userId === me.id) continue;
    await app.notify(
      {
        userId,
        type: 'dependent',
        title: `${me.name} ha pasado ${moved} de la hucha de ${dep.name} a su billetera`,
        body: `En la hucha de ${dep.name} quedan ${formatMoney({ amount: left, currency })}.`,
        data: { id: dep.id },
      },
      tx,
    );
  }
}

/** The refusal in words, with what the hucha has now: «En la hucha de Leo hay 12,50 € disponibles.» */
async function tooLowWords(app: AppContext, dependentId: string, currency: string) {
  const [dep] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, dependentId));
  const available = (await personBalances(app.db, dependentId)).find((b) => b.currency === currency);
  const now = formatMoney({ amount: available?.available ?? 0, currency });
  return `En la hucha de ${dep?.name ?? 'este perfil'} hay ${now} disponibles: no puedes pasar más. Puede que otra persona que lo cuida lo haya pasado antes.`;
}
