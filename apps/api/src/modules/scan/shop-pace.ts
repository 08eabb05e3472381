import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { shopHosts } from '../../db/schema/index.js';

/**
 * The pace of our requests to shops, shared by every process through `shop_hosts`: at most one request per host
 * every `SHOP_PACE_MS`, and none while a host asked us to wait (403, 429 with `Retry-After`). A turn is reserved
 * in one statement (an upsert that moves the host's next turn on), so two processes never get the same moment.
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
 * Reserves the next free turn of the host and answers its moment (now, or a few seconds ahead when others went
 * first); throws `ShopBackingOff` while the host is backing off, reserving nothing.
 */
export async function reserveShopTurn(app: AppContext, host: string): Promise<Date> {
  const pace = `${app.config.SHOP_PACE_MS} milliseconds`;
  const [turn] = rows<{ turn: string | Date }>(
    await app.db.execute(sql`
      insert into shop_hosts (host, next_turn_at) values (${host}, now() + ${pace}::interval)
      on conflict (host) do update
        set next_turn_at = greatest(shop_hosts.next_turn_at, now()) + ${pace}::interval
        where shop_hosts.backoff_until is null or shop_hosts.backoff_until <= now()
      returning next_turn_at - ${pace}::interval as turn`),
  );
  if (turn) return new Date(turn.turn);
  const [row] = await app.db
    .select({ until: shopHosts.backoffUntil })
    .from(shopHosts)
    .where(eq(shopHosts.host, host));
  throw new ShopBackingOff(host, row?.until ?? new Date());
}

/**
 * Waits for this process's turn to send one request to the link's shop (see above). Every automated request to a
 * shop goes through here first; throws `ShopBackingOff` when the shop asked us to wait.
 */
export async function takeShopTurn(app: AppContext, url: string): Promise<void> {
  const turn = await reserveShopTurn(app, shopHostOf(url));
  const wait = turn.getTime() - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const MAX_BACKOFF_MS = 24 * 3600_000;

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The host refused us (403) or asked us to slow down (429): nobody asks it again before its `Retry-After`, or
 * else a minute, doubling with each refusal in a row, at most a day. Answers when the host may be asked again.
 */
export async function backOffShop(
  app: AppContext,
  host: string,
  retryAfter: string | undefined,
): Promise<Date> {
  const asked = retryAfterMs(retryAfter);
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
