import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ongs, users } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';

/** Marks an organisation verified, found by its user id or e-mail. Returns it, or null when there is none. */
export async function verifyOng(db: Db, who: string) {
  const isId = isUuid(who);
  const [found] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(ongs, eq(ongs.userId, users.id))
    .where(isId ? eq(users.id, who) : sql`lower(${users.email}) = ${who.toLowerCase()}`)
    .limit(1);
  if (!found) return null;
  await db.update(ongs).set({ status: 'verified', verifiedAt: new Date() }).where(eq(ongs.userId, found.id));
  return found;
}
