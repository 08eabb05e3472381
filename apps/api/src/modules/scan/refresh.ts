import { formatMoney, type Money } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gifts, lists, productPrices, products } from '../../db/schema/index.js';
import { canSeeList } from '../lists/index.js';
import { type Extracted, extractProduct, type Stock } from './extract.js';
import { robotsAllow } from './robots.js';
import { type Fetched, ShopRefusal, safeFetch } from './safe-fetch.js';
import { decodeHtml } from './service.js';
import {
  backOffShop,
  endShopTurn,
  purgeIdleShopHosts,
  ShopBackingOff,
  shopHostOf,
  takeShopTurn,
} from './shop-pace.js';

/**
 * The price and stock refresh: products people added from a shop's link (`products.url` set, owned by a person)
 * are read again, daily while one of their gifts is on an active list (a list without a date, or whose date is
 * today or later), weekly otherwise (past lists, favourites only). Run by the job queue every minute in whichever
 * process takes the job, and safe in several at once: a product is claimed by moving its `next_check_at` a lease
 * ahead in one statement (`FOR UPDATE SKIP LOCKED`), and its result is written only while that claim still holds.
 * Each shop is asked at its pace (`shop-pace.ts`), honouring robots.txt and conditional requests (ETag,
 * Last-Modified → 304). A change is kept in `product_prices` and told once to each person who cares.
 */

/** Failed reads in a row after which the product stops being checked: "No hemos podido comprobarlo". */
export const PRODUCT_CHECK_MAX_FAILURES = 5;
/** A claimed product's lease: if its process dies, another checks it once this has passed. */
const LEASE = "interval '15 minutes'";
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** After a failure, try again in an hour, then doubling (at most a day). */
const retryDelayMs = (failures: number) => Math.min(3600_000 * 2 ** (failures - 1), 24 * 3600_000);

export type RefreshOptions = {
  allowLoopback: boolean;
  /** Products claimed at a time. */
  batch?: number;
  /** Stop claiming after this long (the job runs every minute). */
  budgetMs?: number;
  /** Page fetch deadline (tests shorten it). */
  deadlineMs?: number;
};

export type RefreshReport = {
  checked: number;
  unchanged: number;
  changed: number;
  drops: number;
  failed: number;
  stopped: number;
  postponed: number;
  told: number;
};

type Claimed = {
  id: string;
  url: string;
  name: string;
  shop: string | null;
  price_minor: number | null;
  currency: string | null;
  stock: Stock | null;
  etag: string | null;
  last_modified: string | null;
  check_failures: number;
  /** `next_check_at` as PostgreSQL writes it (microseconds kept): the claim's token. */
  claim: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Due products, claimed for this process: their `next_check_at` moves a lease ahead, which is the claim's token.
 * A product from a link that nothing scheduled yet (added by an import or a copy) is due a day after it was added.
 */
async function claimDue(app: AppContext, batch: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await app.db.execute(sql`
      update products set next_check_at = now() + ${sql.raw(LEASE)}
      where id in (
        select id from products
        where url is not null and owner_id is not null and check_stopped_at is null
          and (next_check_at <= now() or (next_check_at is null and created_at <= now() - interval '1 day'))
        order by coalesce(next_check_at, created_at)
        limit ${batch}
        for update skip locked)
      returning id, url, name, shop, price_minor, currency, stock, etag, last_modified, check_failures,
        next_check_at::text as claim`),
  );
}

/** When it is read next: a day ahead while one of its gifts is on an active list, else a week. */
const nextRegularCheck = sql`now() + case when exists (
    select 1 from gifts g join lists l on l.id = g.list_id
    where g.product_id = products.id and (l.date is null or l.date >= current_date)
  ) then interval '1 day' else interval '7 days' end`;

/** Our claim still holds: nobody else claimed the product after its lease ran out. */
const stillMine = (p: Claimed) =>
  and(eq(products.id, p.id), sql`${products.nextCheckAt} = ${p.claim}::timestamptz`);

async function postpone(app: AppContext, p: Claimed, until: Date) {
  await app.db.update(products).set({ nextCheckAt: until }).where(stillMine(p));
}

