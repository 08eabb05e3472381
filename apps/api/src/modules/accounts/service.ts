import type { SessionUser } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { identities, ongs, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  RECOVERY_CODE_PER_ACCOUNT,
  RECOVERY_PER_ACCOUNT,
  SIGN_IN_ACCOUNT_ALARM,
  SIGN_IN_TRIES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_TRIES_UNDER_ALARM,
} from '../../limits.js';
import { createSession } from '../sessions/index.js';
import { confirmationMail, recoveryMail, recoverySms } from './emails.js';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';
import { toE164 } from './phone.js';
import { queueSms } from './sms-outbox.js';
import type { SocialIdentity } from './social.js';
import { issueToken, issueTokenFor, linkOwner, redeemCode, redeemLink } from './tokens.js';

type User = typeof users.$inferSelect;

export const toSessionUser = (u: User, token: string): SessionUser => ({
  id: u.id,
  name: u.name,
  lastname: u.lastname,
  email: u.email,
  image: u.image,
  token,
  type: u.type,
  confirmed: u.confirmed,
});

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(byEmail(email)).limit(1);
  return u ?? null;
}

async function findUserByPhone(db: Db, codephone: string, mobile: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.phoneE164, toE164(codephone, mobile)))
    .limit(1);
  return u ?? null;
}

/** A new session for `user`; pass the caller's transaction to make it part of a larger change. */
async function startSession(app: AppContext, user: User, userAgent?: string, tx: Db = app.db) {
  const token = await createSession({ db: tx, userId: user.id, userAgent });
  return toSessionUser(user, token);
}

/** The confirmation link, stored with its e-mail in the outbox inside the caller's transaction. */
async function sendConfirmation(app: AppContext, user: User, tx: Db) {
  if (!user.email || user.confirmed) return;
  const { token } = await issueToken(tx, user.id, 'confirm_email');
  await app.mailer.send(
    confirmationMail(user.email, user.name, `${app.config.publicUrl}/confirmar/${token}`),
    tx,
  );
}

type NewAccount = {
  name: string;
  lastname: string;
  email: string;
  codephone?: string;
  mobile?: string;
  password: string;
  type: number;
  ong?: Omit<typeof ongs.$inferInsert, 'userId'>;
};

export async function registerAccount(app: AppContext, input: NewAccount, userAgent?: string) {
  assertStrongPassword(input.password);
  if (await findUserByEmail(app.db, input.email)) throw new AppError('EMAIL_TAKEN');
  const phoneE164 = input.mobile && input.codephone ? toE164(input.codephone, input.mobile) : null;
  if (
    phoneE164 &&
    input.codephone &&
    input.mobile &&
    (await findUserByPhone(app.db, input.codephone, input.mobile))
  ) {
    throw new AppError('MOBILE_TAKEN');
  }
  const passwordHash = await hashPassword(input.password);
  // The person, their confirmation e-mail and their first session are one change: if the
  // database drops half-way nothing is kept, and trying again works (no "correo ya registrado").
  let session: SessionUser;
  let user: User;
  try {
    ({ user, session } = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          lastname: input.lastname,
          email: input.email,
          codephone: phoneE164 ? (input.codephone ?? null) : null,
          mobile: phoneE164 ? (input.mobile ?? null) : null,
          phoneE164,
          passwordHash,
          type: input.type,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      if (input.ong) await tx.insert(ongs).values({ ...input.ong, userId: created.id });
      await sendConfirmation(app, created, tx);
      return { user: created, session: await startSession(app, created, userAgent, tx) };
    }));
  } catch (err) {
    if (isUniqueViolation(err, 'email')) throw new AppError('EMAIL_TAKEN');
    if (isUniqueViolation(err, 'phone')) throw new AppError('MOBILE_TAKEN');
    throw err;
  }
  app.jobs.nudge();
  app.log.info({ event: 'account.registered', userId: user.id, type: user.type }, 'auth');
  return session;
}

const isRateLimited = (err: unknown) => err instanceof AppError && err.code === 'RATE_LIMITED';

/** Counts one sign-in attempt for `account` from `ip`; throws the 429 before any password is checked. */
async function limitSignIn(app: AppContext, account: string, ip: string) {
  let underAttack = false;
  try {
    await app.rateLimit.hit(`login:account:${account}`, SIGN_IN_ACCOUNT_ALARM);
  } catch (err) {
    if (!isRateLimited(err)) throw err;
    underAttack = true;
  }
  const from = `${account}:${ip}`;
  for (const [i, limit] of SIGN_IN_TRIES_PER_ACCOUNT_AND_ADDRESS.entries()) {
    const max = underAttack ? (SIGN_IN_TRIES_UNDER_ALARM[i] ?? limit.max) : limit.max;
    await app.rateLimit.hit(`login:from:${i}:${from}`, { ...limit, max });
  }
  return async function forgetAttempts() {
    for (const i of SIGN_IN_TRIES_PER_ACCOUNT_AND_ADDRESS.keys())
      await app.rateLimit.reset(`login:from:${i}:${from}`);
  };
}

