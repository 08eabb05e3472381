import { createHash, randomBytes } from 'node:crypto';
import {
  namesTogether,
  type receivedQuery,
  shownName,
  type ThankStickerId,
  type ThankYou,
  type thanksInputSchema,
} from '@detalle/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { gifts, lists, payments, products, thankItems, thanks, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { THANKS_LINK_READS_PER_ADDRESS } from '../../limits.js';
import { assertUploadedBy } from '../files/index.js';
import { thanksMail, thanksTitle } from './emails.js';
import {
  giverIsShown,
  type ReceivedRow,
  readReceived,
  receivedByIds,
  rowsOf,
  toReceived,
  UNTHANKED,
} from './received.js';

type Me = { id: string; name: string; lastname: string };

/** `gift/received`: what I was given, newest first; `unthanked` keeps what I have not thanked yet. */
export async function listReceived(app: AppContext, me: Me, q: z.output<typeof receivedQuery>) {
  const { rows, total } = await readReceived(app.db, me.id, q.unthanked ? UNTHANKED : sql`true`, q);
  return { list: await toReceived(app.db, rows), total };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const itemNotFound = () => notFound('No encontramos ese regalo recibido. Vuelve a cargar la lista.');

/** A thank-you photo: one of my own uploaded pictures, nothing else. */
async function checkPhoto(db: Db, userId: string, image: string | null | undefined) {
  if (!image) return null;
  if (!/^\/files\/images\/[0-9a-f]{32}\.webp$/.test(image))
    throw new AppError('VALIDATION_ERROR', 'La foto no es válida. Súbela de nuevo.', [
      { path: 'image', message: 'Foto no válida.' },
    ]);
  await assertUploadedBy(db, userId, image);
  return image;
}

/**
 * Who each note goes to. A giver the owner may know gets one note for all they gave; an anonymous one gets a
 * note per thing, so how many notes were sent never tells the owner that two gifts came from the same person.
 */
function recipientKey(r: ReceivedRow) {
  if (!giverIsShown(r)) return `item:${r.id}`;
  return r.giver_id ? `person:${r.giver_id}` : `guest:${(r.giver_email ?? '').toLowerCase()}`;
}

/**
 * `thanks/save`: thanks for one or several things received, after the reveal. Each giver gets their own note
 * opening with "¡Hola, <name>!" and, in the same transaction, a notification (people) or an e-mail with a
 * link to `agradecimiento?token=…` (guests). Each thing is thanked once: a second note for it is refused, also
 * when two are sent at once (the unique index on `thank_items`).
 */
export async function sendThanks(app: AppContext, me: Me, input: z.output<typeof thanksInputSchema>) {
  itemIds(input.items);
  const image = await checkPhoto(app.db, me.id, input.image);
  let sent = 0;
  try {
    await app.db.transaction(async (tx) => {
      // Checked in the transaction that sends, my place among the owners held: an owner who removes me
      // meanwhile waits for the notes, and one who removed me first leaves me nothing of theirs to thank for.
      await holdMyOwnership(tx, me.id, input.items);
      const rows = await thankableItems(tx, me.id, input.items);
      const groups = new Map<string, ReceivedRow[]>();
      for (const r of rows) groups.set(recipientKey(r), [...(groups.get(recipientKey(r)) ?? []), r]);
      const names = await firstNamesOf(
        tx,
        rows.flatMap((r) => (r.giver_id ? [r.giver_id] : [])),
      );
      for (const items of groups.values()) await sendNote(app, tx, me, { ...input, image }, items, names);
      sent = groups.size;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'thank_items_gift_key') || isUniqueViolation(err, 'thank_items_payment_key'))
      throw new AppError('ALREADY_THANKED');
    throw err;
  }
  app.jobs.nudge();
  return { sent };
}

/** The distinct `gift:<id>` and `payment:<id>` asked for; anything else is not found. */
function itemIds(items: string[]) {
  const ids = [...new Set(items)];
  if (!ids.every((id) => /^(gift|payment):/.test(id) && isUuid(id.slice(id.indexOf(':') + 1))))
    throw itemNotFound();
  return ids;
}

/**
 * Locks (`FOR SHARE`) my rows among the owners of the lists these things came from, until the transaction ends:
 * removing me from one of them deletes that row, so it waits; once removed, there is no row left to hold. The
 * lists' rows are held first (`FOR KEY SHARE`, in id order), as removing an owner locks its list before its row:
 * the same order, so the two never wait for each other in a circle, and deleting a list waits here before its
 * cascade reaches the gifts this note is about to point at.
 */
async function holdMyOwnership(tx: Db, meId: string, items: string[]) {
  const idsOf = (kind: string) =>
    itemIds(items)
      .filter((id) => id.startsWith(`${kind}:`))
      .map((id) => sql`${id.slice(kind.length + 1)}`);
  const [giftIds, paymentIds] = [idsOf('gift'), idsOf('payment')];
  const sources = [
    ...(giftIds.length
      ? [sql`select g.list_id from gifts g where g.id in (${sql.join(giftIds, sql`, `)})`]
      : []),
    ...(paymentIds.length
      ? [sql`select p.list_id from payments p where p.id in (${sql.join(paymentIds, sql`, `)})`]
      : []),
  ];
  const listIds = sql.join(sources, sql` union all `);
  await tx.execute(sql`select l.id from lists l where l.id in (${listIds}) order by l.id for key share of l`);
  await tx.execute(sql`select o.list_id from list_owners o
     where o.user_id = ${meId} and o.list_id in (${listIds})
     order by o.list_id for share of o`);
}

/** The things to thank for, each mine, revealed, not thanked yet, and from a giver a note can still reach. */
async function thankableItems(db: Db, meId: string, items: string[]) {
  const ids = itemIds(items);
  const rows = await receivedByIds(db, meId, ids);
  if (rows.length !== ids.length) throw itemNotFound();
  if (rows.some((r) => !r.revealed)) throw new AppError('NOT_REVEALED_YET');
  if (rows.some((r) => r.thanks_id !== null)) throw new AppError('ALREADY_THANKED');
  if (rows.some((r) => r.giver_id === null && r.giver_email === null))
    throw new AppError(
      'CONFLICT',
      'Quien te hizo uno de estos regalos ya no está en Detalle: no le puede llegar tu mensaje. Quítalo de la selección.',
    );
  return rows;
}

/** The first names of the givers with an account, for each note's greeting. */
async function firstNamesOf(db: Db, personIds: string[]) {
  if (personIds.length === 0) return new Map<string, string>();
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, personIds));
  return new Map(people.map((p) => [p.id, p.name]));
}

