import { and, eq, type SQL, sql } from 'drizzle-orm';
import { eventParticipants, events } from '../../db/schema/index.js';
import { isFriendOf } from '../friends/index.js';

/**
 * REACHING: who may open an event by its id or link (`evento/{id}`, the join link):
 * - everyone, signed in or not, when it is public;
 * - the organiser, and anyone invited, asking to join or taking part;
 * - the organiser's friends when it is for friends;
 * nobody else. Private events and their people are invisible to strangers.
 */
export function visibleTo(viewerId: string | null): SQL {
  if (!viewerId) return eq(events.visibility, 'public');
  return sql`(
    ${events.visibility} = 'public'
    or ${events.organiserId} = ${viewerId}
    or exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId})
    or (${events.visibility} = 'friends' and ${isFriendOf(events.organiserId, viewerId)})
  )`;
}

/**
 * LISTING: which events may appear in any list of events (someone's events, a friend's events,
 * mine): those I organise or have a part in, and my friends' public and friends-only events.
 * "Public" means anyone with the link can open it and ask to join, not that it is shown to
 * strangers: a stranger's public event is never listed to me.
 */
export function listedEventCondition(viewerId: string): SQL {
  return sql`(
    ${events.organiserId} = ${viewerId}
    or exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId})
    or (${events.visibility} in ('public', 'friends') and ${isFriendOf(events.organiserId, viewerId)})
  )`;
}

/** Events I organise, am invited to or take part in: what "my events" means on home and in the calendar. */
export function mineOrInvolved(viewerId: string): SQL {
  return sql`(
    ${events.organiserId} = ${viewerId}
    or exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId} and p.status in ('accepted', 'invited'))
  )`;
}

/** The caller's role in each row, computed in the same query. */
export const roleOf = (viewerId: string | null) =>
  viewerId
    ? sql<string>`case when ${events.organiserId} = ${viewerId} then 'organiser'
        else coalesce((select p.status from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId}), 'none') end`
    : sql<string>`'none'`;

export const acceptedCount = sql<number>`(select count(*)::int from ${eventParticipants} p where p.event_id = ${events.id} and p.status = 'accepted')`;

export const isInvitee = (viewerId: string) =>
  and(
    sql`exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId} and p.status in ('invited', 'accepted'))`,
    sql`${events.organiserId} <> ${viewerId}`,
  );
