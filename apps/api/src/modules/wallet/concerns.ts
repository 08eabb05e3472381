import { type movementConcernSchema, type PersonSummary, shownName } from '@detalle/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { builtOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { events, gifts, lists, products, users } from '../../db/schema/index.js';
import { visibleTo } from '../events/index.js';
import { canSeeList } from '../lists/index.js';

type Concern = z.infer<typeof movementConcernSchema>;

export type ConcernRefs = {
  giftId: string | null;
  listId: string | null;
  eventId: string | null;
  personId: string | null;
};

/** The ids of one kind a page refers to, as one array value of a statement written once. */
const inIds = (column: AnyPgColumn): SQL => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;
const viewer = sql.placeholder('viewerId');

/**
 * The look-ups below, written once per database (db/built-once.ts): every page of movements makes them, and building
 * them (joins and reaching rules) cost more of the page's CPU than running them. Same statements, the ids as one array.
 */
const giftTitles = builtOnce((db) =>
  db
    .select({ id: gifts.id, title: products.name })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(and(inIds(gifts.id), canSeeList(viewer))),
);
const listTitles = builtOnce((db) =>
  db
    .select({ id: lists.id, title: lists.name })
    .from(lists)
    .where(and(inIds(lists.id), canSeeList(viewer))),
);
const peopleByIds = builtOnce((db) =>
  db
    .select({ id: users.id, name: users.name, lastname: users.lastname, image: users.image })
    .from(users)
    .where(inIds(users.id)),
);

/**
 * What a movement or receipt is about, in the words the caller may read: the gift's product, else the list,
 * else the event, else the other person. Each is named only while the caller can still open it (the lists'
 * and events' reaching rules): a list made private since shows the person instead.
 */
export async function describeAll(db: Db, viewerId: string, rows: ConcernRefs[]) {
  const ids = (pick: (r: ConcernRefs) => string | null) => [
    ...new Set(rows.map(pick).filter((v): v is string => v !== null)),
  ];
  const giftIds = ids((r) => r.giftId);
  const listIds = ids((r) => r.listId);
  const eventIds = ids((r) => r.eventId);
  const personIds = ids((r) => r.personId);
  const [giftRows, listRows, eventRows, personRows] = await Promise.all([
    giftIds.length ? giftTitles(db).execute({ ids: giftIds, viewerId }) : [],
    listIds.length ? listTitles(db).execute({ ids: listIds, viewerId }) : [],
    eventIds.length
      ? db
          .select({ id: events.id, title: events.name })
          .from(events)
          .where(and(inArray(events.id, eventIds), visibleTo(viewerId)))
      : [],
    personIds.length ? peopleByIds(db).execute({ ids: personIds }) : [],
  ]);
  const gift = new Map(giftRows.map((r) => [r.id, r.title]));
  const list = new Map(listRows.map((r) => [r.id, r.title]));
  const event = new Map(eventRows.map((r) => [r.id, r.title]));
  const people = new Map<string, PersonSummary>(personRows.map((r) => [r.id, r]));

  return (r: ConcernRefs): { concerns: Concern | null; person: PersonSummary | null } => {
    const person = r.personId ? (people.get(r.personId) ?? null) : null;
    const named = (kind: Concern['kind'], id: string | null, titles: Map<string, string>) =>
      id && titles.has(id) ? { kind, id, title: titles.get(id) as string } : null;
    const concerns =
      named('gift', r.giftId, gift) ??
      named('list', r.listId, list) ??
      named('event', r.eventId, event) ??
      (person ? { kind: 'person' as const, id: person.id, title: shownName(person) } : null);
    return { concerns, person };
  };
}