/**
 * One giver's note for the things they gave (`items`), in the caller's transaction: the note and what it thanks
 * for, then a notification to a person or an e-mail with the note's link to a guest.
 */
async function sendNote(
  app: AppContext,
  tx: Db,
  me: Me,
  note: { message: string; sticker: ThankStickerId; image: string | null },
  items: ReceivedRow[],
  names: Map<string, string>,
) {
  const first = items[0] as ReceivedRow;
  const name = first.giver_id ? names.get(first.giver_id) : (first.giver_name ?? undefined);
  const token = first.giver_id ? null : randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(thanks)
    .values({
      senderId: me.id,
      recipientId: first.giver_id,
      recipientEmail: first.giver_id ? null : first.giver_email,
      greeting: name ? `¡Hola, ${name}!` : '¡Hola!',
      message: note.message,
      sticker: note.sticker,
      image: note.image,
      tokenHash: token ? sha256(token) : null,
    })
    .returning({ id: thanks.id });
  const thanksId = (row as { id: string }).id;
  await tx.insert(thankItems).values(
    items.map((r) => ({
      thanksId,
      giftId: r.kind === 'gift' ? r.gift_id : null,
      paymentId: r.payment_id,
    })),
  );
  const signers = await signersOf(tx, thanksId, me.id);
  // Kept as they are now: someone who stops running the list later still signed what was sent with them.
  await tx.update(thanks).set({ signedBy: signers }).where(eq(thanks.id, thanksId));
  const title = thanksTitle(signers);
  if (first.giver_id)
    await app.notify(
      {
        userId: first.giver_id,
        type: 'thanks',
        title,
        body: note.message.slice(0, 140),
        data: { thanksId },
      },
      tx,
    );
  else if (first.giver_email && token)
    await app.mailer.send(
      thanksMail(first.giver_email, signers, `${app.config.publicUrl}/agradecimiento?token=${token}`),
      tx,
    );
}

