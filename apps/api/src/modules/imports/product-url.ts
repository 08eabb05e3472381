/** Query parameters that say where a click came from, never which product: dropped before comparing links. */
const TRACKING =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl|ref|ref_|spm|scm)$/i;
const AMAZON_ASIN = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?=[/?#]|$)/i;

/**
 * A product link as we store it (`url`: no tracking parameters, no fragment; Amazon's as `/dp/<ASIN>`) and the
 * key two links of the same product share (`normalizedUrl`: also without `www.`, a trailing slash, and with the
 * parameters in order). Null when it is not an http(s) address.
 */
export function normalizeProductUrl(raw: string): { url: string; normalizedUrl: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hash = '';
  const asin = /(^|\.)amazon\./i.test(url.hostname) ? AMAZON_ASIN.exec(url.pathname)?.[1] : undefined;
  if (asin) {
    url.pathname = `/dp/${asin.toUpperCase()}`;
    url.search = '';
  } else {
    for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  }
  const kept = url.toString().replace(/\?$/, '');
  const key = new URL(kept);
  key.searchParams.sort();
  const host = key.hostname.toLowerCase().replace(/^www\./, '');
  const path = key.pathname.replace(/\/+$/, '') || '/';
  return { url: kept, normalizedUrl: `${host}${key.port ? `:${key.port}` : ''}${path}${key.search}` };
}
