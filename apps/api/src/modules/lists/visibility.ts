import { type SQL, sql } from 'drizzle-orm';
import { blocks, lists } from '../../db/schema/index.js';
import { friendIdsOf } from '../friends/service.js';

/**
 * Who may see a list: its owner; anyone with the link when it is public; the
 * owner's friends when it is for friends; nobody else when it is private.
 * People the owner blocked (or who blocked the owner) never see it.
 */
export function listVisibleTo(viewerId: string | null): SQL {
  if (!viewerId) return sql`${lists.visibility} = 'public'`;
  return sql`(
    ${lists.ownerId} = ${viewerId}
    or (
      (${lists.visibility} = 'public' or (${lists.visibility} = 'friends' and ${lists.ownerId} in ${friendIdsOf(viewerId)}))
      and not exists (select 1 from ${blocks} b where (b.blocker_id = ${lists.ownerId} and b.blocked_id = ${viewerId}) or (b.blocker_id = ${viewerId} and b.blocked_id = ${lists.ownerId}))
    )
  )`;
}