const thanksNotFound = () => notFound('No encontramos ese mensaje de agradecimiento.');

/** What a note thanks for, by name: the gifts' products, else the list the money was for. */
async function titlesOf(db: Db, thanksId: string) {
  const rows = await db
    .select({ gift: products.name, list: lists.name })
    .from(thankItems)
    .leftJoin(payments, eq(payments.id, thankItems.paymentId))
    .leftJoin(gifts, sql`${gifts.id} = coalesce(${thankItems.giftId}, ${payments.giftId})`)
    .leftJoin(products, eq(products.id, gifts.productId))
    .leftJoin(lists, sql`${lists.id} = coalesce(${gifts.listId}, ${payments.listId})`)
    .where(eq(thankItems.thanksId, thanksId));
  return [...new Set(rows.map((r) => r.gift ?? r.list ?? 'Dinero'))];
}

/**
 * Who signs a note, by first name (`shownName`, never a surname): its sender, then everyone else who ran the
 * list of what it thanks for when it was sent (a co-owner who joined later does not sign it). Worked out once, as
 * the note is sent, and kept on it. A note for money not tied to a list is its sender's alone.
 */
async function signersOf(db: Db, thanksId: string, senderId: string) {
  const result = await db.execute(sql`
    select u.name from ${users} u left join (
      select o.user_id, min(o.created_at) as since
        from thank_items ti join thanks t on t.id = ti.thanks_id
             left join payments p on p.id = ti.payment_id
             left join gifts g on g.id = coalesce(ti.gift_id, p.gift_id)
             join list_owners o on o.list_id = coalesce(g.list_id, p.list_id) and o.created_at <= t.created_at
       where ti.thanks_id = ${thanksId}
       group by o.user_id) s on s.user_id = u.id
     where u.id = ${senderId} or s.user_id is not null
     order by u.id <> ${senderId}, s.since, u.id`);
  return rowsOf<{ name: string }>(result).map((r) => shownName(r.name));
}

async function toThankYou(db: Db, note: typeof thanks.$inferSelect): Promise<ThankYou> {
  const [[from], signedBy] = await Promise.all([
    db.select({ image: users.image }).from(users).where(eq(users.id, note.senderId)),
    note.signedBy ?? signersOf(db, note.id, note.senderId),
  ]);
  return {
    id: note.id,
    // By first names only, as the list the gift came from named its owners: never a surname.
    from: { id: note.senderId, name: namesTogether(signedBy), lastname: '', image: from?.image ?? null },
    signedBy,
    greeting: note.greeting,
    message: note.message,
    sticker: note.sticker as ThankStickerId,
    image: note.image,
    gifts: await titlesOf(db, note.id),
    createdAt: note.createdAt.toISOString(),
  };
}

async function markRead(db: Db, id: string) {
  await db
    .update(thanks)
    .set({ readAt: new Date() })
    .where(sql`${thanks.id} = ${id} and ${thanks.readAt} is null`);
}

/** `thanks/get/{id}`: a note to me; anyone else (its sender too) gets a 404. */
export async function readThanks(app: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw thanksNotFound();
  const [note] = await app.db.select().from(thanks).where(eq(thanks.id, id));
  if (!note || note.recipientId !== userId) throw thanksNotFound();
  await markRead(app.db, note.id);
  return toThankYou(app.db, note);
}

/** Reading a thank-you by its link: limited per address, before the token is looked up. */
export async function limitThanksLinkReads(app: AppContext, ip: string) {
  await app.rateLimit.hit(`thanks-link:ip:${ip}`, THANKS_LINK_READS_PER_ADDRESS);
}

/** `thanks/read`: the note a guest's link opens; the token opens that note and nothing else. */
export async function readThanksByToken(app: AppContext, token: string) {
  const [note] = await app.db
    .select()
    .from(thanks)
    .where(eq(thanks.tokenHash, sha256(token)));
  if (!note)
    throw new AppError(
      'INVALID_LINK',
      'Este enlace de agradecimiento no es válido. Revisa que esté completo.',
    );
  await markRead(app.db, note.id);
  return toThankYou(app.db, note);
}
