import type { DrawQuestion, DrawResult, WishItem } from '@detalle/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  drawAssignments,
  drawParticipants,
  drawQuestions,
  draws,
  gifts,
  lists,
  products,
  users,
} from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { isGuardedBy } from '../dependents/index.js';
import { personColumns } from '../friends/index.js';
import { drawNotFound, exchangeStartsAt, notifyDrawPeople } from './service.js';

/**
 * The only code that reads `draw_assignments` for a person: each giver reads their own row; a recipient reads
 * their giver only from the exchange day on and only if that giver chose to reveal themselves. Questions travel
 * giver → recipient without the asker's id, answers back the same way. A dependent's guardians act for it
 * (`?for=`, checked by the routes with `actingAs`): they read its row and no one else's, and read what is sent
 * to it.
 */

async function myDraw(app: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw drawNotFound();
  const [row] = await app.db
    .select({ d: draws, takesPart: sql<boolean>`${drawParticipants.userId} is not null` })
    .from(draws)
    .leftJoin(
      drawParticipants,
      and(eq(drawParticipants.drawId, draws.id), eq(drawParticipants.userId, userId)),
    )
    .where(eq(draws.id, id))
    .limit(1);
  if (!row || (!row.takesPart && row.d.organiserId !== userId)) throw drawNotFound();
  if (!row.takesPart)
    throw forbidden('Organizas este sorteo pero no participas: no tienes a nadie a quien regalar.');
  if (row.d.status !== 'drawn') throw new AppError('DRAW_NOT_DONE');
  return row.d;
}

async function myPair(app: AppContext, drawId: string, giverId: string) {
  const [pair] = await app.db
    .select()
    .from(drawAssignments)
    .where(and(eq(drawAssignments.drawId, drawId), eq(drawAssignments.giverId, giverId)));
  if (!pair) throw new AppError('DRAW_NOT_DONE');
  return pair;
}

/** Within the budget (or not comparable: no price, another currency) first, then over it; each in the list's order. */
function budgetFirst(items: WishItem[]) {
  return [...items.filter((i) => !i.overBudget), ...items.filter((i) => i.overBudget)];
}

async function wishListOf(app: AppContext, draw: typeof draws.$inferSelect, userId: string, giverId: string) {
  const [chosen] = await app.db
    .select({ id: lists.id, name: lists.name })
    .from(drawParticipants)
    .innerJoin(lists, eq(lists.id, drawParticipants.wishListId))
    .where(and(eq(drawParticipants.drawId, draw.id), eq(drawParticipants.userId, userId)));
  if (!chosen) return null;
  // The recipient chose this list for the exchange: its giver sees its items and their states, whatever the
  // list's visibility (and may reserve them: `giverReachesList`). Who else holds one is never said.
  const items = await app.db
    .select({
      id: gifts.id,
      name: products.name,
      image: products.image,
      priceMinor: products.priceMinor,
      currency: products.currency,
      url: products.url,
      note: gifts.note,
      kind: gifts.kind,
      status: gifts.status,
      reservedBy: gifts.reservedBy,
    })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .where(eq(gifts.listId, chosen.id))
    .orderBy(
      sql`case ${gifts.priority} when 'alta' then 0 when 'media' then 1 else 2 end`,
      asc(gifts.createdAt),
      asc(gifts.id),
    )
    .limit(200);
  return {
    ...chosen,
    items: budgetFirst(
      items.map(({ priceMinor, currency, reservedBy, ...i }) => ({
        ...i,
        price: priceMinor !== null && currency ? { amount: priceMinor, currency } : null,
        reservedByMe: reservedBy === giverId,
        overBudget:
          draw.budgetMinor !== null &&
          priceMinor !== null &&
          currency === draw.budgetCurrency &&
          priceMinor > draw.budgetMinor,
      })),
    ),
  };
}

/**
 * Does `viewerId` give (or a dependent they look after give), in a drawn draw, to the person who chose `listId`
 * for it? Then they reach that list's gifts to reserve or buy one (`gifts/service.ts`), whatever its visibility.
 * Answers only about the caller's own pair.
 */
