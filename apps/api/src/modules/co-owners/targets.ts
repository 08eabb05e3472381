import { type OwnedKind, quoted } from '@detalle/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { eventOrganisers, events, listOwners, lists, ownerInvites, users } from '../../db/schema/index.js';
import { ownEvent } from '../events/index.js';
import { ownList } from '../lists/index.js';

export type Person = { id: string; name: string; lastname: string; image: string | null };
/** The list or event, read under its row lock: what every change of its owners starts from. */
export type Locked = { id: string; name: string; image: string; receiverId: string };

/**
 * What differs between running a list together and organising an event together: the tables, the words.
 * Everything else (invitations, the limit, who receives) is the same code in service.ts.
 */
export type Target = {
  kind: OwnedKind;
  /** 404 when the caller may not see it, 403 when they may but do not run it. */
  assertOwner(app: AppContext, userId: string, id: string): Promise<void>;
  /** The row, locked (`FOR UPDATE`) until the transaction ends: changes of owners of one target queue here. */
  lock(tx: Db, id: string): Promise<Locked | undefined>;
  /** Its row without a lock (previews, answers). */
  read(db: Db, id: string): Promise<Locked | undefined>;
  /** Every owner with when they joined, the one who receives first, then by joining. */
  owners(db: Db, id: string): Promise<(Person & { joinedAt: Date })[]>;
  add(tx: Db, id: string, userId: string): Promise<void>;
  /** Whether the person was an owner (and is no more). */
  remove(tx: Db, id: string, userId: string): Promise<boolean>;
  setReceiver(tx: Db, id: string, userId: string): Promise<void>;
  /** Invitations to this kind of thing: `owner_invites.list_id` or `event_id`. */
  inviteColumn: typeof ownerInvites.listId | typeof ownerInvites.eventId;
  words: {
    /** "la lista «Boda»" */
    the(name: string): string;
    /** "Lucía te invita a llevar juntos la lista «Boda»" */
    invited(who: string, name: string): string;
    /** "Marcos ya lleva contigo la lista «Boda»" */
    joined(who: string, name: string): string;
    /** "Marcos ha dejado de llevar la lista «Boda»" */
    left(who: string, name: string): string;
    /** "Lucía te ha quitado de la lista «Boda»" */
    removed(who: string, name: string): string;
    notOwner: string;
  };
};

const listTarget: Target = {
  kind: 'list',
  async assertOwner(app, userId, id) {
    await ownList(app, userId, id);
  },
  async lock(tx, id) {
    const [row] = await tx
      .select({ id: lists.id, name: lists.name, image: lists.image, receiverId: lists.ownerId })
      .from(lists)
      .where(eq(lists.id, id))
      .for('update');
    return row;
  },
  async read(db, id) {
    const [row] = await db
      .select({ id: lists.id, name: lists.name, image: lists.image, receiverId: lists.ownerId })
      .from(lists)
      .where(eq(lists.id, id));
    return row;
  },
  owners: (db, id) =>
    db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        image: users.image,
        joinedAt: listOwners.createdAt,
      })
      .from(listOwners)
      .innerJoin(users, eq(users.id, listOwners.userId))
      .innerJoin(lists, eq(lists.id, listOwners.listId))
      .where(eq(listOwners.listId, id))
      .orderBy(desc(sql`${listOwners.userId} = ${lists.ownerId}`), asc(listOwners.createdAt), asc(users.id)),
  async add(tx, id, userId) {
    await tx.insert(listOwners).values({ listId: id, userId }).onConflictDoNothing();
  },
  async remove(tx, id, userId) {
    const gone = await tx
      .delete(listOwners)
      .where(and(eq(listOwners.listId, id), eq(listOwners.userId, userId)))
      .returning({ userId: listOwners.userId });
    return gone.length > 0;
  },
  async setReceiver(tx, id, userId) {
    await tx.update(lists).set({ ownerId: userId, updatedAt: new Date() }).where(eq(lists.id, id));
  },
  inviteColumn: ownerInvites.listId,
  words: {
    the: (name) => `la lista ${quoted(name)}`,
    invited: (who, name) => `${who} te invita a llevar juntos la lista ${quoted(name)}`,
    joined: (who, name) => `${who} ya lleva contigo la lista ${quoted(name)}`,
    left: (who, name) => `${who} ha dejado de llevar la lista ${quoted(name)}`,
    removed: (who, name) => `${who} te ha quitado de la lista ${quoted(name)}`,
    notOwner: 'Ya no llevas esta lista.',
  },
};

const eventTarget: Target = {
  kind: 'event',
  async assertOwner(app, userId, id) {
    await ownEvent(app, userId, id);
  },
  async lock(tx, id) {
    const [row] = await tx
      .select({ id: events.id, name: events.name, image: events.image, receiverId: events.organiserId })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    return row;
  },
  async read(db, id) {
    const [row] = await db
      .select({ id: events.id, name: events.name, image: events.image, receiverId: events.organiserId })
      .from(events)
      .where(eq(events.id, id));
    return row;
  },
  owners: (db, id) =>
    db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        image: users.image,
        joinedAt: eventOrganisers.createdAt,
      })
      .from(eventOrganisers)
      .innerJoin(users, eq(users.id, eventOrganisers.userId))
      .innerJoin(events, eq(events.id, eventOrganisers.eventId))
      .where(eq(eventOrganisers.eventId, id))
      .orderBy(
        desc(sql`${eventOrganisers.userId} = ${events.organiserId}`),
        asc(eventOrganisers.createdAt),
        asc(users.id),
      ),
  async add(tx, id, userId) {
    await tx.insert(eventOrganisers).values({ eventId: id, userId }).onConflictDoNothing();
  },
  async remove(tx, id, userId) {
    const gone = await tx
      .delete(eventOrganisers)
      .where(and(eq(eventOrganisers.eventId, id), eq(eventOrganisers.userId, userId)))
      .returning({ userId: eventOrganisers.userId });
    return gone.length > 0;
  },
  async setReceiver(tx, id, userId) {
    await tx.update(events).set({ organiserId: userId, updatedAt: new Date() }).where(eq(events.id, id));
  },
  inviteColumn: ownerInvites.eventId,
  words: {
    the: (name) => `el evento ${quoted(name)}`,
    invited: (who, name) => `${who} te invita a organizar juntos el evento ${quoted(name)}`,
    joined: (who, name) => `${who} ya organiza contigo el evento ${quoted(name)}`,
    left: (who, name) => `${who} ha dejado de organizar el evento ${quoted(name)}`,
    removed: (who, name) => `${who} te ha quitado de quienes organizan el evento ${quoted(name)}`,
    notOwner: 'Ya no organizas este evento.',
  },
};

export const targets: Record<OwnedKind, Target> = { list: listTarget, event: eventTarget };

/** The target an invitation is for. */
export const targetOfInvite = (invite: { listId: string | null; eventId: string | null }) =>
  invite.listId
    ? { target: listTarget, id: invite.listId }
    : { target: eventTarget, id: invite.eventId as string };
