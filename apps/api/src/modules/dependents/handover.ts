import { randomBytes } from 'node:crypto';
import { HANDOVER_DAYS, type HandoverPreview, type handoverAcceptSchema, userTypes } from '@detalle/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { dependentHandovers, dependents, guardians, lists, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { HANDOVERS_PER_ACCOUNT, HANDOVERS_PER_EMAIL } from '../../limits.js';
import type { Mail } from '../../plugins/mailer.js';
import {
  assertStrongPassword,
  escapeHtml,
  findUserByEmail,
  hashPassword,
  mailButton,
  mailLayout,
  toSessionUser,
} from '../accounts/index.js';
import { personColumns } from '../friends/index.js';
// The same SHA-256 (hex) as a session's: only the hash of a link's secret is stored.
import { createSession, hashToken as sha256 } from '../sessions/index.js';
import { guardianIdsOf, isGuardian, lockDependent } from './guardians.js';

/**
 * Handing a dependent's profile over to its person ("Entregar su perfil"): a guardian sends an invitation to
 * their e-mail; opening its link, they choose a password and the profile becomes their account, with the same
 * user id, so its lists, special dates, draw seats, wallet and history stay theirs. The guardians lose it. The
 * link's secret travels after `#` (never in a server's log nor a Referer); only its SHA-256 is stored.
 */

const DAY_MS = 86_400_000;
const gone = () => new AppError('HANDOVER_GONE');
const emailTaken = () => new AppError('HANDOVER_EMAIL_TAKEN');
const notMine = () => notFound('Ese perfil no existe o no lo cuidas.');

/** SQL: the invitation still works (not accepted, withdrawn nor replaced, and not expired). */
const handoverOpen = and(isNull(dependentHandovers.endedAt), gt(dependentHandovers.expiresAt, sql`now()`));

/** The open invitation of a profile, as its guardians see it. */
export async function openHandover(db: Db, dependentId: string) {
  const [row] = await db
    .select({
      id: dependentHandovers.id,
      email: dependentHandovers.email,
      expiresAt: dependentHandovers.expiresAt,
      invitedBy: personColumns,
    })
    .from(dependentHandovers)
    .innerJoin(users, eq(users.id, dependentHandovers.invitedBy))
    .where(and(eq(dependentHandovers.dependentId, dependentId), handoverOpen));
  return row ? { ...row, expiresAt: row.expiresAt.toISOString() } : null;
}

function handoverMail(to: string, name: string, by: string, link: string): Mail {
  const subject = `${by} te entrega tu perfil en Detalle`;
  return {
    to,
    kind: 'dependent_handover',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Hola, ${escapeHtml(name)}!</p><p>${escapeHtml(by)} ha llevado hasta ahora tu perfil en Detalle, con tus listas, tus fechas y tu hucha. Elige una contraseña y será tu propia cuenta.</p>
${mailButton(link, 'Recibir mi perfil')}
<p style="font-size:14px;color:#7a6a62">El enlace vale durante ${HANDOVER_DAYS} días. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>`,
    ),
    text: `¡Hola, ${name}!\n\n${by} ha llevado hasta ahora tu perfil en Detalle, con tus listas, tus fechas y tu hucha. Elige una contraseña y será tu propia cuenta (el enlace vale durante ${HANDOVER_DAYS} días):\n\n${link}\n\nSi no te lo esperabas, ignora este correo.`,
  };
}

/**
 * `POST dependent/handover/{id}`: e-mails the invitation (through the outbox, in the same transaction); a newer
 * one ends the last. Refused when the address already has an account: theirs would be a second one.
 */
export async function startHandover(
  app: AppContext,
  me: { id: string; name: string; lastname: string },
  id: string,
  email: string,
) {
  if (!isUuid(id) || !(await isGuardian(app.db, id, me.id))) throw notMine();
  await app.rateLimit.hit(`handover:account:${me.id}`, HANDOVERS_PER_ACCOUNT);
  await app.rateLimit.hit(`handover:email:${email}`, HANDOVERS_PER_EMAIL);
  if (await findUserByEmail(app.db, email)) throw emailTaken();
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    const row = await lockDependent(tx, id);
    if (!row || !(await isGuardian(tx, id, me.id))) throw notMine();
    // A pet never signs in: its profile is not anyone's to receive.
    if (row.kind === 'pet')
      throw new AppError(
        'BAD_REQUEST',
        'Una mascota no puede tener cuenta propia: su perfil lo seguís llevando vosotros.',
      );
    await tx
      .update(dependentHandovers)
      .set({ endedAt: new Date() })
      .where(and(eq(dependentHandovers.dependentId, id), isNull(dependentHandovers.endedAt)));
    await tx.insert(dependentHandovers).values({
      dependentId: id,
      invitedBy: me.id,
      email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + HANDOVER_DAYS * DAY_MS),
    });
    const by = `${me.name} ${me.lastname}`.trim();
    await app.mailer.send(
      handoverMail(email, row.name, by, `${app.config.publicUrl}/recibir-perfil#t=${token}`),
      tx,
    );
    // Every other guardian hears of it at once, and can withdraw it if it is not what they agreed.
    for (const userId of await guardianIdsOf(tx, id)) {
      if (userId === me.id) continue;
      await app.notify(
        {
          userId,
          type: 'dependent',
          title: `${by} ha invitado a ${email} a recibir el perfil de ${row.name}`,
          body: 'Si lo acepta, será su cuenta y dejaréis de llevarlo. Puedes retirar la invitación en su perfil.',
          data: { id },
        },
        tx,
      );
    }
  });
  app.jobs.nudge();
  const open = await openHandover(app.db, id);
  if (!open) throw gone();
  return open;
}