export async function loginWithPassword(
  app: AppContext,
  who: { email: string } | { codephone: string; mobile: string },
  password: string,
  client: { ip: string; userAgent?: string },
) {
  const accountKey = 'email' in who ? who.email.toLowerCase() : toE164(who.codephone, who.mobile);
  const forgetAttempts = await limitSignIn(app, accountKey, client.ip);
  const user =
    'email' in who
      ? await findUserByEmail(app.db, who.email)
      : await findUserByPhone(app.db, who.codephone, who.mobile);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    app.log.info({ event: 'login.failed', userId: user?.id ?? null }, 'auth');
    throw new AppError('INVALID_CREDENTIALS');
  }
  await forgetAttempts();
  app.log.info(
    { event: 'login.succeeded', userId: user.id, method: 'email' in who ? 'email' : 'mobile' },
    'auth',
  );
  return startSession(app, user, client.userAgent);
}

/**
 * Sign-in with a verified social identity. The account is found by (provider,
 * subject); a first sign-in joins an existing account with the same e-mail only
 * when the provider says that e-mail is verified, otherwise it is refused (an
 * unverified address could belong to someone else). New people get a new,
 * already confirmed account when the provider verified the e-mail.
 */
export async function loginWithSocial(app: AppContext, id: SocialIdentity, userAgent?: string) {
  const [linked] = await app.db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, id.provider), eq(identities.subject, id.subject)))
    .limit(1);
  if (linked) {
    app.log.info({ event: 'login.succeeded', userId: linked.user.id, method: id.provider }, 'auth');
    return startSession(app, linked.user, userAgent);
  }

  const existing = id.email ? await findUserByEmail(app.db, id.email) : null;
  if (existing && !id.emailVerified) {
    throw new AppError(
      'EMAIL_TAKEN',
      'Ya hay una cuenta con ese correo. Entra con tu correo y contraseña; después podrás usar también esta cuenta.',
    );
  }
  const picture = id.picture?.startsWith('https://') ? id.picture : null;
  const user = await app.db.transaction(async (tx) => {
    let u = existing;
    if (!u) {
      const [created] = await tx
        .insert(users)
        .values({
          name: id.name.slice(0, 80),
          lastname: id.lastname.slice(0, 80),
          email: id.email,
          image: picture,
          confirmed: id.emailVerified,
        })
        .returning();
      u = created ?? null;
    } else if (!u.confirmed) {
      // The provider has just proven the person owns this address.
      const [updated] = await tx.update(users).set({ confirmed: true }).where(eq(users.id, u.id)).returning();
      u = updated ?? u;
    }
    if (!u) throw new Error('no user');
    await tx
      .insert(identities)
      .values({ userId: u.id, provider: id.provider, subject: id.subject, email: id.email });
    return u;
  });
  app.log.info(
    { event: existing ? 'identity.linked' : 'account.registered', userId: user.id, method: id.provider },
    'auth',
  );
  return startSession(app, user, userAgent);
}

export async function confirmEmail(app: AppContext, token: string) {
  const userId = await redeemLink(app.db, token, 'confirm_email', true);
  if (!userId) {
    // Opening the same link twice (or an older one) after confirming is not an error for the person.
    const owner = await linkOwner(app.db, token, 'confirm_email');
    const [u] = owner
      ? await app.db.select({ confirmed: users.confirmed }).from(users).where(eq(users.id, owner))
      : [];
    if (u?.confirmed) return true;
    throw new AppError(
      'INVALID_LINK',
      'El enlace de confirmación no es válido o ha caducado. Pide otro desde tu perfil.',
    );
  }
  const [user] = await app.db.update(users).set({ confirmed: true }).where(eq(users.id, userId)).returning();
  app.log.info({ event: 'email.confirmed', userId }, 'auth');
  return user?.confirmed ?? true;
}

type Who = { email?: string; codephone?: string; mobile?: string };

async function findRecoveryUser(db: Db, who: Who) {
  if (who.email) return findUserByEmail(db, who.email);
  if (who.codephone && who.mobile) return findUserByPhone(db, who.codephone, who.mobile);
  return null;
}

const whoKey = (who: Who) =>
  who.email ?? (who.codephone && who.mobile ? toE164(who.codephone, who.mobile) : '');

