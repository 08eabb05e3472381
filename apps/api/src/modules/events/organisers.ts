import { desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventOrganisers, events, users } from '../../db/schema/index.js';
import { isFriendOf } from '../friends/index.js';

/**
 * An event may have several organisers (`event_organisers`): each edits it, invites, answers join requests and is
 * told what happens on it. `events.organiser_id` is the one who receives the money given for it, always an
 * organiser too. Every rule about "the organiser" asks here, so a co-organiser is never forgotten in one place.
 */
type PersonId = string | Placeholder;

/**
 * The event's id and receiver, always qualified by the table: drizzle writes a column of a query on one table
 * bare in its selected fields (`"id"`), which inside these subqueries would be the organiser's `users.id`.
 */
const eventIdColumn = sql`${events}."id"`;
const receiverColumn = sql`${events}."organiser_id"`;

/** SQL: the person is one of the event's organisers. */
export const organisesEvent = (personId: PersonId): SQL =>
  sql`exists (select 1 from ${eventOrganisers} where ${eventOrganisers.eventId} = ${eventIdColumn} and ${eventOrganisers.userId} = ${personId})`;

/** SQL: one of the event's organisers is the person's friend. */
export const isFriendOfAnOrganiser = (viewerId: PersonId): SQL =>
  sql`exists (select 1 from ${eventOrganisers} where ${eventOrganisers.eventId} = ${eventIdColumn} and ${isFriendOf(eventOrganisers.userId, viewerId)})`;

/** SQL: the event is one the person organises, alone or with others; reads the organisers' index. */
export const eventOrganisedBy = (personId: PersonId): SQL =>
  sql`${eventIdColumn} in (select ${eventOrganisers.eventId} from ${eventOrganisers} where ${eventOrganisers.userId} = ${personId})`;

/** The ids of every organiser of an event, the one who receives first: who is told what happens on it. */
export async function organiserIdsOf(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventOrganisers.userId })
    .from(eventOrganisers)
    .innerJoin(events, eq(events.id, eventOrganisers.eventId))
    .where(eq(eventOrganisers.eventId, eventId))
    .orderBy(
      desc(sql`${eventOrganisers.userId} = ${events.organiserId}`),
      eventOrganisers.createdAt,
      eventOrganisers.userId,
    );
  return rows.map((r) => r.userId);
}

/** SQL (a JSON array): every organiser of the event as a person summary, the one who receives first. */
export const organisersColumn = sql<{ id: string; name: string; lastname: string; image: string | null }[]>`(
  select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'lastname', u.lastname, 'image', u.image)
    order by (u.id = ${receiverColumn}) desc, o.created_at, u.id), '[]'::json)
  from ${eventOrganisers} o join ${users} u on u.id = o.user_id where o.event_id = ${eventIdColumn}
)`;
