import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events, lists } from '../../db/schema/index.js';

/**
 * Removes an uploaded picture once no list or event shows it any more. A person
 * may use one photo on two lists, and anyone may reuse a picture they can see
 * (its URL is public), so deleting one list must never break another's picture.
 * Default pictures and anything that is not an upload are left alone.
 */
export async function releaseImage(app: FastifyInstance, url: string | null | undefined) {
  if (!url?.startsWith('/files/images/')) return;
  const [[inLists], [inEvents]] = await Promise.all([
    app.db.select({ n: count() }).from(lists).where(eq(lists.image, url)),
    app.db.select({ n: count() }).from(events).where(eq(events.image, url)),
  ]);
  if ((inLists?.n ?? 0) + (inEvents?.n ?? 0) === 0) await app.storage.remove(url);
}
