import { and, eq, type SQL, sql } from 'drizzle-orm';
import { eventOrganisers, eventParticipants, events } from '../../db/schema/index.js';
import { isFriendOfAnOrganiser, notBlockedByAnOrganiser, organisesEvent } from './organisers.js';

/**
 * REACHING: who may open an event by its id or link (`evento/{id}`, the join link):
 * - everyone, signed in or not, when it is public;
 * - its organisers (every one of them), and anyone invited, asking to join or taking part;
 * - the friends of any of its organisers when it is for friends;
 * nobody else. Private events and their people are invisible to strangers. Someone blocked with any of its
 * organisers (either way) never reaches it, unless they organise it too.
 */
export function visibleTo(viewerId: string | null): SQL {
  if (!viewerId) return eq(events.visibility, 'public');
  return sql`(
    ${organisesEvent(viewerId)}
    or (
      (
        ${events.visibility} = 'public'
        or exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId})
        or (${events.visibility} = 'friends' and ${isFriendOfAnOrganiser(viewerId)})
      )
      and ${notBlockedByAnOrganiser(viewerId)}
    )
  )`;
}

/**
 * LISTING: which events may appear in any list of events (someone's events, a friend's events,
 * mine): those I organise or have a part in, and the public and friends-only events a friend organises.
 * "Public" means anyone with the link can open it and ask to join, not that it is shown to
 * strangers: a stranger's public event is never listed to me. Nor is an event one of whose organisers
 * blocked me, or I them, unless I organise it.
 */
export function listedEventCondition(viewerId: string): SQL {
  return sql`(
    ${organisesEvent(viewerId)}
    or (
      (
        exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId})
        or (${events.visibility} in ('public', 'friends') and ${isFriendOfAnOrganiser(viewerId)})
      )
      and ${notBlockedByAnOrganiser(viewerId)}
    )
  )`;
}

/**
 * Events I organise, am invited to or take part in: what "my events" means on home and in the calendar.
 * Written as the set of their ids, from my rows of `event_organisers` and `event_participants` (an index each),
 * so PostgreSQL starts from my events rather than testing every event of a month: the same rule, at a cost
 * that does not grow with everyone's events.
 */
export function mineOrInvolved(viewerId: string): SQL {
  return sql`${events.id} in (
    select o.event_id from ${eventOrganisers} o where o.user_id = ${viewerId}
    union all
    select p.event_id from ${eventParticipants} p where p.user_id = ${viewerId} and p.status in ('accepted', 'invited')
  )`;
}

/** The caller's role in each row, computed in the same query: 'organiser' for every organiser. */
export const roleOf = (viewerId: string | null) =>
  viewerId
    ? sql<string>`case when ${organisesEvent(viewerId)} then 'organiser'
        else coalesce((select p.status from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId}), 'none') end`
    : sql<string>`'none'`;

export const acceptedCount = sql<number>`(select count(*)::int from ${eventParticipants} p where p.event_id = ${events.id} and p.status = 'accepted')`;

export const isInvitee = (viewerId: string) =>
  and(
    sql`exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${viewerId} and p.status in ('invited', 'accepted'))`,
    sql`not ${organisesEvent(viewerId)}`,
  );
