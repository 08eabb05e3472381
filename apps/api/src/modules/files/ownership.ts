import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** Pictures people upload (`file/image`, scanned products, profile photos); defaults and the catalogue's are ours. */
export const isUpload = (url: string) => /^\/files\/(images|products|avatars)\//.test(url);

/** Notes who uploaded a stored picture, so only they can put it on their things. */
export async function recordUpload(db: Db, uploaderId: string, url: string) {
  await db.insert(uploads).values({ url, uploaderId }).onConflictDoNothing();
}

/**
 * Someone else's upload cannot go on my list, event or product: its URL is public, but using it
 * would let me decide when it is deleted. Default and catalogue pictures are for everyone.
 */
export async function assertUploadedBy(db: Db, userId: string, url: string | null | undefined) {
  if (!url || !isUpload(url)) return;
  const [row] = await db.select({ uploaderId: uploads.uploaderId }).from(uploads).where(eq(uploads.url, url));
  if (row?.uploaderId !== userId)
    throw new AppError(
      'VALIDATION_ERROR',
      'Esa imagen no es tuya. Sube tu propia imagen o elige una predeterminada.',
      [{ path: 'image', message: 'Imagen de otra persona.' }],
    );
}
