import type { Gift } from '@detalle/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/built-once.js';
import {
  directTransferPledges,
  gifts,
  guestClaims,
  lists,
  payments,
  products,
  users,
} from '../../db/schema/index.js';
import { cat as productCat, productColumns, sub as productSub, toProduct } from '../catalogue/index.js';
import { findVisibleList } from './find-list.js';
import { fundingOf } from './funding.js';
import { isListOwner } from './owners.js';
import { giverShown, revealedOf } from './reveal.js';

const reserver = alias(users, 'reserver');

/** The gifts of a list. The owner sees each gift's state, and who reserved it only after the reveal (`reservedByName`). */
export async function giftsOf(app: AppContext, viewerId: string | null, listId: string): Promise<Gift[]> {
  await findVisibleList(app, viewerId, listId);
  return loadGifts(app, viewerId, listId);
}

/**
 * A list's gifts with their products, one statement whatever the number of gifts (a public list is read often:
 * its SQL is written once, db/built-once.ts). A gift whose product is gone is left out. Visibility is the
 * caller's check.
 */
const giftsQuery = builtOnce((db) =>
  db
    .select({
      g: gifts,
      listDate: lists.date,
      revealed: revealedOf('lists').mapWith(Boolean),
      reserverName: reserver.name,
      guestName: guestClaims.name,
      product: productColumns,
    })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .innerJoin(products, eq(products.id, gifts.productId))
    .leftJoin(productCat, eq(productCat.id, products.categoryId))
    .leftJoin(productSub, eq(productSub.id, products.subcategoryId))
    .leftJoin(reserver, eq(reserver.id, gifts.reservedBy))
    .leftJoin(guestClaims, eq(guestClaims.id, gifts.guestClaimId))
    .where(eq(gifts.listId, sql.placeholder('listId')))
    .orderBy(
      sql`case ${gifts.priority} when 'alta' then 0 when 'media' then 1 else 2 end`,
      asc(gifts.createdAt),
    ),
);

/** A list's gifts as `viewerId` sees them: its owners learn who holds each (or gave) only once revealed. */
export async function loadGifts(app: AppContext, viewerId: string | null, listId: string): Promise<Gift[]> {
  const [rows, owns] = await Promise.all([
    giftsQuery(app.db).execute({ listId }),
    viewerId === null ? false : isListOwner(app.db, listId, viewerId),
  ]);
  const givers = await giversOf(
    app,
    rows.filter((r) => r.g.contributed + r.g.direct > 0).map((r) => r.g.id),
  );
  return rows.map((r) => {
    const product = toProduct(r.product);
    return {
      id: r.g.id,
      listId: r.g.listId,
      kind: r.g.kind,
      group: r.g.group,
      suggestedAmounts: r.g.suggestedAmounts,
      product,
      quantity: r.g.quantity,
      priority: r.g.priority,
      note: r.g.note,
      status: r.g.status,
      reservedByMe: viewerId !== null && r.g.reservedBy === viewerId,
      ...(owns ? { reservedByName: reservedByNameOf(r.g, r.revealed, r.reserverName ?? r.guestName) } : {}),
      funding: fundingOf(
        r.g,
        product.price,
        r.listDate,
        givers.get(r.g.id)?.n ?? 0,
        // Who gave: the owners' own answers only, once revealed (`giverShown`; the `show_name` half is in SQL).
        owns && r.revealed ? (givers.get(r.g.id)?.names ?? []) : undefined,
      ),
    };
  });
}

/**
 * Who holds a gift, for its list's owner: a person's first name or the name a guest gave, once the list is
 * revealed and only if they let the owner know (`giverShown`); otherwise null ("Reservado", never who).
 */
function reservedByNameOf(
  g: typeof gifts.$inferSelect,
  revealed: boolean,
  name: string | null,
): string | null {
  if (g.status === 'available' || name === null) return null;
  return giverShown({ showName: g.reserverShowsName, revealed }) ? name : null;
}

/**
 * How many people gave toward each group gift, and the first names of those who let the owner know
 * (`payments.show_name`; a guest's is the name they gave): payments under way or paid, not wholly refunded.
 * The names are for the owner after the reveal only (`loadGifts` decides).
 */
async function giversOf(app: AppContext, giftIds: string[]) {
  if (giftIds.length === 0) return new Map<string, { n: number; names: string[] }>();
  const rows = await app.db
    .select({
      giftId: payments.giftId,
      n: sql<number>`count(distinct coalesce(${payments.payerId}::text, lower(${payments.payerEmail}), ${payments.id}::text))::int`,
      names: sql<string[]>`coalesce(array_agg(distinct coalesce(${users.name}, ${payments.payerName}))
        filter (where ${payments.showName} and coalesce(${users.name}, ${payments.payerName}) is not null), '{}')`,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.payerId))
    .where(
      and(
        inArray(payments.giftId, giftIds),
        // Who gave: money on its way is not given yet (and may never be).
        eq(payments.status, 'succeeded'),
        sql`${payments.refunded} < ${payments.amount}`,
      ),
    )
    .groupBy(payments.giftId);
  const byGift = new Map(rows.map((r) => [r.giftId as string, { n: r.n, names: r.names }]));
  // Transfers straight to the owner's bank count once the owner confirmed them ("Transferencia directa").
  const pledges = directTransferPledges;
  const direct = await app.db
    .select({
      giftId: pledges.giftId,
      n: sql<number>`count(distinct coalesce(${pledges.giverId}::text, lower(${pledges.guestEmail}), ${pledges.id}::text))::int`,
      names: sql<string[]>`coalesce(array_agg(distinct coalesce(${users.name}, ${pledges.guestName}))
        filter (where ${pledges.showName} and coalesce(${users.name}, ${pledges.guestName}) is not null), '{}')`,
    })
    .from(pledges)
    .leftJoin(users, eq(users.id, pledges.giverId))
    .where(and(inArray(pledges.giftId, giftIds), eq(pledges.status, 'confirmed')))
    .groupBy(pledges.giftId);
  for (const d of direct) {
    const by = byGift.get(d.giftId as string);
    byGift.set(d.giftId as string, {
      n: (by?.n ?? 0) + d.n,
      names: [...new Set([...(by?.names ?? []), ...d.names])],
    });
  }
  return byGift;
}
