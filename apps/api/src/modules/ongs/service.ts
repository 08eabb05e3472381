import type { OngOwn, OngPage, OngSummary, ongUpdateBody } from '@detalle/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { gifts, lists, ongs, users } from '../../db/schema/index.js';
import { matchesText } from '../../db/text-search.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { ongGone } from './visibility.js';

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

const summaryColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  description: ongs.description,
  country: ongs.country,
  legalId: ongs.legalId,
  website: ongs.website,
};
type SummaryRow = Omit<OngSummary, 'verified'>;
const toSummary = (r: SummaryRow): OngSummary => ({ ...r, verified: true });

const verified = eq(ongs.status, 'verified');

/**
 * `ong/get/{id}`: a verified ONG's page, for anyone (guests too), with its need-lists: its public lists that
 * have something in them. The ONG itself may open its page before it is verified (to see what it will show).
 */
export async function ongPage(app: AppContext, viewerId: string | null, id: string): Promise<OngPage> {
  if (!isUuid(id)) throw ongGone();
  const isMine = viewerId === id;
  const [row] = await app.db
    .select(summaryColumns)
    .from(ongs)
    .innerJoin(users, eq(users.id, ongs.userId))
    .where(and(eq(ongs.userId, id), isMine ? undefined : verified));
  if (!row) throw ongGone();
  // `${lists}.id`, qualified: in a one-table select Drizzle writes a bare "id", which the subquery would read as g.id.
  const giftCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists}.id)`;
  const needLists = await app.db
    .select({
      id: lists.id,
      name: lists.name,
      description: lists.description,
      image: lists.image,
      giftCount,
    })
    .from(lists)
    .where(and(eq(lists.ownerId, id), eq(lists.visibility, 'public'), sql`${giftCount} > 0`))
    .orderBy(desc(lists.standOut), desc(lists.createdAt), asc(lists.id))
    .limit(20);
  return { ...toSummary(row), needLists, isMine };
}

/** `ong/list?lim&pos&q`: verified ONGs by name (accent- and case-insensitive), paged in SQL. */
export function listOngs(app: AppContext, query: { lim: number; pos: number; q?: string }) {
  const where = and(verified, query.q ? matchesText(users.name, query.q) : undefined);
  return readPage(
    app.db
      .select(summaryColumns)
      .from(ongs)
      .innerJoin(users, eq(users.id, ongs.userId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id)),
    app.db.select({ n: count() }).from(ongs).innerJoin(users, eq(users.id, ongs.userId)).where(where),
    query,
    toSummary,
  );
}

async function ownRow(db: Db, callerId: string): Promise<OngOwn> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      description: ongs.description,
      legalId: ongs.legalId,
      website: ongs.website,
      status: ongs.status,
    })
    .from(ongs)
    .innerJoin(users, eq(users.id, ongs.userId))
    .where(eq(ongs.userId, callerId));
  if (!row) throw new AppError('ONG_ONLY');
  return row;
}

/** `ong/mine`: the signed-in ONG's own details and status. A person is told this is for ONGs. */
export const ownOng = (app: AppContext, callerId: string) => ownRow(app.db, callerId);

/**
 * `ong/update`: the ONG edits its description, registration number and website. A new registration number
 * sends it back to "pendiente" (an operator checks the new one with `npm run ong:verify`): the verified badge
 * vouches for the number it shows.
 */
export async function updateOng(app: AppContext, callerId: string, input: z.output<typeof ongUpdateBody>) {
  return app.db.transaction(async (tx) => {
    const current = await ownRow(tx, callerId);
    const legalChanged = input.legalId !== undefined && input.legalId !== current.legalId;
    await tx
      .update(ongs)
      .set({
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.website !== undefined ? { website: input.website } : {}),
        ...(legalChanged ? { legalId: input.legalId, status: 'pending' as const, verifiedAt: null } : {}),
      })
      .where(eq(ongs.userId, callerId));
    return ownRow(tx, callerId);
  });
}