/** One more failure; the fifth in a row stops the checks until the product's link is added again. */
async function fail(app: AppContext, p: Claimed, report: RefreshReport) {
  const failures = p.check_failures + 1;
  const stop = failures >= PRODUCT_CHECK_MAX_FAILURES;
  await app.db
    .update(products)
    .set({
      checkFailures: failures,
      checkStoppedAt: stop ? new Date() : null,
      nextCheckAt: stop ? null : new Date(Date.now() + retryDelayMs(failures)),
    })
    .where(stillMine(p));
  report.failed++;
  if (stop) report.stopped++;
}

type Change = { kind: 'price_drop' | 'back_in_stock' | 'sold_out'; from?: Money; to?: Money };

/** What changed between what we had and what the page says now (same currency only for prices). */
function changesOf(p: Claimed, found: Extracted): Change[] {
  const changes: Change[] = [];
  const before =
    p.price_minor !== null && p.currency ? { amount: p.price_minor, currency: p.currency } : null;
  if (before && found.price && found.price.currency === before.currency && found.price.amount < before.amount)
    changes.push({ kind: 'price_drop', from: before, to: found.price });
  if (found.stock === 'in_stock' && p.stock === 'out_of_stock') changes.push({ kind: 'back_in_stock' });
  if (found.stock === 'out_of_stock' && p.stock !== 'out_of_stock') changes.push({ kind: 'sold_out' });
  return changes;
}

/**
 * The gifts of this product, locked as a contribution locks them, and whether money was given, is held or is on its
 * way toward one of them: then its price is the goal givers gave toward (price × quantity, in its currency) and the
 * shop's new price is not taken, as the owner cannot change it by hand either.
 */
async function priceHeldByMoney(tx: Db, productId: string) {
  const rows = await tx
    .select({
      money: sql<number>`${gifts.contributed} + ${gifts.held} + ${gifts.awaiting} + ${gifts.direct}`,
    })
    .from(gifts)
    .where(eq(gifts.productId, productId))
    .for('update');
  return rows.some((r) => Number(r.money) > 0);
}

/** The page was read: new price and stock, validators, and the change told to whoever cares, all in one transaction. */
async function applyPage(app: AppContext, p: Claimed, page: Fetched, read: Extracted, report: RefreshReport) {
  const outcome = await app.db.transaction(async (tx) => {
    const found = (await priceHeldByMoney(tx, p.id)) ? { ...read, price: undefined } : read;
    const price =
      found.price ??
      (p.price_minor !== null && p.currency ? { amount: p.price_minor, currency: p.currency } : null);
    const stock = found.stock ?? p.stock;
    const priceMoved = price?.amount !== p.price_minor || (price?.currency ?? null) !== p.currency;
    const stockMoved = stock !== p.stock;
    const changes = changesOf(p, found);
    const drop = changes.find((c) => c.kind === 'price_drop');
    const rose = priceMoved && !drop;
    const moved = { moved: priceMoved || stockMoved, drop: Boolean(drop), told: 0 };
    const [mine] = await tx
      .update(products)
      .set({
        priceMinor: price?.amount ?? null,
        currency: price?.currency ?? null,
        stock,
        etag: page.etag ?? null,
        lastModified: page.lastModified ?? null,
        checkedAt: new Date(),
        checkFailures: 0,
        nextCheckAt: nextRegularCheck,
        ...(drop ? { previousPriceMinor: drop.from?.amount, priceDroppedAt: new Date() } : {}),
        ...(rose ? { previousPriceMinor: null, priceDroppedAt: null } : {}),
        ...(changes.some((c) => c.kind === 'back_in_stock') ? { restockedAt: new Date() } : {}),
        ...(stock === 'out_of_stock' ? { restockedAt: null } : {}),
      })
      .where(stillMine(p))
      .returning({ id: products.id });
    if (!mine) return moved;
    const [first] = await tx
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(eq(productPrices.productId, p.id))
      .limit(1);
    if (!moved.moved && first) return moved;
    const [change] = await tx
      .insert(productPrices)
      .values({
        productId: p.id,
        priceMinor: price?.amount ?? null,
        currency: price?.currency ?? null,
        stock,
      })
      .returning({ id: productPrices.id });
    for (const c of changes) moved.told += await tell(app, tx, p, (change as { id: string }).id, c);
    return moved;
  });
  report.told += outcome.told;
  if (outcome.moved) report.changed++;
  else report.unchanged++;
  if (outcome.drop) report.drops++;
}