export async function giverReachesList(db: Db, viewerId: string, listId: string) {
  const [row] = await db
    .select({ drawId: drawAssignments.drawId })
    .from(drawAssignments)
    .innerJoin(draws, eq(draws.id, drawAssignments.drawId))
    .innerJoin(
      drawParticipants,
      and(
        eq(drawParticipants.drawId, drawAssignments.drawId),
        eq(drawParticipants.userId, drawAssignments.receiverId),
      ),
    )
    .where(
      and(
        or(eq(drawAssignments.giverId, viewerId), isGuardedBy(drawAssignments.giverId, viewerId)),
        eq(drawParticipants.wishListId, listId),
        eq(draws.status, 'drawn'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * `draw/myResult/{id}`: whom I give to (or the dependent I act for: `userId`; `viewerId` is who reads it, whose
 * reservations count as mine). The first call marks the result as seen (redraws then tell everyone).
 */
export async function myResult(
  app: AppContext,
  userId: string,
  id: string,
  viewerId = userId,
): Promise<DrawResult> {
  const draw = await myDraw(app, userId, id);
  const pair = await myPair(app, id, userId);
  await app.db
    .update(drawParticipants)
    .set({ seenAt: new Date() })
    .where(
      and(
        eq(drawParticipants.drawId, id),
        eq(drawParticipants.userId, userId),
        isNull(drawParticipants.seenAt),
      ),
    );
  const [recipient] = await app.db.select(personColumns).from(users).where(eq(users.id, pair.receiverId));
  const exchangeStarted = exchangeStartsAt(draw) <= new Date();
  let givenBy = null;
  if (exchangeStarted) {
    const [mine] = await app.db
      .select(personColumns)
      .from(drawAssignments)
      .innerJoin(users, eq(users.id, drawAssignments.giverId))
      .where(
        and(
          eq(drawAssignments.drawId, id),
          eq(drawAssignments.receiverId, userId),
          sql`${drawAssignments.revealedAt} is not null`,
        ),
      );
    givenBy = mine ?? null;
  }
  return {
    recipient: recipient as DrawResult['recipient'],
    wishList: await wishListOf(app, draw, pair.receiverId, viewerId),
    revealed: pair.revealedAt !== null,
    canReveal: exchangeStarted && pair.revealedAt === null,
    givenBy,
  };
}

/** `draw/reveal/{id}`: from the exchange day on, a giver may tell their recipient who they were. */
export async function revealMyself(app: AppContext, userId: string, id: string, viewerId = userId) {
  const draw = await myDraw(app, userId, id);
  if (exchangeStartsAt(draw) > new Date()) throw new AppError('DRAW_NOT_YET_REVEALABLE');
  await app.db.transaction(async (tx) => {
    const [pair] = await tx
      .update(drawAssignments)
      .set({ revealedAt: new Date() })
      .where(
        and(
          eq(drawAssignments.drawId, id),
          eq(drawAssignments.giverId, userId),
          isNull(drawAssignments.revealedAt),
        ),
      )
      .returning();
    if (!pair) return;
    await notifyDrawPeople(
      app,
      tx,
      id,
      [pair.receiverId],
      `Ya sabes quién te ha regalado en «${draw.name}»`,
      'Entra en el sorteo para verlo.',
    );
  });
  return myResult(app, userId, id, viewerId);
}

const toQuestion = (q: typeof drawQuestions.$inferSelect): DrawQuestion => ({
  id: q.id,
  text: q.text,
  answer: q.answer,
  createdAt: q.createdAt.toISOString(),
});

/** `draw/ask/{id}`: an anonymous question to the person I give to. */
export async function askRecipient(app: AppContext, userId: string, id: string, text: string) {
  const draw = await myDraw(app, userId, id);
  const pair = await myPair(app, id, userId);
  const [asked] = await app.db.transaction(async (tx) => {
    const rows = await tx
      .insert(drawQuestions)
      .values({ drawId: id, askerId: userId, recipientId: pair.receiverId, text })
      .returning();
    await notifyDrawPeople(
      app,
      tx,
      id,
      [pair.receiverId],
      `Tienes una pregunta anónima en «${draw.name}»`,
      'Quien te regala quiere acertar: entra y respóndele.',
    );
    return rows;
  });
  if (!asked) throw new Error('question not stored');
  return toQuestion(asked);
}

/** `draw/questions/{id}`: what I asked my recipient, and what my giver asked me (never who). */
export async function questionsOf(app: AppContext, userId: string, id: string) {
  await myDraw(app, userId, id);
  const pair = await myPair(app, id, userId);
  const asked = await app.db
    .select()
    .from(drawQuestions)
    .where(
      and(
        eq(drawQuestions.drawId, id),
        eq(drawQuestions.askerId, userId),
        eq(drawQuestions.recipientId, pair.receiverId),
      ),
    )
    .orderBy(asc(drawQuestions.createdAt), asc(drawQuestions.id));
  const received = await app.db
    .select()
    .from(drawQuestions)
    .where(and(eq(drawQuestions.drawId, id), eq(drawQuestions.recipientId, userId)))
    .orderBy(asc(drawQuestions.createdAt), asc(drawQuestions.id));
  return { asked: asked.map(toQuestion), received: received.map(toQuestion) };
}

/** `draw/answer/{questionId}`: the recipient answers; the answer goes back to the asker without a name. */
export async function answerQuestion(app: AppContext, userId: string, questionId: string, text: string) {
  if (!isUuid(questionId)) throw notFound('Esa pregunta no existe.');
  const answered = await app.db.transaction(async (tx) => {
    const [q] = await tx
      .update(drawQuestions)
      .set({ answer: text, answeredAt: new Date() })
      .where(and(eq(drawQuestions.id, questionId), eq(drawQuestions.recipientId, userId)))
      .returning();
    if (!q) throw notFound('Esa pregunta no existe.');
    const [draw] = await tx.select({ name: draws.name }).from(draws).where(eq(draws.id, q.drawId));
    await notifyDrawPeople(
      app,
      tx,
      q.drawId,
      [q.askerId],
      `Te han respondido en «${draw?.name ?? 'tu sorteo'}»`,
      'Entra en el sorteo para leer la respuesta.',
    );
    return q;
  });
  return toQuestion(answered);
}