const recoveryMatch = (who: Who) => {
  if (who.email) return byEmail(who.email);
  if (who.codephone && who.mobile) return eq(users.phoneE164, toE164(who.codephone, who.mobile));
  return sql`false`;
};

/**
 * Sends a code (by e-mail with a link, or by SMS). Answers the same, after the
 * same work, whether or not the account exists: one transaction with one
 * statement that finds the account and issues the code, then one outbox row and
 * its job — the message, or for an unknown account a row with nothing to send.
 * The message is stored with the code, so a crash after the answer loses nothing.
 */
export async function requestRecovery(app: AppContext, who: Who) {
  await app.rateLimit.hit(`recovery:account:${whoKey(who)}`, RECOVERY_PER_ACCOUNT);
  const issued = await app.db.transaction(async (tx) => {
    const found = await issueTokenFor(tx, 'reset_password', recoveryMatch(who));
    const code = found?.code;
    if (!found || !code) await app.mailer.sendNothing(tx);
    else if (who.email && found.holder.email) {
      const link = `${app.config.publicUrl}/forget-password/${found.token}`;
      await app.mailer.send(recoveryMail(found.holder.email, found.holder.name, code, link), tx);
    } else if (found.holder.phoneE164) await queueSms(app, tx, found.holder.phoneE164, recoverySms(code));
    else await app.mailer.sendNothing(tx);
    return found;
  });
  app.jobs.nudge();
  if (!issued) app.log.info({ event: 'recovery.unknown_account' }, 'auth');
  else
    app.log.info(
      { event: 'recovery.requested', userId: issued.holder.id, channel: who.email ? 'email' : 'sms' },
      'auth',
    );
}

/**
 * `user/reenviarConfirmacion`: a new confirmation link for an unconfirmed address.
 * Like recovery, the same work runs for any address (one statement, one outbox
 * row and its job), so the timing does not tell who has an account.
 */
export async function resendConfirmation(app: AppContext, email: string) {
  await app.db.transaction(async (tx) => {
    const issued = await issueTokenFor(
      tx,
      'confirm_email',
      sql`${byEmail(email)} and ${users.confirmed} = false`,
    );
    const to = issued?.holder.email;
    if (!issued || !to) return app.mailer.sendNothing(tx);
    const link = `${app.config.publicUrl}/confirmar/${issued.token}`;
    await app.mailer.send(confirmationMail(to, issued.holder.name, link), tx);
  });
  app.jobs.nudge();
}

/** Checks a recovery code without spending it (a wrong one counts as an attempt). */
export async function verifyRecoveryCode(app: AppContext, who: Who, code: string) {
  await app.rateLimit.hit(`recovery-code:account:${whoKey(who)}`, RECOVERY_CODE_PER_ACCOUNT);
  const user = await findRecoveryUser(app.db, who);
  // Same answer for an unknown account as for a wrong code.
  if (!user || !(await redeemCode(app.db, user.id, code, false))) throw new AppError('INVALID_CODE');
  return user;
}

const invalidRecoveryLink = () =>
  new AppError('INVALID_LINK', 'El enlace para cambiar la contraseña no es válido o ha caducado. Pide otro.');

/** The account a live recovery link belongs to, without spending the link; INVALID_LINK otherwise. */
export async function verifyRecoveryLink(app: AppContext, token: string): Promise<string> {
  const userId = await redeemLink(app.db, token, 'reset_password', false);
  if (!userId) throw invalidRecoveryLink();
  return userId;
}

export async function resetPassword(
  app: AppContext,
  input: Who & { code?: string; token?: string; password: string },
) {
  assertStrongPassword(input.password);
  // Cheap checks first, so a wrong link or code never costs a password hash...
  const userId = input.token
    ? await verifyRecoveryLink(app, input.token)
    : (await verifyRecoveryCode(app, input, input.code ?? '')).id;
  const passwordHash = await hashPassword(input.password);
  // ...then the link or code is spent in the same transaction that changes the password: if the
  // database drops in between, both stay as they were and the person can simply try again.
  const changed = await app.db.transaction(async (tx) => {
    const spent = input.token
      ? (await redeemLink(tx, input.token, 'reset_password', true)) === userId
      : await redeemCode(tx, userId, input.code ?? '', true);
    if (!spent) return false;
    // Whoever knew the old password is signed out everywhere.
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return true;
  });
  // Used in the meantime (the same link twice at once): exactly one of them changed the password.
  if (!changed) throw input.token ? invalidRecoveryLink() : new AppError('INVALID_CODE');
  app.sessionStreams.endForUser(userId);
  app.log.info({ event: 'password.reset', userId }, 'auth');
}
