import { sql } from 'drizzle-orm';
import robotsParser from 'robots-parser';
import type { AppContext } from '../../context.js';
import { shopHosts } from '../../db/schema/index.js';
import { ShopRefusal, safeFetch } from './safe-fetch.js';
import { endShopTurn, shopHostOf, takeShopTurn } from './shop-pace.js';

/** The name our robots.txt rules are looked up by (the user agent says it too, with our contact page). */
export const ROBOTS_AGENT = 'DetalleBot';
const ROBOTS_MAX_BYTES = 512 * 1024;
const ROBOTS_KEPT = "interval '1 day'";

/**
 * Whether a shop's robots.txt lets our automated refresh read `url`. The file is read once a day per host (its
 * request takes a turn like any other) and kept in `shop_hosts`; no file (4xx) lets everything, as the standard
 * (RFC 9309) says. A file we cannot read (5xx, network) throws: the refresh tries the product later.
 */
export async function robotsAllow(app: AppContext, url: string, allowLoopback: boolean): Promise<boolean> {
  const host = shopHostOf(url);
  const [cached] = await app.db
    .select({ txt: shopHosts.robotsTxt })
    .from(shopHosts)
    .where(
      sql`${shopHosts.host} = ${host} and ${shopHosts.robotsFetchedAt} > now() - ${sql.raw(ROBOTS_KEPT)}`,
    );
  let txt = cached?.txt ?? null;
  if (txt === null) {
    const robotsUrl = new URL('/robots.txt', url).toString();
    await takeShopTurn(app, robotsUrl);
    try {
      const file = await safeFetch(robotsUrl, { accept: 'text', maxBytes: ROBOTS_MAX_BYTES, allowLoopback });
      txt = file.body.toString('utf8');
    } catch (err) {
      if (!(err instanceof ShopRefusal) || err.shopStatus >= 500) throw err;
      // 4xx: no rules.
      txt = '';
    } finally {
      await endShopTurn(app, host, false);
    }
    await app.db
      .insert(shopHosts)
      .values({ host, robotsTxt: txt, robotsFetchedAt: new Date() })
      .onConflictDoUpdate({ target: shopHosts.host, set: { robotsTxt: txt, robotsFetchedAt: new Date() } });
  }
  return robotsParser(new URL('/robots.txt', url).toString(), txt).isAllowed(url, ROBOTS_AGENT) !== false;
}
