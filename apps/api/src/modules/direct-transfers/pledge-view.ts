import type { DirectPledge } from '@detalle/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { directTransferPledges, gifts, products, users } from '../../db/schema/index.js';
import { giverShown, ownList, revealOf } from '../lists/index.js';

const pledges = directTransferPledges;

/** A pledge with its gift's name and its giver's first name (a guest's as typed). */
const selectPledges = (db: Db) =>
  db
    .select({
      p: pledges,
      giftName: products.name,
      giverName: sql<string | null>`coalesce(${users.name}, ${pledges.guestName})`,
    })
    .from(pledges)
    .leftJoin(gifts, eq(gifts.id, pledges.giftId))
    .leftJoin(products, eq(products.id, gifts.productId))
    .leftJoin(users, eq(users.id, pledges.giverId));

type Row = Awaited<ReturnType<ReturnType<typeof selectPledges>['execute']>>[number];

/** `named`: whether the giver's name and message may be shown to whoever reads this (`giverShown` for the owner). */
function toPledge(r: Row, named: boolean): DirectPledge {
  const { p } = r;
  return {
    id: p.id,
    listId: p.listId,
    gift: p.giftId && r.giftName ? { id: p.giftId, name: r.giftName } : null,
    amount: p.amount,
    currency: p.currency,
    reference: p.reference,
    status: p.status,
    giverName: named ? r.giverName : null,
    message: named && p.message ? p.message : null,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}

/** One pledge as its giver sees it (their own name and message). */
export async function giverPledge(db: Db, id: string): Promise<DirectPledge> {
  const [row] = await selectPledges(db).where(eq(pledges.id, id));
  if (!row) throw new Error(`pledge ${id} vanished`);
  return toPledge(row, true);
}

/**
 * The owner's view of a list's pledges (`direct-transfer/list/{listId}`), waiting ones first: the amount, the gift
 * and the reference always; who and their message only once the list is revealed and the giver let it show.
 */
export async function pledgesOfList(app: AppContext, ownerId: string, listId: string) {
  const list = await ownList(app, ownerId, listId);
  const { revealed } = revealOf(list.l, list.revealsOn);
  const rows = await selectPledges(app.db)
    .where(eq(pledges.listId, listId))
    .orderBy(sql`${pledges.status} = 'pending' desc`, desc(pledges.createdAt), desc(pledges.id))
    .limit(500);
  return rows.map((r) => toPledge(r, giverShown({ showName: r.p.showName, revealed })));
}

/** One pledge as its list's owner sees it. */
export async function ownerPledge(db: Db, id: string, revealed: boolean): Promise<DirectPledge> {
  const [row] = await selectPledges(db).where(and(eq(pledges.id, id)));
  if (!row) throw new Error(`pledge ${id} vanished`);
  return toPledge(row, giverShown({ showName: row.p.showName, revealed }));
}
