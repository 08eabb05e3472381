import {
  asOneLine,
  giftInputSchema,
  type importBody,
  type ListImport,
  moneySchema,
  type ScanResult,
} from '@detalle/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { gifts, importItems, imports, lists, products, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { IMPORTS_PER_ACCOUNT } from '../../limits.js';
import { QUEUES } from '../../plugins/jobs.js';
import { recordUpload } from '../files/index.js';
import { addGift } from '../gifts/index.js';
import { ownList, ownsList } from '../lists/index.js';
import { normalizeProductUrl } from './product-url.js';
import { readImportInput } from './read-input.js';

/**
 * What an import needs from the product scanner, given by the app (`app.ts`): reading one shop page in that
 * shop's turn, so many links to one shop are read at a pace it accepts.
 */
export type ImportReader = {
  readProduct(app: AppContext, url: string): Promise<ScanResult>;
};

/** A claim older than this is a process that died mid-item (a page read takes seconds): another takes it. */
const CLAIM_STALE_SECONDS = 180;
/** One job reads items for at most this long, then hands over to a new job (pg-boss expires jobs at 120 s). */
const JOB_BUDGET_MS = 60_000;

const importNotFound = () => notFound('Esa importación no existe o no es de una lista tuya.');

/**
 * `POST list/import/{listId}` (the list's owner): reads the links out of what was sent, stores them and starts
 * the job that reads them. Repeats inside the import are stored already skipped.
 */
export async function createImport(
  app: AppContext,
  userId: string,
  listId: string,
  body: z.output<typeof importBody>,
) {
  await ownList(app, userId, listId);
  const lines = readImportInput(body.source, body.text);
  await app.rateLimit.hit(`import:account:${userId}`, IMPORTS_PER_ACCOUNT);
  const id = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({ ownerId: userId, listId, source: body.source, total: lines.length })
      .returning({ id: imports.id });
    const importId = (row as { id: string }).id;
    await tx.insert(importItems).values(
      lines.map((l, position) => ({
        importId,
        position,
        url: l.url,
        normalizedUrl: l.normalizedUrl,
        nameHint: l.name,
        priceHint: l.price?.amount ?? null,
        currencyHint: l.price?.currency ?? null,
        quantity: l.quantity,
        note: l.note,
        name: l.name,
        ...(l.repeated
          ? { state: 'duplicate' as const, reason: 'Estaba repetido en lo que importaste.' }
          : {}),
      })),
    );
    await app.jobs.send(QUEUES.processImport, { importId }, { tx });
    return importId;
  });
  app.jobs.nudge();
  return { id, total: lines.length };
}

/**
 * `GET list/import/{id}`: its progress and each item's outcome, for every owner of its list (whichever of them
 * started it); nobody else, not even its starter once they no longer own the list.
 */
export async function findImport(app: AppContext, userId: string, id: string): Promise<ListImport> {
  if (!isUuid(id)) throw importNotFound();
  const [found] = await app.db
    .select({ imp: imports })
    .from(imports)
    .innerJoin(lists, eq(lists.id, imports.listId))
    .where(and(eq(imports.id, id), ownsList(userId)));
  if (!found) throw importNotFound();
  const row = found.imp;
  const items = await app.db
    .select()
    .from(importItems)
    .where(eq(importItems.importId, id))
    .orderBy(asc(importItems.position));
  const open = (state: string) => state === 'pending' || state === 'working';
  return {
    id: row.id,
    listId: row.listId,
    source: row.source,
    total: row.total,
    done: items.filter((i) => !open(i.state)).length,
    finished: row.finishedAt !== null,
    createdAt: row.createdAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      url: i.url,
      name: i.name,
      state: i.state === 'working' ? 'pending' : i.state,
      giftId: i.giftId,
      reason: i.reason,
    })),
  };
}

type Item = typeof importItems.$inferSelect;

