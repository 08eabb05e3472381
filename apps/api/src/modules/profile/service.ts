import { PAYMENT_HOLD_MINUTES, type PersonUpdateBody, type Profile } from '@detalle/contract';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  dependents,
  gifts,
  guardians,
  HELD_PAYMENT_STATUSES,
  hobbies,
  idempotencyKeys,
  identities,
  ongs,
  outbox,
  payments,
  sessions,
  userHobbies,
  users,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { PASSWORD_CHECKS_PER_ACCOUNT, PASSWORD_CHECKS_PER_ADDRESS } from '../../limits.js';
import { assertStrongPassword, hashPassword, toE164, verifyPassword } from '../accounts/index.js';
import { isGuardedBy } from '../dependents/index.js';
import { forgetDetailsReceivedBy } from '../direct-transfers/index.js';
import { AVATAR, reencodeImage } from '../files/index.js';
import { personBalances } from '../ledger/index.js';

export async function getProfile(app: AppContext, userId: string): Promise<Profile> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const [myHobbies, myIdentities, [ong]] = await Promise.all([
    app.db
      .select({ id: hobbies.id, slug: hobbies.slug, hobbie: hobbies.name })
      .from(userHobbies)
      .innerJoin(hobbies, eq(hobbies.id, userHobbies.hobbyId))
      .where(eq(userHobbies.userId, userId))
      .orderBy(hobbies.name),
    app.db.select({ provider: identities.provider }).from(identities).where(eq(identities.userId, userId)),
    app.db.select().from(ongs).where(eq(ongs.userId, userId)).limit(1),
  ]);
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    image: user.image,
    type: user.type,
    confirmed: user.confirmed,
    codephone: user.codephone,
    mobile: user.mobile,
    birthday: user.birthday,
    hobbies: myHobbies,
    notifications: user.notifications,
    hasPassword: Boolean(user.passwordHash),
    providers: [...new Set(myIdentities.map((i) => i.provider))],
    ong: ong
      ? {
          legalId: ong.legalId,
          country: ong.country,
          website: ong.website,
          description: ong.description,
          status: ong.status,
        }
      : null,
  };
}

/** `person/update`: only the fields sent change; `hobbies` replaces the whole selection. */
export async function updateProfile(
  app: AppContext,
  userId: string,
  input: PersonUpdateBody & { mobile?: string | null; codephone?: string | null },
) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.lastname !== undefined) changes.lastname = input.lastname;
  if (input.birthday !== undefined) changes.birthday = input.birthday;
  if (input.notifications !== undefined) changes.notifications = input.notifications;
  if (input.mobile !== undefined) {
    if (input.mobile === null) Object.assign(changes, { mobile: null, codephone: null, phoneE164: null });
    else if (input.codephone) {
      const phoneE164 = toE164(input.codephone, input.mobile);
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneE164, phoneE164), ne(users.id, userId)))
        .limit(1);
      if (taken) throw new AppError('MOBILE_TAKEN', 'Ese número ya lo usa otra cuenta.');
      Object.assign(changes, { mobile: input.mobile, codephone: input.codephone, phoneE164 });
    }
  }
  let oldImage: string | null = null;
  if (input.image === null) {
    const [u] = await app.db.select({ image: users.image }).from(users).where(eq(users.id, userId));
    oldImage = u?.image ?? null;
    changes.image = null;
  }

  let hobbyIds: string[] | undefined;
  if (input.hobbies) {
    const keys = [...new Set(input.hobbies)];
    const ids = keys.filter((k) => isUuid(k));
    const slugs = keys.filter((k) => !isUuid(k));
    const found = keys.length
      ? await app.db
          .select({ id: hobbies.id })
          .from(hobbies)
          .where(
            or(
              ids.length ? inArray(hobbies.id, ids) : sql`false`,
              slugs.length ? inArray(hobbies.slug, slugs) : sql`false`,
            ),
          )
      : [];
    if (found.length !== keys.length) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Alguno de los intereses elegidos ya no existe. Recarga la página y vuelve a elegir.',
        [{ path: 'hobbies', message: 'Interés desconocido.' }],
      );
    }
    hobbyIds = found.map((h) => h.id);
  }

  try {
    await app.db.transaction(async (tx) => {
      if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, userId));
      if (hobbyIds) {
        await tx.delete(userHobbies).where(eq(userHobbies.userId, userId));
        if (hobbyIds.length)
          await tx.insert(userHobbies).values(hobbyIds.map((hobbyId) => ({ userId, hobbyId })));
      }
    });
  } catch (err) {
    // Someone took the number between the check above and this change.
    if (isUniqueViolation(err, 'phone'))
      throw new AppError('MOBILE_TAKEN', 'Ese número ya lo usa otra cuenta.');
    throw err;
  }
  await app.storage.remove(oldImage);
  return getProfile(app, userId);
}

export async function setPhoto(app: AppContext, userId: string, bytes: Buffer) {
  const avatar = await reencodeImage(bytes, AVATAR);
  const url = await app.storage.put('avatars', 'webp', avatar);
  const [before] = await app.db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  await app.db.update(users).set({ image: url }).where(eq(users.id, userId));
  await app.storage.remove(before?.image);
  return getProfile(app, userId);
}

