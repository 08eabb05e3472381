import { MAX_OWNERS, type OwnedKind, quoted, userTypes } from '@detalle/contract';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  dependents,
  eventOrganisers,
  eventParticipants,
  events,
  guardians,
  listOwners,
  lists,
  ownerInvites,
  users,
} from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { isGuardian, lockDependent } from '../dependents/index.js';
import { forgetDetailsOfList } from '../direct-transfers/index.js';
import { ownEvent } from '../events/index.js';
import { personColumns } from '../friends/index.js';
import { ownList } from '../lists/index.js';

export type Person = { id: string; name: string; lastname: string; image: string | null };
/** The list or event, read under its row lock: what every change of its owners starts from. */
export type Locked = { id: string; name: string; image: string; receiverId: string };

/** The dependent a list is for, when its receiver is one: its money cannot go anywhere else. */
export async function dependentReceiving(db: Db, listId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(lists)
    .innerJoin(dependents, eq(dependents.userId, lists.ownerId))
    .innerJoin(users, eq(users.id, lists.ownerId))
    .where(eq(lists.id, listId));
  return row;
}

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
  /**
   * How many people run it, as `MAX_OWNERS` counts them: a dependent among a list's owners (the one whose list it
   * is) runs nothing, as the database's own limit (`list_owners_max`) does not count it.
   */
  people(db: Db, id: string): Promise<number>;
  add(tx: Db, id: string, userId: string): Promise<void>;
  /** Whether the person was an owner (and is no more). */
  remove(tx: Db, id: string, userId: string): Promise<boolean>;
  setReceiver(tx: Db, id: string, userId: string): Promise<void>;
  /**
   * Why nobody may hand its money to another owner, if so (`PUT {kind}/owners/receiver`, a 400): a dependent's
   * money is theirs, and a dependent's guardians receive nothing.
   */
  fixedReceiver?(db: Db, id: string): Promise<string | null>;
  /** Refuses removing `userId` (or their leaving) for a reason of this kind, under the target's lock. */
  assertMayGo?(db: Db, row: Locked, userId: string, leaving: boolean): Promise<void>;
  /**
   * Refuses a new owner (`userId`, or anyone: a link's invitation) for a reason of this kind, under the target's
   * lock: inviting, and again when accepting.
   */
  assertMayJoin?(tx: Db, row: Locked, userId: string | null, accepting: boolean): Promise<void>;
  /** Whether the one receiving its money is among its owners (not so for a dependent's guardians). */
  receiverIsOwner: boolean;
  /** Invitations to this kind of thing: `owner_invites.list_id`, `event_id` or `dependent_id`. */
  inviteColumn: typeof ownerInvites.listId | typeof ownerInvites.eventId | typeof ownerInvites.dependentId;
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
    /** Inviting oneself: "Ya la llevas tú." */
    alreadyMine: string;
    /** "Marcos ya la lleva contigo." */
    alreadyTheirs(who: string): string;
    /** Removing someone who does not run it. */
    notThere: string;
    /** Choosing as receiver someone who does not run it. */
    chooseOwner: string;
    /** The last owner leaving (LAST_OWNER). */
    lastOwner: string;
    /** An owner inviting past `MAX_OWNERS` (OWNERS_FULL). */
    full(max: number): string;
    /** The invitee accepting past `MAX_OWNERS` (OWNERS_FULL): what they can do about it. */
    fullOnAccept: string;
    /** Someone other than the receiver handing the money over. */
    onlyReceiverHandsOver: string;
    /** Removing the receiver. */
    keepReceiver: string;
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
    async people(db: Db, id: string) {
      const [row] = await db
        .select({ n: count() })
        .from(t.owners)
        .innerJoin(users, eq(users.id, t.ownersUser))
        .where(and(eq(t.ownersTarget, id), ne(users.type, userTypes.dependent)));
      return Number(row?.n ?? 0);
    },
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

/** About the money, the same words for a list and an event. */
const receiverWords = {
  onlyReceiverHandsOver: 'Solo quien recibe el dinero puede pasárselo a otra persona.',
  keepReceiver: 'No puedes quitar a quien recibe el dinero. Pídele que te lo pase o que salga.',
};

const listTables = tablesTarget({
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
});

