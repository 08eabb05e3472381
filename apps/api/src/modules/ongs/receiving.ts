import { errorCatalogue, type FieldError, userTypes } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ongs, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * The one rule of money and ONGs: an ONG receives money, and takes it out of Detalle, only once it is verified
 * (`npm run ong:verify`; a new registration number sends it back to pending). People are never refused here.
 *
 * Every path that picks who receives a payment asks `assertCanReceiveMoney` about that recipient: money to a
 * person or for their list, event, group gift or fund (`payment/save`, the wallet's `checkConcerns`), a guest's
 * money for a list's gift (`payment/guest`); donations (`donation/*`) go further and ask for a verified ONG
 * under its row lock (`verifiedOngFor`). `payout/save` asks `assertCanWithdraw`, so money that reached an ONG
 * before it went back to pending stays in its wallet until it is verified again.
 *
 * Inside a transaction the ONG's row is held `FOR SHARE`: it cannot stop being verified (`ong/update` with a
 * new registration number) until that transaction ends.
 */
async function isUnverifiedOng(db: Db, userId: string) {
  const [ong] = await db
    .select({ status: ongs.status })
    .from(ongs)
    .where(eq(ongs.userId, userId))
    .for('share');
  if (ong) return ong.status !== 'verified';
  // An organisation's account without its details yet is not verified either.
  const [user] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
  return user?.type === userTypes.ong;
}

/**
 * Refuses money for an ONG still pending verification (409 `ONG_NOT_VERIFIED`). `field` places the message on
 * the form's field that chose the recipient, when there is one.
 */
export async function assertCanReceiveMoney(db: Db, recipientId: string, field?: string) {
  if (!(await isUnverifiedOng(db, recipientId))) return;
  const { message } = errorCatalogue.ONG_NOT_VERIFIED;
  const fields: FieldError[] | undefined = field ? [{ path: field, message }] : undefined;
  throw new AppError('ONG_NOT_VERIFIED', message, fields);
}

/** Refuses a withdrawal by an ONG still pending verification (409 `ONG_NOT_VERIFIED`). */
export async function assertCanWithdraw(db: Db, personId: string) {
  if (await isUnverifiedOng(db, personId))
    throw new AppError(
      'ONG_NOT_VERIFIED',
      'Tu ONG aún no está verificada: podrás retirar dinero cuando la verifiquemos.',
    );
}
