import { retryAfterMs } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';

/**
 * The pace of our requests to shops, shared by every process through `shop_hosts`: at most one request per host
 * every `SHOP_PACE_MS`, and none while a host asked us to wait (403, 429 with `Retry-After`). A turn is taken in
 * one statement (an upsert that moves the host's next turn on only once it has come), so two processes never
 * get the same moment.
 */

/** The host asked us to stay away until `until`: the caller tries later (the refresh re-schedules the product). */
export class ShopBackingOff extends Error {
  constructor(
    readonly host: string,
    readonly until: Date,
  ) {
    super(`shop ${host} backing off until ${until.toISOString()}`);
    this.name = 'ShopBackingOff';
  }
}

/** The key of a shop: its host and port, as written in the link ("www.tienda.es", "127.0.0.2:8080"). */
export const shopHostOf = (url: string) => new URL(url).host.toLowerCase();

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes the host's turn if it is free now, in one statement: the upsert moves the host's next turn a pace ahead
 * only when that moment has come and the host is not backing off. Answers 0 when taken, else how long to wait
 * (by the database's clock, the one every process shares); throws `ShopBackingOff` while the host asked us to wait.
 */
async function tryShopTurn(app: AppContext, host: string): Promise<number> {
  const pace = `${app.config.SHOP_PACE_MS} milliseconds`;
  const [taken] = rows<{ host: string }>(
    await app.db.execute(sql`
      insert into shop_hosts (host, next_turn_at) values (${host}, now() + ${pace}::interval)
      on conflict (host) do update set next_turn_at = now() + ${pace}::interval
        where shop_hosts.next_turn_at <= now()
          and (shop_hosts.backoff_until is null or shop_hosts.backoff_until <= now())
      returning host`),
  );
  if (taken) return 0;
  const [row] = rows<{ wait_ms: number | string; backoff_until: string | Date | null; backing_off: boolean }>(
    await app.db.execute(sql`
      select greatest(extract(epoch from (next_turn_at - now())) * 1000, 1) as wait_ms, backoff_until,
        coalesce(backoff_until > now(), false) as backing_off
      from shop_hosts where host = ${host}`),
  );
  if (row?.backing_off) throw new ShopBackingOff(host, new Date(row.backoff_until as string | Date));
  return Math.ceil(Number(row?.wait_ms ?? 1));
}

/** The longest a request waits for its shop's turn before giving up (the refresh re-schedules, an import says so). */
export const MAX_TURN_WAIT_MS = 60_000;

/**
 * Waits for this process's turn to send one request to the link's shop: at most one request per host every
 * `SHOP_PACE_MS`, across every process, counted from when a turn is taken and again from when its request ends
 * (`endShopTurn`), so a request that leaves late is never followed too closely. Every automated request to a shop
 * goes through here first; throws `ShopBackingOff` when the shop asked us to wait (403, 429 with Retry-After).
 */
export async function takeShopTurn(
  app: AppContext,
  url: string,
  maxWaitMs = MAX_TURN_WAIT_MS,
): Promise<void> {
  const host = shopHostOf(url);
  const giveUpAt = Date.now() + maxWaitMs;
  for (;;) {
    const wait = await tryShopTurn(app, host);
    if (wait === 0) return;
    // Never an unbounded wait behind a crowd of requests to one shop: the caller tries later.
    if (Date.now() + wait > giveUpAt) throw new ShopBackingOff(host, new Date(Date.now() + wait));
    // A few milliseconds apart, so processes waiting for the same host do not all ask at the same instant.
    await new Promise((resolve) => setTimeout(resolve, wait + Math.floor(Math.random() * 15)));
  }
}

const MAX_BACKOFF_MS = 24 * 3600_000;

/**
 * The host refused us (403) or asked us to slow down (429): nobody asks it again before its `Retry-After`, or
 * else a minute, doubling with each refusal in a row, at most a day. Answers when the host may be asked again.
 */
export async function backOffShop(
  app: AppContext,
  host: string,
  retryAfter: string | undefined,
): Promise<Date> {
  // A shop's number, however large, never reaches the database past a day (nor overflows its bigint).
  const said = retryAfterMs(retryAfter);
  const asked = said === undefined ? undefined : Math.min(said, MAX_BACKOFF_MS);
  const [row] = rows<{ until: string | Date }>(
    await app.db.execute(sql`
      insert into shop_hosts (host, failures, backoff_until)
      values (${host}, 1, now() + ${`${Math.min(asked ?? 60_000, MAX_BACKOFF_MS)} milliseconds`}::interval)
      on conflict (host) do update
        set failures = least(shop_hosts.failures + 1, 20),
            backoff_until = now() + least(
              coalesce(${asked ?? null}::bigint, 60000 * power(2, least(shop_hosts.failures, 10))::bigint),
              ${MAX_BACKOFF_MS}::bigint) * interval '1 millisecond'
      returning backoff_until as until`),
  );
  return new Date((row as { until: string | Date }).until);
}

/**
 * A request to the host is over (answered or not): the next one waits a whole pace from now, so a request that
 * left late (a busy process) is never followed too closely; an answer that was not a refusal also clears the
 * host's refusals in a row.
 */
export async function endShopTurn(app: AppContext, host: string, answered: boolean) {
  const pace = `${app.config.SHOP_PACE_MS} milliseconds`;
  await app.db.execute(sql`
    update shop_hosts set next_turn_at = greatest(next_turn_at, now() + ${pace}::interval)
      ${answered ? sql`, failures = 0, backoff_until = null` : sql``}
    where host = ${host}`);
}

/**
 * Forgets hosts nobody asked for a day (no turn, back-off or robots.txt still in force): the table holds the shops
 * of the last day only, however many links people import or scan.
 */
export async function purgeIdleShopHosts(app: AppContext) {
  await app.db.execute(sql`
    delete from shop_hosts
    where next_turn_at < now() - interval '1 day'
      and (backoff_until is null or backoff_until < now())
      and (robots_fetched_at is null or robots_fetched_at < now() - interval '1 day')`);
}
