import { type PersonSummary, type Relation, userTypes } from '@detalle/contract';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { blocks, friendships, users } from '../../db/schema/index.js';
import { matchesText } from '../../db/text-search.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { blockedIdsOf, isBlocked, isFriendOf, pairOf } from './graph.js';
import { fullName, personColumns } from './person-columns.js';

const fullNameSql = sql`${users.name} || ' ' || ${users.lastname}`;

async function relation(db: Db, me: string, other: string): Promise<Relation> {
  if (me === other) return 'self';
  const [blocked] = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)));
  if (blocked) return 'blocked';
  const [f] = await db.select().from(friendships).where(pairOf(me, other)).limit(1);
  if (!f) return 'none';
  if (f.status === 'accepted') return 'friend';
  return f.requesterId === me ? 'request_sent' : 'request_received';
}

/** Someone with an account: a dependent (no account, `userTypes.dependent`) is nobody to befriend or block. */
async function findPerson(db: Db, id: string) {
  const [p] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, id), ne(users.type, userTypes.dependent)))
    .limit(1);
  return p ?? null;
}

/** The exact e-mail or phone a search is, if it is one (a name search otherwise). */
export function contactLookup(sea: string): SQL | null {
  if (sea.includes('@')) return sql`lower(${users.email}) = ${sea.toLowerCase()}`;
  const phone = /^[+\d][\d\s().-]{6,}$/.test(sea)
    ? parsePhoneNumberFromString(sea.startsWith('+') ? sea : `+${sea}`)
    : undefined;
  return phone?.isValid() ? eq(users.phoneE164, phone.number) : null;
}

/**
 * Finds people by name (any part, any case, with or without accents), or by an exact
 * e-mail or phone number. Partial e-mails and numbers find nobody, so the
 * search cannot be used to harvest contacts. Blocked people (both ways) never appear.
 * An exact contact lookup answers only what a stranger needs to recognise and add someone
 * (first name and photo, never the surname or the contact itself): knowing an e-mail
 * must not be enough to learn whose it is. Friends are already known and keep their full name.
 */
export async function searchPeople(app: AppContext, me: string, sea: string, lim: number, pos: number) {
  const contact = contactLookup(sea);
  const where = and(
    ne(users.id, me),
    // A dependent is shown through its guardians (`dependent/friend`), never found on its own.
    ne(users.type, userTypes.dependent),
    contact ?? matchesText(fullNameSql, sea),
    sql`${users.id} not in ${blockedIdsOf(me)}`,
  );
  const page = await readPage(
    app.db
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.lastname), asc(users.id)),
    app.db.select({ n: count() }).from(users).where(where),
    { lim, pos },
  );
  const list = await Promise.all(
    page.list.map(async (p) => {
      const rel = await relation(app.db, me, p.id);
      return { ...p, lastname: contact && rel !== 'friend' ? '' : p.lastname, relation: rel };
    }),
  );
  return { list, total: page.total };
}

export async function listFriends(app: AppContext, me: string, lim: number, pos: number, sea?: string) {
  const filters = [isFriendOf(users.id, me)];
  if (sea) filters.push(matchesText(fullNameSql, sea));
  const where = and(...filters);
  return readPage(
    app.db
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.lastname), asc(users.id)),
    app.db.select({ n: count() }).from(users).where(where),
    { lim, pos },
  );
}

export async function listRequests(app: AppContext, me: string) {
  const rows = await app.db
    .select({ f: friendships, requester: personColumns })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.requesterId))
    .where(
      and(
        eq(friendships.status, 'pending'),
        or(eq(friendships.requesterId, me), eq(friendships.addresseeId, me)),
      ),
    )
    .orderBy(asc(friendships.createdAt));
  const incoming = rows
    .filter((r) => r.f.addresseeId === me)
    .map((r) => ({ id: r.f.id, person: r.requester, createdAt: r.f.createdAt.toISOString() }));
  const outgoing = await Promise.all(
    rows
      .filter((r) => r.f.requesterId === me)
      .map(async (r) => ({
        id: r.f.id,
        person: (await findPerson(app.db, r.f.addresseeId)) as PersonSummary,
        createdAt: r.f.createdAt.toISOString(),
      })),
  );
  return { incoming, outgoing };
}

type Me = { id: string; name: string; lastname: string };
const requestGone = () => notFound('Esa solicitud ya no existe.');

/**
 * Sends a friend request, or accepts theirs if they had already asked.
 * A blocked pair gets the same answer as an unknown person: nothing reveals the block.
 * Race-safe: the unique index on the unordered pair lets one row exist per pair, so two
 * people asking each other at the same moment end up friends (the second accepts the first),
 * never two pending requests.
 */
