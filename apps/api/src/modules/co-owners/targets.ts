import { type OwnedKind, quoted } from '@detalle/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  eventOrganisers,
  eventParticipants,
  events,
  listOwners,
  lists,
  ownerInvites,
  users,
} from '../../db/schema/index.js';
import { ownEvent } from '../events/index.js';
import { personColumns } from '../friends/index.js';
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

/** Where a kind keeps its rows and its owners: the columns `tablesTarget` reads and writes. */
type Tables = {
  table: AnyPgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  image: AnyPgColumn;
  /** `lists.owner_id` / `events.organiser_id`: the owner who receives the money. */
  receiver: AnyPgColumn;
  receiverKey: 'ownerId' | 'organiserId';
  owners: AnyPgTable;
  ownersTarget: AnyPgColumn;
  ownersTargetKey: 'listId' | 'eventId';
  ownersUser: AnyPgColumn;
  ownersJoined: AnyPgColumn;
};

/** The SQL half of a `Target`, the same for both kinds over their own tables. */
function tablesTarget(t: Tables) {
  const rowColumns = { id: t.id, name: t.name, image: t.image, receiverId: t.receiver };
  return {
    async lock(tx: Db, id: string) {
      const [row] = await tx.select(rowColumns).from(t.table).where(eq(t.id, id)).for('update');
      return row as Locked | undefined;
    },
    async read(db: Db, id: string) {
      const [row] = await db.select(rowColumns).from(t.table).where(eq(t.id, id));
      return row as Locked | undefined;
    },
    owners: async (db: Db, id: string) =>
      (await db
        .select({ ...personColumns, joinedAt: t.ownersJoined })
        .from(t.owners)
        .innerJoin(users, eq(users.id, t.ownersUser))
        .innerJoin(t.table, eq(t.id, t.ownersTarget))
        .where(eq(t.ownersTarget, id))
        .orderBy(
          desc(sql`${t.ownersUser} = ${t.receiver}`),
          asc(t.ownersJoined),
          asc(users.id),
        )) as (Person & {
        joinedAt: Date;
      })[],
    async add(tx: Db, id: string, userId: string) {
      await tx
        .insert(t.owners)
        .values({ [t.ownersTargetKey]: id, userId } as never)
        .onConflictDoNothing();
    },
    async remove(tx: Db, id: string, userId: string) {
      const gone = await tx
        .delete(t.owners)
        .where(and(eq(t.ownersTarget, id), eq(t.ownersUser, userId)))
        .returning({ userId: t.ownersUser });
      return gone.length > 0;
    },
    async setReceiver(tx: Db, id: string, userId: string) {
      await tx
        .update(t.table)
        .set({ [t.receiverKey]: userId, updatedAt: new Date() } as never)
        .where(eq(t.id, id));
    },
  };
}

const listTarget: Target = {
  kind: 'list',
  async assertOwner(app, userId, id) {
    await ownList(app, userId, id);
  },
  ...tablesTarget({
    table: lists,
    id: lists.id,
    name: lists.name,
    image: lists.image,
    receiver: lists.ownerId,
    receiverKey: 'ownerId',
    owners: listOwners,
    ownersTarget: listOwners.listId,
    ownersTargetKey: 'listId',
    ownersUser: listOwners.userId,
    ownersJoined: listOwners.createdAt,
  }),
  inviteColumn: ownerInvites.listId,
  words: {
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
  ...tablesTarget({
    table: events,
    id: events.id,
    name: events.name,
    image: events.image,
    receiver: events.organiserId,
    receiverKey: 'organiserId',
    owners: eventOrganisers,
    ownersTarget: eventOrganisers.eventId,
    ownersTargetKey: 'eventId',
    ownersUser: eventOrganisers.userId,
    ownersJoined: eventOrganisers.createdAt,
  }),
  async add(tx, id, userId) {
    await tx.insert(eventOrganisers).values({ eventId: id, userId }).onConflictDoNothing();
    // An organiser is no guest of their own event: an invitation or a place in it ends.
    await tx
      .delete(eventParticipants)
      .where(and(eq(eventParticipants.eventId, id), eq(eventParticipants.userId, userId)));
  },
  inviteColumn: ownerInvites.eventId,
  words: {
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
