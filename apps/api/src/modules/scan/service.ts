import type { ScanResult } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { SCANS_PER_ACCOUNT } from '../../limits.js';
import { COVER, recordUpload, reencodeImage } from '../files/index.js';
import { type Extracted, extractProduct } from './extract.js';
import { safeFetch } from './safe-fetch.js';

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const FETCHED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Pages declare their encoding in the header or a meta tag; most are UTF-8, some older shops Latin-1. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const fromHeader = /charset=([\w-]+)/i.exec(contentType)?.[1];
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  const charset = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return body.toString('utf8');
  }
}

const noProduct = () =>
  new AppError('BAD_REQUEST', 'No encontramos ningún producto en esa página. Puedes añadirlo a mano.');

const shopFromHost = (url: string) => {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return host;
};

/**
 * `POST /api/scan`: reads a shop's product page and answers name, description,
 * price, picture (copied into our storage, never hot-linked), shop and canonical link.
 */
export async function scanProduct(app: AppContext, url: string, allowLoopback: boolean): Promise<ScanResult> {
  const page = await safeFetch(url, { accept: 'html', maxBytes: PAGE_MAX_BYTES, allowLoopback });
  let found: Extracted;
  try {
    found = extractProduct(decodeHtml(page.body, page.contentType), page.url);
  } catch (err) {
    // A page we cannot make sense of is the shop's oddity, not a failure of ours to report as a 500.
    app.log.error({ err, url: page.url }, 'scan: extraction failed');
    throw noProduct();
  }
  if (!found.name) throw noProduct();
  let image: string | null = null;
  if (found.image) {
    try {
      const picture = await safeFetch(found.image, {
        accept: 'image',
        maxBytes: FETCHED_IMAGE_MAX_BYTES,
        allowLoopback,
      });
      image = await app.storage.put('products', 'webp', await reencodeImage(picture.body, COVER));
    } catch (err) {
      // A product without its picture is still worth adding; say nothing more than the log.
      app.log.info({ err: { message: (err as Error).message } }, 'scan: picture not copied');
    }
  }
  // The canonical link only counts when it stays on the shop's own site.
  const canonical =
    found.canonical && new URL(found.canonical).hostname === new URL(page.url).hostname
      ? found.canonical
      : page.url;
  return {
    name: found.name.slice(0, 200),
    description: (found.description ?? '').slice(0, 2000),
    price: found.price ?? null,
    image,
    shop: (found.shop ?? shopFromHost(page.url)).slice(0, 120),
    url: canonical,
  };
}

/** A person's scan, limited per account; the copied picture is theirs to put on their product (files/ownership.ts). */
export async function scanForPerson(
  app: AppContext,
  userId: string,
  url: string,
  allowLoopback: boolean,
): Promise<ScanResult> {
  await app.rateLimit.hit(`scan:account:${userId}`, SCANS_PER_ACCOUNT);
  const result = await scanProduct(app, url, allowLoopback);
  if (result.image) await recordUpload(app.db, userId, result.image);
  return result;
}