/**
 * A stolen session must not become a way to guess the password: every check of
 * the current password counts, and the 429 comes before the check. A right
 * password forgets the account's count.
 */
async function checkCurrentPassword(
  app: AppContext,
  who: { userId: string; ip: string },
  passwordHash: string,
  password: string,
) {
  await app.rateLimit.hit(`password-check:account:${who.userId}`, PASSWORD_CHECKS_PER_ACCOUNT);
  await app.rateLimit.hit(`password-check:ip:${who.ip}`, PASSWORD_CHECKS_PER_ADDRESS);
  if (!(await verifyPassword(passwordHash, password))) throw new AppError('WRONG_PASSWORD');
  await app.rateLimit.reset(`password-check:account:${who.userId}`);
}

/** Changing the password signs out every other session: if it leaked, the leak ends here. */
export async function changePassword(
  app: AppContext,
  user: { id: string; sessionId: string },
  input: { current?: string; password: string },
  ip: string,
) {
  const [row] = await app.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (row?.passwordHash) {
    await checkCurrentPassword(app, { userId: user.id, ip }, row.passwordHash, input.current ?? '');
  }
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
  });
  app.sessionStreams.endForUser(user.id, { except: user.sessionId });
  app.log.info({ event: 'password.changed', userId: user.id }, 'auth');
}

/**
 * Money received is the person's: it leaves with them to their bank, never with the account into nowhere. A
 * card's money on its way waits a few minutes at most (a payment's hold), then arrives or is cancelled. A
 * transfer or voucher still awaited (days) does not keep the account: if it arrives after, it goes back to whoever
 * sent it (the recipient is gone), so nobody can hold an account open by starting transfers they never send.
 */
async function refuseWhileMoneyIsHere(tx: Db, userId: string) {
  const balances = await personBalances(tx, userId);
  if (balances.some((b) => b.available > 0 || b.pending > 0)) throw new AppError('BALANCE_NOT_EMPTY');
  const [incoming] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.recipientId, userId), inArray(payments.status, [...HELD_PAYMENT_STATUSES])))
    .limit(1);
  if (incoming)
    throw new AppError(
      'BALANCE_NOT_EMPTY',
      `Hay dinero de camino a tu billetera. Llegará o se cancelará en ${PAYMENT_HOLD_MINUTES} minutos como mucho: espera a que llegue y retíralo antes de borrar tu cuenta.`,
    );
}

/**
 * A dependent is never left without anyone looking after it: the account of its only guardian stays until they
 * add another, hand it over or delete it.
 */
async function refuseWhileOnlyGuardian(tx: Db, userId: string) {
  // Their rows locked, as every change of a dependent's guardians: another guardian leaving now is seen here.
  await tx
    .select({ id: dependents.userId })
    .from(dependents)
    .where(isGuardedBy(dependents.userId, userId))
    .orderBy(dependents.userId)
    .for('update');
  const [alone] = await tx
    .select({ name: users.name })
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.dependentId))
    .where(
      and(
        eq(guardians.guardianId, userId),
        sql`not exists (select 1 from ${guardians} g where g.dependent_id = ${guardians.dependentId} and g.guardian_id <> ${userId})`,
      ),
    )
    .limit(1);
  if (alone)
    throw new AppError(
      'CONFLICT',
      `Eres la única persona que cuida el perfil de ${alone.name}. Antes de borrar tu cuenta, invita a alguien a cuidarlo contigo, entrégaselo o borra su perfil.`,
    );
}

/**
 * Deletes the account for good: the user row and, through foreign keys, every
 * row that belongs to it (sessions, identities, interests, organisation...);
 * also our copy of e-mails sent to it and the stored photo.
 */
export async function deleteAccount(
  app: AppContext,
  userId: string,
  password: string | undefined,
  ip: string,
) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (user.passwordHash) await checkCurrentPassword(app, { userId, ip }, user.passwordHash, password ?? '');
  await app.db.transaction(async (tx) => {
    // The account's row first: a payment to this person is opened (and its money recorded) under a share lock
    // of this row, so from here none can start or land until the account is gone, and none open is missed.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await refuseWhileMoneyIsHere(tx, userId);
    await refuseWhileOnlyGuardian(tx, userId);
    // Gifts this person had promised go back to their lists, available for someone else.
    await tx
      .update(gifts)
      .set({ status: 'available', reservedBy: null, reservedAt: null })
      .where(and(eq(gifts.reservedBy, userId), eq(gifts.status, 'reserved')));
    if (user.email) await tx.delete(outbox).where(sql`lower(${outbox.to}) = ${user.email.toLowerCase()}`);
    // Stored answers of money calls hold personal data (a donation's name and tax id): gone with the account.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userId));
    // The account givers are shown on a list shared with others is this person's: it goes with them.
    await forgetDetailsReceivedBy(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
  app.sessionStreams.endForUser(userId);
  await app.storage.remove(user.image);
  app.log.info({ event: 'account.deleted', userId }, 'auth');
}
