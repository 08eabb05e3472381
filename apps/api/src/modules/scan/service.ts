import { asLines, asOneLine, type ScanPage, type ScanResult } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { SCANS_PER_ACCOUNT } from '../../limits.js';
import { COVER, recordUpload, reencodeImage } from '../files/index.js';
import { type Extracted, extractProduct } from './extract.js';
import { checkUrl, ShopRefusal, safeFetch } from './safe-fetch.js';
import { backOffShop, endShopTurn, shopHostOf, takeShopTurn } from './shop-pace.js';

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
 * A minimal page made of what the bookmarklet read in the person's browser, so that the one extractor reads it
 * as it reads a fetched page. Every piece is escaped: nothing in it can close its element or add markup.
 */
export function pageFromPayload(page: ScanPage): string {
  const escapeAttr = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // A script's text ends at "</script": with every "<" written as JSON's \u003c (valid JSON only inside a
  // string, where it reads back as the same "<"), nothing can end it early.
  const scriptText = (s: string) => s.replace(/</g, '\\u003c');
  const parts = [
    page.title ? `<title>${escapeAttr(page.title)}</title>` : '',
    page.canonical ? `<link rel="canonical" href="${escapeAttr(page.canonical)}">` : '',
    ...page.meta.map(
      ([key, content]) =>
        `<meta property="${escapeAttr(key)}" name="${escapeAttr(key)}" content="${escapeAttr(content)}">`,
    ),
    ...page.jsonLd.map((json) => `<script type="application/ld+json">${scriptText(json)}</script>`),
  ];
  return `<!doctype html><html><head>${parts.join('')}</head></html>`;
}

/** The page's HTML read into a product, or "no product" (never a 500 for a shop's oddity). */
function readProduct(app: AppContext, html: string, pageUrl: string): Extracted & { name: string } {
  let found: Extracted;
  try {
    found = extractProduct(html, pageUrl);
  } catch (err) {
    // A page we cannot make sense of is the shop's oddity, not a failure of ours to report as a 500. Only the
    // host is logged: a pasted address may carry a person's token or e-mail in its query.
    app.log.error({ err, host: new URL(pageUrl).hostname }, 'scan: extraction failed');
    throw noProduct();
  }
  if (!found.name) throw noProduct();
  return { ...found, name: found.name };
}

/**
 * Our own reading of the page; when it fails (the shop blocks us) or finds no product, what the person's browser
 * read there (`page`, from the bookmarklet), at the address they gave. Without a payload, our error stands.
 */
async function findProduct(
  app: AppContext,
  url: string,
  allowLoopback: boolean,
  page: ScanPage | undefined,
): Promise<{ found: Extracted & { name: string }; pageUrl: string }> {
  try {
    const fetched = await safeFetch(url, { accept: 'html', maxBytes: PAGE_MAX_BYTES, allowLoopback });
    return {
      found: readProduct(app, decodeHtml(fetched.body, fetched.contentType), fetched.url),
      pageUrl: fetched.url,
    };
  } catch (err) {
    if (!page || !(err instanceof AppError)) throw err;
    // An address we would never visit (a private one, another port) is not made acceptable by a payload.
    const pageUrl = checkUrl(url, allowLoopback).toString();
    app.log.info({ reason: err.message }, 'scan: reading the page the browser sent');
    return { found: readProduct(app, pageFromPayload(page), pageUrl), pageUrl };
  }
}

/**
 * `POST /api/scan`: reads a shop's product page and answers name, description,
 * price, picture (copied into our storage, never hot-linked), shop and canonical link.
 */
export async function scanProduct(
  app: AppContext,
  url: string,
  allowLoopback: boolean,
  page?: ScanPage,
): Promise<ScanResult> {
  const { found, pageUrl } = await findProduct(app, url, allowLoopback, page);
  let image: string | null = null;
  if (found.image) {
    try {
      // Hostile whatever named it: the shop's page or the payload.
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
    found.canonical && new URL(found.canonical).hostname === new URL(pageUrl).hostname
      ? found.canonical
      : pageUrl;
  // What the page says, as the contract's text fields take it, so whoever saves it (a person, an import) can.
  return {
    name: asOneLine(found.name, 200),
    description: asLines(found.description ?? '', 2000),
    price: found.price ?? null,
    image,
    shop: asOneLine(found.shop ?? shopFromHost(pageUrl), 120),
    url: canonical,
  };
}

/** A person's scan, limited per account; the copied picture is theirs to put on their product (files/ownership.ts). */
export async function scanForPerson(
  app: AppContext,
  userId: string,
  url: string,
  allowLoopback: boolean,
  page?: ScanPage,
): Promise<ScanResult> {
  await app.rateLimit.hit(`scan:account:${userId}`, SCANS_PER_ACCOUNT);
  const result = await scanProduct(app, url, allowLoopback, page);
  if (result.image) await recordUpload(app.db, userId, result.image);
  return result;
}

/**
 * A product read in the background (an import's links): it waits for its shop's turn, and a shop that refuses
 * us (403) or asks us to slow down (429) is left alone by every process until it said, as the refresh does.
 * Throws `ShopBackingOff` while the shop asked us to wait.
 */
export async function scanProductPaced(
  app: AppContext,
  url: string,
  allowLoopback: boolean,
): Promise<ScanResult> {
  const host = shopHostOf(url);
  await takeShopTurn(app, url);
  try {
    const result = await scanProduct(app, url, allowLoopback);
    await endShopTurn(app, host, true);
    return result;
  } catch (err) {
    await endShopTurn(app, host, false);
    if (err instanceof ShopRefusal && (err.shopStatus === 429 || err.shopStatus === 403))
      await backOffShop(app, host, err.shopRetryAfter);
    throw err;
  }
}
