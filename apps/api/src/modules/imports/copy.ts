import { LIST_OCCASIONS, type listsCopySchema, toMajor } from '@detalle/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { spreadsheetCsv } from '../../csv.js';
import { gifts, lists, products } from '../../db/schema/index.js';
import { LIST_COPIES_PER_ACCOUNT } from '../../limits.js';
import { listOwnedBy } from '../lists/index.js';
import { fallbackImage } from '../settings/index.js';

type Copy = z.output<typeof listsCopySchema>;
type CopiedList = Omit<Copy['lists'][number], 'gifts'>;

/** What a copy keeps of a list, read from its row or from the copy alike. */
const listFields = (l: CopiedList): CopiedList => ({
  name: l.name,
  description: l.description,
  category: l.category,
  occasion: l.occasion,
  date: l.date,
  visibility: l.visibility,
});

/** The caller's lists (alone or with others) with their product gifts (cash funds are not part of a copy), oldest first. */
async function readOwnLists(app: AppContext, userId: string): Promise<Copy['lists']> {
  const rows = await app.db.select().from(lists).where(listOwnedBy(userId)).orderBy(asc(lists.createdAt));
  const items = await app.db
    .select({ g: gifts, p: products })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .innerJoin(products, eq(products.id, gifts.productId))
    .where(listOwnedBy(userId))
    .orderBy(asc(gifts.createdAt));
  return rows.map((l) => ({
    ...listFields(l),
    gifts: items
      .filter(({ g }) => g.listId === l.id && g.kind === 'product')
      .map(({ g, p }) => ({
        name: p.name,
        description: p.description ?? '',
        url: p.url,
        price: p.priceMinor !== null && p.currency ? { amount: p.priceMinor, currency: p.currency } : null,
        quantity: g.quantity,
        priority: g.priority,
        note: g.note,
        shop: p.shop,
      })),
  }));
}

/** `GET list/export?format=json`: a copy `POST list/importCopy` reads back. */
export async function exportListsJson(app: AppContext, userId: string) {
  return {
    app: 'detalle' as const,
    version: 1 as const,
    exportedAt: new Date().toISOString(),
    lists: await readOwnLists(app, userId),
  };
}

/** `GET list/export?format=csv`: one row per gift (a list without gifts has one row of its own), for spreadsheets. */
export async function exportListsCsv(app: AppContext, userId: string) {
  const header = [
    'lista',
    'ocasion',
    'fecha',
    'visibilidad',
    'nombre',
    'enlace',
    'precio',
    'moneda',
    'cantidad',
    'prioridad',
    'nota',
    'tienda',
  ];
  const visibility = { public: 'Cualquiera con el enlace', friends: 'Amigos', private: 'Solo yo' } as const;
  const rows: string[][] = [];
  for (const l of await readOwnLists(app, userId)) {
    const listCells = [
      l.name,
      l.occasion || (l.category ? LIST_OCCASIONS[l.category] : ''),
      l.date ?? '',
      visibility[l.visibility],
    ];
    if (!l.gifts.length) rows.push([...listCells, '', '', '', '', '', '', '', '']);
    for (const g of l.gifts) {
      rows.push([
        ...listCells,
        g.name,
        g.url ?? '',
        g.price ? String(toMajor(g.price)) : '',
        g.price?.currency ?? '',
        String(g.quantity),
        g.priority,
        g.note,
        g.shop ?? '',
      ]);
    }
  }
  return spreadsheetCsv(header, rows);
}

/**
 * `POST list/importCopy`: recreates the lists of a copy for the caller, all or none, with the default picture
 * (pictures are not in the copy) and without any reservation or money: new lists, as if typed by hand.
 */
export async function importListsCopy(app: AppContext, userId: string, copy: Copy) {
  await app.rateLimit.hit(`list-copy:account:${userId}`, LIST_COPIES_PER_ACCOUNT);
  let giftCount = 0;
  await app.db.transaction(async (tx) => {
    for (const l of copy.lists) {
      const [row] = await tx
        .insert(lists)
        .values({ ownerId: userId, ...listFields(l), image: fallbackImage('lists') })
        .returning({ id: lists.id });
      const listId = (row as { id: string }).id;
      if (!l.gifts.length) continue;
      const made = await tx
        .insert(products)
        .values(
          l.gifts.map((g) => ({
            ownerId: userId,
            name: g.name,
            description: g.description,
            priceMinor: g.price?.amount ?? null,
            currency: g.price?.currency ?? null,
            shop: g.shop,
            url: g.url,
          })),
        )
        .returning({ id: products.id });
      await tx.insert(gifts).values(
        l.gifts.map((g, i) => ({
          listId,
          productId: (made[i] as { id: string }).id,
          quantity: g.quantity,
          priority: g.priority,
          note: g.note,
        })),
      );
      giftCount += l.gifts.length;
    }
  });
  return { lists: copy.lists.length, gifts: giftCount };
}