export async function requestFriendship(app: AppContext, me: Me, otherId: string) {
  if (otherId === me.id)
    throw new AppError('BAD_REQUEST', 'No puedes enviarte una solicitud de amistad a ti.');
  const other = await findPerson(app.db, otherId);
  if (!other || (await isBlocked(app.db, me.id, otherId))) throw notFound('Esa persona no existe.');
  return app.db.transaction(async (tx) => {
    // Waits for a concurrent insert of the same pair, then does nothing if that one committed.
    const [created] = await tx
      .insert(friendships)
      .values({ requesterId: me.id, addresseeId: otherId })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await app.notify(
        {
          userId: otherId,
          type: 'friend_request',
          title: `${fullName(me)} te ha enviado una solicitud de amistad`,
          body: 'Acepta la solicitud para ver sus listas, eventos y fechas especiales.',
          data: { userId: me.id, requestId: created.id },
        },
        tx,
      );
      return { relation: 'request_sent' as const };
    }
    const [existing] = await tx
      .select()
      .from(friendships)
      .where(pairOf(me.id, otherId))
      .limit(1)
      .for('update');
    if (!existing) throw new AppError('FRIEND_REQUEST_CHANGED');
    if (existing.status === 'accepted') return { relation: 'friend' as const };
    if (existing.requesterId === me.id) return { relation: 'request_sent' as const };
    await acceptPending(app, tx, me, eq(friendships.id, existing.id));
    return { relation: 'friend' as const };
  });
}

/**
 * Accepts a pending request addressed to me with one conditional update: of two accepts at
 * the same moment only one changes the row, and only that one notifies the requester.
 */
async function acceptPending(app: AppContext, tx: Db, me: Me, which: SQL) {
  const [row] = await tx
    .update(friendships)
    .set({ status: 'accepted', respondedAt: new Date() })
    .where(and(which, eq(friendships.addresseeId, me.id), eq(friendships.status, 'pending')))
    .returning();
  if (!row) throw requestGone();
  await app.notify(
    {
      userId: row.requesterId,
      type: 'friend_accepted',
      title: `${fullName(me)} ha aceptado tu solicitud de amistad`,
      body: 'Ya podéis ver vuestras listas y fechas especiales.',
      data: { userId: me.id },
    },
    tx,
  );
}

export async function acceptRequest(app: AppContext, me: Me, requestId: string) {
  if (!isUuid(requestId)) throw requestGone();
  await app.db.transaction((tx) => acceptPending(app, tx, me, eq(friendships.id, requestId)));
}

/** Deletes a pending request from one side, in one statement (no read-then-write). */
async function deletePending(app: AppContext, requestId: string, side: SQL) {
  if (!isUuid(requestId)) throw requestGone();
  const deleted = await app.db
    .delete(friendships)
    .where(and(eq(friendships.id, requestId), eq(friendships.status, 'pending'), side))
    .returning({ id: friendships.id });
  if (!deleted.length) throw requestGone();
}

export const declineRequest = (app: AppContext, me: string, requestId: string) =>
  deletePending(app, requestId, eq(friendships.addresseeId, me));

export const cancelRequest = (app: AppContext, me: string, requestId: string) =>
  deletePending(app, requestId, eq(friendships.requesterId, me));

export async function removeFriend(app: AppContext, me: string, otherId: string) {
  const deleted = await app.db
    .delete(friendships)
    .where(and(pairOf(me, otherId), eq(friendships.status, 'accepted')))
    .returning({ id: friendships.id });
  if (!deleted.length) throw notFound('Esa persona no está entre tus amigos.');
}

/** Blocking also ends any friendship or pending request between the two. */
export async function blockPerson(app: AppContext, me: string, otherId: string) {
  if (otherId === me) throw new AppError('BAD_REQUEST', 'No puedes bloquearte a ti.');
  if (!(await findPerson(app.db, otherId))) throw notFound('Esa persona no existe.');
  await app.db.transaction(async (tx) => {
    await tx.delete(friendships).where(pairOf(me, otherId));
    await tx.insert(blocks).values({ blockerId: me, blockedId: otherId }).onConflictDoNothing();
  });
}

export async function unblockPerson(app: AppContext, me: string, otherId: string) {
  await app.db.delete(blocks).where(and(eq(blocks.blockerId, me), eq(blocks.blockedId, otherId)));
}

export async function listBlocked(app: AppContext, me: string) {
  return app.db
    .select(personColumns)
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, me))
    .orderBy(asc(users.name));
}