/**
 * The same person hears of the same kind of change of one product at most once in this long: a shop whose price
 * or stock flaps (down, up, down again) does not turn into a stream of alerts.
 */
const ALERT_MIN_INTERVAL = "interval '3 days'";

/**
 * Who hears of a product's change: every owner and the reserver (still to buy it) of a gift of it on an active list, and whoever
 * saved it as a favourite; not those who turned "Avisos de precio y disponibilidad" off, nor a reserver or a
 * favouriter who can no longer open any list holding it (unfriended, blocked, the list made private). Each person
 * once per change, and once per kind every `ALERT_MIN_INTERVAL`: the `product_alerts` row (unique per person, change
 * and kind, written only when none of that kind is that recent) and the notification commit together.
 */
async function tell(app: AppContext, tx: Db, p: Claimed, changeId: string, c: Change): Promise<number> {
  const candidates = rowsOf<{ user_id: string; list_id: string | null; rank: number }>(
    await tx.execute(sql`
      select who.user_id, who.list_id, who.rank from (
        select o.user_id, l.id as list_id, 0 as rank from gifts g join lists l on l.id = g.list_id
          join list_owners o on o.list_id = l.id
          where g.product_id = ${p.id} and (l.date is null or l.date >= current_date)
        union all
        select g.reserved_by, l.id, 1 from gifts g join lists l on l.id = g.list_id
          where g.product_id = ${p.id} and g.status = 'reserved' and g.reserved_by is not null
            and (l.date is null or l.date >= current_date)
        union all
        select f.user_id, null, 2 from favorites f where f.type = 'product' and f.reference_id = ${p.id}
      ) who
      left join reminder_settings s on s.user_id = who.user_id
      where coalesce(s.price_alerts, true)
      order by who.rank`),
  );
  const people = new Map<string, string | null>();
  for (const person of candidates) {
    if (people.has(person.user_id)) continue;
    if (person.rank > 0 && !(await stillSees(tx, p.id, person.user_id, person.list_id))) continue;
    people.set(person.user_id, person.list_id);
  }
  let sent = 0;
  for (const [userId, listId] of people) {
    const [row] = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        insert into product_alerts (user_id, change_id, kind)
        select ${userId}, ${changeId}, ${c.kind}
        where not exists (
          select 1 from product_alerts a join product_prices pp on pp.id = a.change_id
          where a.user_id = ${userId} and a.kind = ${c.kind} and pp.product_id = ${p.id}
            and a.created_at > now() - ${sql.raw(ALERT_MIN_INTERVAL)})
        on conflict do nothing
        returning user_id`),
    );
    if (!row) continue;
    await app.notify(
      {
        userId,
        type: 'product_watch',
        ...alertText(p, c),
        data: { productId: p.id, kind: c.kind, ...(listId ? { listId } : {}) },
      },
      tx,
    );
    sent++;
  }
  return sent;
}

/**
 * A reserver or a favouriter still may open the list of the alert (a reserver's) or, for a favourite, the product
 * is theirs or on a list they may open: someone shut out learns nothing more of it.
 */
async function stillSees(tx: Db, productId: string, userId: string, listId: string | null) {
  const [row] = await tx
    .select({ id: lists.id })
    .from(lists)
    .where(
      and(
        listId
          ? eq(lists.id, listId)
          : sql`exists (select 1 from gifts g where g.list_id = ${lists.id} and g.product_id = ${productId})`,
        canSeeList(userId),
      ),
    )
    .limit(1);
  if (row) return true;
  if (listId) return false;
  const [own] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.ownerId, userId)));
  return Boolean(own);
}

function alertText(p: Claimed, c: Change): { title: string; body: string } {
  const shop = p.shop ?? 'La tienda';
  if (c.kind === 'price_drop' && c.from && c.to)
    return {
      title: `Ha bajado de precio: ${p.name}`,
      body: `Antes costaba ${formatMoney(c.from)}; ahora, ${formatMoney(c.to)} en ${shop}.`,
    };
  if (c.kind === 'back_in_stock')
    return { title: `Vuelve a estar disponible: ${p.name}`, body: `${shop} lo vuelve a tener.` };
  return { title: `Agotado: ${p.name}`, body: `${shop} ya no lo tiene. Te avisaremos si vuelve.` };
}

/** One claimed product, start to end. */
async function checkOne(
  app: AppContext,
  p: Claimed,
  opts: RefreshOptions,
  deadlineAt: number,
  report: RefreshReport,
) {
  const host = hostOrNothing(p.url);
  // Out of time: the product goes back to be claimed by the next run.
  if (Date.now() > deadlineAt) {
    report.postponed++;
    return await postpone(app, p, new Date());
  }
  try {
    if (!(await robotsAllow(app, p.url, opts.allowLoopback))) {
      app.log.info({ host }, 'refresh: robots.txt disallows the product page');
      return await fail(app, p, report);
    }
    await takeShopTurn(app, p.url);
    const page = await safeFetch(p.url, {
      accept: 'html',
      maxBytes: PAGE_MAX_BYTES,
      allowLoopback: opts.allowLoopback,
      deadlineMs: opts.deadlineMs,
      conditional: { etag: p.etag, lastModified: p.last_modified },
    }).catch(async (err: unknown) => {
      await endShopTurn(app, host, false);
      throw err;
    });
    await endShopTurn(app, host, true);
    report.checked++;
    if (page.status === 304) {
      await app.db
        .update(products)
        .set({ checkedAt: new Date(), checkFailures: 0, nextCheckAt: nextRegularCheck })
        .where(stillMine(p));
      report.unchanged++;
      return;
    }
    const found = extractProduct(decodeHtml(page.body, page.contentType), page.url);
    if (!found.price && !found.stock) return await fail(app, p, report);
    await applyPage(app, p, page, found, report);
  } catch (err) {
    if (err instanceof ShopBackingOff) {
      report.postponed++;
      return await postpone(app, p, err.until);
    }
    if (err instanceof ShopRefusal && (err.shopStatus === 429 || err.shopStatus === 403)) {
      report.checked++;
      const until = await backOffShop(app, host, err.shopRetryAfter);
      // Too many requests is the shop's pace, not the product's fault; a refusal counts against the product.
      if (err.shopStatus === 429) {
        report.postponed++;
        return await postpone(app, p, until);
      }
    } else {
      report.checked++;
      app.log.info({ host, err: { message: (err as Error).message } }, 'refresh: product not read');
    }
    await fail(app, p, report);
  }
}

/** A link that is no longer a URL still gets its own queue (and fails there). */
function hostOrNothing(url: string) {
  try {
    return shopHostOf(url);
  } catch {
    return '';
  }
}

/** Checks due products until none is left or the time budget is spent; shops in parallel, each at its pace. */
export async function refreshDueProducts(app: AppContext, opts: RefreshOptions): Promise<RefreshReport> {
  const report: RefreshReport = {
    checked: 0,
    unchanged: 0,
    changed: 0,
    drops: 0,
    failed: 0,
    stopped: 0,
    postponed: 0,
    told: 0,
  };
  const deadlineAt = Date.now() + (opts.budgetMs ?? 50_000);
  await purgeIdleShopHosts(app);
  while (Date.now() < deadlineAt) {
    const claimed = await claimDue(app, opts.batch ?? 12);
    if (!claimed.length) break;
    const byHost = new Map<string, Claimed[]>();
    for (const p of claimed)
      byHost.set(hostOrNothing(p.url), [...(byHost.get(hostOrNothing(p.url)) ?? []), p]);
    await Promise.all(
      [...byHost.values()].map(async (queue) => {
        for (const p of queue) await checkOne(app, p, opts, deadlineAt, report);
      }),
    );
  }
  app.jobs.nudge();
  return report;
}