/** Takes the next item nobody is reading (or whose reader died), atomically: two processes never get the same. */
async function claimNext(app: AppContext, importId: string): Promise<Item | null> {
  const [item] = await app.db
    .update(importItems)
    .set({ state: 'working', claim: sql`gen_random_uuid()`, claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      eq(
        importItems.id,
        sql`(select id from ${importItems} where ${importItems.importId} = ${importId} and (${importItems.state} = 'pending' or (${importItems.state} = 'working' and ${importItems.claimedAt} < now() - make_interval(secs => ${CLAIM_STALE_SECONDS}))) order by ${importItems.position} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return item ?? null;
}

class ClaimLost extends Error {}

type Outcome = {
  state: 'added' | 'needs_look' | 'duplicate' | 'failed';
  name?: string | null;
  reason: string | null;
};

/** Writes an item's end, only while our claim still holds it (`tx`: the gift's own transaction). */
async function finishItem(db: AppContext['db'], item: Item, outcome: Outcome, giftId: string | null = null) {
  const done = await db
    .update(importItems)
    .set({
      state: outcome.state,
      giftId,
      reason: outcome.reason,
      ...(outcome.name !== undefined ? { name: outcome.name } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(importItems.id, item.id),
        eq(importItems.state, 'working'),
        eq(importItems.claim, item.claim as string),
      ),
    )
    .returning({ id: importItems.id });
  if (!done.length) throw new ClaimLost();
}

class AlreadyThere extends Error {}

/** The normalized links of the gifts a list holds now (but `except`, the gift being added). */
async function linksOnList(db: AppContext['db'], listId: string, except?: string) {
  const rows = await db
    .select({ url: products.url })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .where(and(eq(gifts.listId, listId), except ? ne(gifts.id, except) : undefined));
  return new Set(rows.map((r) => (r.url ? normalizeProductUrl(r.url)?.normalizedUrl : null)).filter(Boolean));
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

const cannotSave =
  'No pudimos guardar ese producto tal como viene de la tienda. Añádelo a mano desde la lista.';

const alreadyThere: Outcome = { state: 'duplicate', reason: 'Ya estaba en la lista.' };

/** Reads one item's page and adds its gift; every way it can end is written on the item. */
async function processItem(
  app: AppContext,
  reader: ImportReader,
  owner: { id: string; name: string; lastname: string },
  listId: string,
  item: Item,
) {
  if ((await linksOnList(app.db, listId)).has(item.normalizedUrl))
    return finishItem(app.db, item, alreadyThere);
  let scanned: ScanResult | null = null;
  let readError: string | null = null;
  try {
    scanned = await reader.readProduct(app, item.url);
  } catch (err) {
    // The shop asked every reader of ours to wait (403, 429): not an error of ours, and the person can act on it.
    const backingOff = (err as Error).name === 'ShopBackingOff';
    if (!(err instanceof AppError) && !backingOff)
      app.log.warn({ err: { message: (err as Error).message } }, 'import: page not read');
    readError = backingOff
      ? 'La tienda nos ha pedido que esperemos antes de volver a leerla: añade tú el precio, o impórtalo más tarde.'
      : err instanceof AppError && err.status < 500
        ? err.message
        : 'No pudimos leer esa página.';
  }
  const finalUrl = scanned
    ? (normalizeProductUrl(scanned.url) ?? { url: item.url, normalizedUrl: item.normalizedUrl })
    : item;
  if (
    scanned &&
    finalUrl.normalizedUrl !== item.normalizedUrl &&
    (await linksOnList(app.db, listId)).has(finalUrl.normalizedUrl)
  )
    return finishItem(app.db, item, alreadyThere);

  // A CSV's or saved page's own name and price win over the page's: the person wrote or chose them.
  const named = asOneLine(item.nameHint ?? scanned?.name ?? '', 200);
  const name = named.length >= 2 ? named : hostOf(item.url);
  const offered =
    item.priceHint !== null && item.currencyHint
      ? { amount: item.priceHint, currency: item.currencyHint }
      : (scanned?.price ?? null);
  // A price the contract would refuse (too high, not a currency code) is no price: the person adds it.
  const price = offered && moneySchema.safeParse(offered).success ? offered : null;
  let outcome: Outcome;
  if (!price && readError)
    outcome = { state: 'needs_look', name, reason: `${readError} Revisa el nombre y añade el precio.` };
  else if (!price)
    outcome = { state: 'needs_look', name, reason: 'La tienda no muestra el precio: añádelo tú.' };
  else if (readError && !item.nameHint)
    outcome = { state: 'needs_look', name, reason: `${readError} Revisa el nombre del regalo.` };
  else outcome = { state: 'added', name, reason: null };

  // What the job adds goes through the same schema as a gift added by hand.
  const input = giftInputSchema.safeParse({
    listId,
    product: {
      name,
      description: scanned?.description ?? '',
      price,
      image: scanned?.image ?? null,
      shop: scanned?.shop || hostOf(item.url),
      url: finalUrl.url,
      category: null,
    },
    quantity: item.quantity,
    priority: 'media',
    note: item.note,
  });
  if (!input.success) return finishItem(app.db, item, { state: 'failed', name, reason: cannotSave });
  if (scanned?.image) await recordUpload(app.db, owner.id, scanned.image);
  try {
    await addGift(app, owner, input.data, async (tx, giftId) => {
      // Checked again here, under the list's lock that addGift took: another import into this list (or
      // the person by hand) may have added the same product since the look above.
      const onList = await linksOnList(tx, listId, giftId);
      if (onList.has(item.normalizedUrl) || onList.has(finalUrl.normalizedUrl)) throw new AlreadyThere();
      await finishItem(tx, item, outcome, giftId);
    });
  } catch (err) {
    if (err instanceof ClaimLost) throw err;
    if (err instanceof AlreadyThere) return finishItem(app.db, item, alreadyThere);
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    await finishItem(app.db, item, { state: 'failed', name, reason: err.message });
  }
}

/**
 * The job of an import: reads its items one at a time for a while, then hands over to a new job while any are
 * left. A process that stops mid-import leaves its item claimed: the job pg-boss retries, or any later one, takes
 * it again once the claim is stale. The last to see nothing open marks the import finished.
 */
export async function processImport(app: AppContext, reader: ImportReader, importId: string) {
  const [row] = await app.db
    .select({ imp: imports, owner: { id: users.id, name: users.name, lastname: users.lastname } })
    .from(imports)
    .innerJoin(users, eq(users.id, imports.ownerId))
    .where(eq(imports.id, importId));
  if (!row || row.imp.finishedAt) return;
  const startedAt = Date.now();
  while (Date.now() - startedAt < JOB_BUDGET_MS) {
    const item = await claimNext(app, importId);
    if (!item) break;
    try {
      await processItem(app, reader, row.owner, row.imp.listId, item);
    } catch (err) {
      // Another process took the item over (ours was stale): it writes the outcome.
      if (!(err instanceof ClaimLost)) throw err;
    }
  }
  const [open] = await app.db
    .select({
      pending: sql<number>`count(*) filter (where ${importItems.state} = 'pending')::int`,
      working: sql<number>`count(*) filter (where ${importItems.state} = 'working')::int`,
    })
    .from(importItems)
    .where(eq(importItems.importId, importId));
  if (open?.pending) {
    await app.jobs.send(QUEUES.processImport, { importId });
  } else if (open?.working) {
    // Someone else is reading the last items; look again once a claim would be stale, in case they died.
    await app.jobs.send(
      QUEUES.processImport,
      { importId },
      { startAfter: new Date(Date.now() + CLAIM_STALE_SECONDS * 1000) },
    );
  } else {
    await app.db
      .update(imports)
      .set({ finishedAt: sql`now()` })
      .where(and(eq(imports.id, importId), sql`${imports.finishedAt} is null`));
  }
}