const listTarget: Target = {
  kind: 'list',
  async assertOwner(app, userId, id) {
    await ownList(app, userId, id);
  },
  ...listTables,
  async setReceiver(tx, id, userId) {
    await listTables.setReceiver(tx, id, userId);
    // Givers are shown the account of the one who receives: the old receiver's goes with the role.
    await forgetDetailsOfList(tx, id);
  },
  async fixedReceiver(db, id) {
    const dep = await dependentReceiving(db, id);
    return dep
      ? `El dinero de esta lista llega a la hucha de ${dep.name} y no se puede pasar a otra persona.`
      : null;
  },
  async assertMayGo(db, row, userId, leaving) {
    const dep = await dependentReceiving(db, row.id);
    if (!dep) return;
    if (userId === dep.id)
      throw forbidden(`Es la lista de ${dep.name}: su dinero llega a su hucha y no se le puede quitar.`);
    // Its guardians run it while they look after them: the trigger on `guardians` keeps it so.
    if (await isGuardian(db, dep.id, userId))
      throw forbidden(
        leaving
          ? `Cuidas el perfil de ${dep.name}: llevas sus listas mientras lo cuides.`
          : `Esa persona cuida el perfil de ${dep.name}: lleva sus listas mientras lo cuide.`,
      );
  },
  receiverIsOwner: true,
  inviteColumn: ownerInvites.listId,
  words: {
    invited: (who, name) => `${who} te invita a llevar juntos la lista ${quoted(name)}`,
    joined: (who, name) => `${who} ya lleva contigo la lista ${quoted(name)}`,
    left: (who, name) => `${who} ha dejado de llevar la lista ${quoted(name)}`,
    removed: (who, name) => `${who} te ha quitado de la lista ${quoted(name)}`,
    notOwner: 'Ya no llevas esta lista.',
    alreadyMine: 'Ya la llevas tú.',
    alreadyTheirs: (who) => `${who} ya la lleva contigo.`,
    notThere: 'Esa persona no la lleva.',
    chooseOwner: 'Elige a una de las personas que la llevan.',
    lastOwner:
      'Eres la única persona que la lleva: invita a alguien antes de salir, o bórrala si ya no hace falta.',
    full: (max) =>
      `Ya sois ${max} personas entre quienes la llevan e invitaciones abiertas. Retira alguna invitación para invitar a otra persona.`,
    fullOnAccept:
      'Ya son el máximo de personas llevándola. Pide a quien te invitó que retire alguna invitación.',
    ...receiverWords,
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
  receiverIsOwner: true,
  inviteColumn: ownerInvites.eventId,
  words: {
    invited: (who, name) => `${who} te invita a organizar juntos el evento ${quoted(name)}`,
    joined: (who, name) => `${who} ya organiza contigo el evento ${quoted(name)}`,
    left: (who, name) => `${who} ha dejado de organizar el evento ${quoted(name)}`,
    removed: (who, name) => `${who} te ha quitado de quienes organizan el evento ${quoted(name)}`,
    notOwner: 'Ya no organizas este evento.',
    alreadyMine: 'Ya lo organizas tú.',
    alreadyTheirs: (who) => `${who} ya lo organiza contigo.`,
    notThere: 'Esa persona no lo organiza.',
    chooseOwner: 'Elige a una de las personas que lo organizan.',
    lastOwner:
      'Eres la única persona que lo organiza: invita a alguien antes de salir, o bórralo si ya no se celebra.',
    full: (max) =>
      `Ya sois ${max} personas entre quienes lo organizan e invitaciones abiertas. Retira alguna invitación para invitar a otra persona.`,
    fullOnAccept:
      'Ya son el máximo de personas organizándolo. Pide a quien te invitó que retire alguna invitación.',
    ...receiverWords,
  },
};

const notMyDependent = () => notFound('Ese perfil no existe o no lo cuidas.');

/**
 * The first of a dependent's lists already run by `MAX_OWNERS` people (its guardians and anyone they run it with;
 * the dependent itself is nobody running it), where `userId` is not yet one of them: a new guardian would join
 * it (the trigger on `guardians`) past the limit. The lists' rows are locked first, in one order (`FOR NO KEY
 * UPDATE`, as the database's own check on `list_owners` does), so an invitation to run one of them accepted at
 * the same moment is counted before or after, never beside.
 */
async function fullListOf(tx: Db, dependentId: string, userId: string | null) {
  await tx
    .select({ id: lists.id })
    .from(lists)
    .where(eq(lists.ownerId, dependentId))
    .orderBy(asc(lists.id))
    .for('no key update');
  // `${lists}."id"`: inside the subqueries a bare "id" would be the person's.
  const [full] = await tx
    .select({ name: lists.name })
    .from(lists)
    .where(
      and(
        eq(lists.ownerId, dependentId),
        sql`(select count(*) from ${listOwners} o join ${users} u on u.id = o.user_id
              where o.list_id = ${lists}."id" and u.type <> ${userTypes.dependent}) >= ${MAX_OWNERS}`,
        userId === null
          ? sql`true`
          : sql`not exists (select 1 from ${listOwners} o where o.list_id = ${lists}."id" and o.user_id = ${userId})`,
      ),
    )
    .orderBy(asc(lists.name), asc(lists.id))
    .limit(1);
  return full;
}
const dependentRow = {
  id: users.id,
  name: users.name,
  image: sql<string>`coalesce(${users.image}, '')`,
  // Nobody among its guardians receives: its money is its own.
  receiverId: users.id,
};

/** Looking after a dependent together: its guardians are its owners (packages/contract/src/dependents.ts). */
const dependentTarget: Target = {
  kind: 'dependent',
  async assertOwner(app, userId, id) {
    if (!isUuid(id) || !(await isGuardian(app.db, id, userId))) throw notMyDependent();
  },
  async lock(tx, id) {
    const row = await lockDependent(tx, id);
    // Nobody among its guardians receives: its money is its own.
    return row && { ...row, image: row.image ?? '', receiverId: row.id };
  },
  async read(db, id) {
    const [row] = await db
      .select(dependentRow)
      .from(dependents)
      .innerJoin(users, eq(users.id, dependents.userId))
      .where(eq(dependents.userId, id));
    return row;
  },
  owners: async (db, id) =>
    db
      .select({ ...personColumns, joinedAt: guardians.createdAt })
      .from(guardians)
      .innerJoin(users, eq(users.id, guardians.guardianId))
      .where(eq(guardians.dependentId, id))
      .orderBy(asc(guardians.createdAt), asc(users.id)),
  async people(db, id) {
    const [row] = await db.select({ n: count() }).from(guardians).where(eq(guardians.dependentId, id));
    return Number(row?.n ?? 0);
  },
  // A new guardian joins its lists through the trigger on `guardians`; one removed leaves them the same way.
  async add(tx, id, userId) {
    await tx.insert(guardians).values({ dependentId: id, guardianId: userId }).onConflictDoNothing();
  },
  async remove(tx, id, userId) {
    const gone = await tx
      .delete(guardians)
      .where(and(eq(guardians.dependentId, id), eq(guardians.guardianId, userId)))
      .returning({ id: guardians.guardianId });
    return gone.length > 0;
  },
  async setReceiver() {
    throw new Error('a dependent has no receiver among its guardians');
  },
  // Whoever looks after it runs its lists: one of them full (its guardians and people they run it with) leaves no
  // room for another guardian. The database refuses it too (`list_owners_max`); here it is said in words.
  async assertMayJoin(tx, row, userId, accepting) {
    const full = await fullListOf(tx, row.id, userId);
    if (!full) return;
    const list = `la lista ${quoted(full.name)}`;
    throw new AppError(
      'OWNERS_FULL',
      accepting
        ? `Quien cuida el perfil de ${row.name} lleva también sus listas, y ${list} ya la llevan ${MAX_OWNERS} personas, el máximo. Pide que quiten a alguien de esa lista y vuelve a aceptar.`
        : `Quien cuida el perfil de ${row.name} lleva también sus listas, y ${list} ya la llevan ${MAX_OWNERS} personas, el máximo. Quita a alguien de esa lista para invitar a otra persona a cuidarlo.`,
    );
  },
  async fixedReceiver() {
    return 'Nadie recibe el dinero por quien cuida el perfil: llega a su propia hucha.';
  },
  receiverIsOwner: false,
  inviteColumn: ownerInvites.dependentId,
  words: {
    invited: (who, name) => `${who} te invita a cuidar juntos el perfil de ${name}`,
    joined: (who, name) => `${who} ya cuida contigo el perfil de ${name}`,
    left: (who, name) => `${who} ha dejado de cuidar el perfil de ${name}`,
    removed: (who, name) => `${who} te ha quitado de quienes cuidan el perfil de ${name}`,
    notOwner: 'Ya no cuidas este perfil.',
    alreadyMine: 'Ya cuidas tú este perfil.',
    alreadyTheirs: (who) => `${who} ya cuida este perfil contigo.`,
    notThere: 'Esa persona no cuida este perfil.',
    chooseOwner: 'Elige a una de las personas que cuidan el perfil.',
    lastOwner:
      'Eres la única persona que cuida este perfil: invita a alguien a cuidarlo contigo, entrégaselo cuando tenga su cuenta o bórralo.',
    full: (max) =>
      `Ya sois ${max} personas entre quienes cuidan el perfil e invitaciones abiertas. Retira alguna invitación para invitar a otra persona.`,
    fullOnAccept:
      'Ya son el máximo de personas cuidando este perfil. Pide a quien te invitó que retire alguna invitación.',
    onlyReceiverHandsOver: 'Nadie recibe el dinero por quien cuida el perfil: llega a su propia hucha.',
    keepReceiver: 'No se puede quitar a alguien de su propio perfil.',
  },
};

export const targets: Record<OwnedKind, Target> = {
  list: listTarget,
  event: eventTarget,
  dependent: dependentTarget,
};

/** The target an invitation is for. */
export const targetOfInvite = (invite: {
  listId: string | null;
  eventId: string | null;
  dependentId: string | null;
}) =>
  invite.listId
    ? { target: listTarget, id: invite.listId }
    : invite.dependentId
      ? { target: dependentTarget, id: invite.dependentId }
      : { target: eventTarget, id: invite.eventId as string };
