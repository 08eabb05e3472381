import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { events, lists, products, uploads, users } from '../../db/schema/index.js';
import { isUpload } from './ownership.js';

/**
 * Removes an uploaded picture once no list, event, product or profile shows it any more.
 * A person may use one photo on two lists, and a copied list's products keep their pictures,
 * so deleting one thing must never break another's picture. Only the uploader can attach an
 * upload (`assertUploadedBy`), so nobody can make someone else's picture disappear.
 * Default and catalogue pictures are never removed.
 */
export async function releaseImage(app: AppContext, url: string | null | undefined) {
  if (!url || !isUpload(url)) return;
  const uses = await Promise.all([
    app.db.select({ id: lists.id }).from(lists).where(eq(lists.image, url)).limit(1),
    app.db.select({ id: events.id }).from(events).where(eq(events.image, url)).limit(1),
    app.db.select({ id: products.id }).from(products).where(eq(products.image, url)).limit(1),
    app.db.select({ id: users.id }).from(users).where(eq(users.image, url)).limit(1),
  ]);
  if (uses.some((rows) => rows.length)) return;
  await app.db.delete(uploads).where(eq(uploads.url, url));
  await app.storage.remove(url);
}