/** `DELETE dependent/handover/{id}`: a guardian withdraws the open invitation; its link works no more. */
export async function withdrawHandover(app: AppContext, meId: string, id: string) {
  if (!isUuid(id) || !(await isGuardian(app.db, id, meId))) throw notMine();
  const ended = await app.db
    .update(dependentHandovers)
    .set({ endedAt: new Date() })
    .where(and(eq(dependentHandovers.dependentId, id), isNull(dependentHandovers.endedAt)))
    .returning({ id: dependentHandovers.id });
  if (ended.length === 0) throw notFound('No hay ninguna entrega abierta de este perfil.');
}

/** The open invitation a link's secret names; `lock` holds its row until commit. 410 for any other. */
async function findByToken(db: Db, token: string, lock = false) {
  const query = db
    .select()
    .from(dependentHandovers)
    .where(and(eq(dependentHandovers.tokenHash, sha256(token)), handoverOpen));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw gone();
  return row;
}

/** `POST dependent/handover-look` (signed out): what the person would receive, before choosing a password. */
export async function lookAtHandover(app: AppContext, token: string): Promise<HandoverPreview> {
  const inv = await findByToken(app.db, token);
  const [dep] = await app.db
    .select({ name: users.name, image: users.image })
    .from(users)
    .where(eq(users.id, inv.dependentId));
  const [by] = await app.db.select(personColumns).from(users).where(eq(users.id, inv.invitedBy));
  const [n] = await app.db.select({ n: count() }).from(lists).where(eq(lists.ownerId, inv.dependentId));
  if (!dep || !by) throw gone();
  return {
    name: dep.name,
    image: dep.image,
    email: inv.email,
    invitedBy: by,
    expiresAt: inv.expiresAt.toISOString(),
    lists: Number(n?.n ?? 0),
  };
}

/**
 * `POST dependent/handover-accept`: under the profile's row lock (so a guardian's change at the same moment goes
 * before or after, never half-way), the profile becomes a person's account: their e-mail (confirmed: the link
 * proved it), surname and password; the guardians stop looking after it (the trigger takes them off its lists);
 * the profile's row goes, and with it its invitations. Answers a session, as signing in does.
 */
export async function acceptHandover(
  app: AppContext,
  input: z.output<typeof handoverAcceptSchema>,
  userAgent?: string,
) {
  assertStrongPassword(input.password);
  const first = await findByToken(app.db, input.token);
  if (await findUserByEmail(app.db, first.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.db.transaction(async (tx) => {
      const dep = await lockDependent(tx, first.dependentId);
      if (!dep) throw gone();
      const inv = await findByToken(tx, input.token, true);
      // An invitation works only while whoever sent it still looks after the profile.
      if (!(await isGuardian(tx, dep.id, inv.invitedBy))) throw gone();
      if (await findUserByEmail(tx, inv.email)) throw emailTaken();
      const told = await guardianIdsOf(tx, dep.id);
      const [user] = await tx
        .update(users)
        .set({
          email: inv.email,
          confirmed: true,
          lastname: input.lastname,
          passwordHash,
          type: userTypes.person,
        })
        .where(eq(users.id, dep.id))
        .returning();
      if (!user) throw gone();
      await tx.delete(guardians).where(eq(guardians.dependentId, dep.id));
      // Its invitations (this one, and to look after it) go with the profile's row.
      await tx.delete(dependents).where(eq(dependents.userId, dep.id));
      for (const userId of told)
        await app.notify(
          {
            userId,
            type: 'dependent',
            title: `${dep.name} ya tiene su propia cuenta`,
            body: `Ha recibido su perfil: sus listas, sus fechas y su hucha son ahora solo suyas.`,
            data: { id: dep.id },
          },
          tx,
        );
      const token = await createSession({ db: tx, userId: user.id, userAgent });
      return toSessionUser(user, token);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'email')) throw emailTaken();
    throw err;
  }
}
